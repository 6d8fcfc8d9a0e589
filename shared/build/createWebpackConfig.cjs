// One webpack + Module Federation configuration for the shell and every remote (ARCHITECTURE 2).
// Each app's webpack.config.js is a one-liner that calls this with its own folder.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federation = require('../federation.json');

const SHARED_DIR = path.resolve(__dirname, '..');

/** The framework libraries every app shares as run-time singletons, at the versions of its package.json. */
function sharedSingletons(appPkg) {
  const deps = appPkg.dependencies;
  const sharedPkg = require('../package.json');
  const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', deps['react-dom']),
    'react-router-dom': singleton('react-router-dom'),
    antd: singleton('antd'),
    '@ant-design/icons': singleton('@ant-design/icons'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    dayjs: singleton('dayjs'),
    '@bess/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
  };
}

/** Copies the files of an app's public/ folder (config.json for the shell) into the build as they are. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * @param {{ appDir: string }} options  the app's folder (the one holding package.json and src/)
 */
function createWebpackConfig({ appDir }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const dirName = path.basename(appDir);
  const isShell = dirName === federation.shell.dir;
  const [containerName, remote] = isShell
    ? [federation.shell.name, federation.shell]
    : Object.entries(federation.remotes).find(([, r]) => r.dir === dirName);

  const exposes = Object.fromEntries(
    remote.exposes.map((name) => [`./${name}`, `./src/expose/${name}${name === 'embed' ? '.ts' : '.tsx'}`]),
  );

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: appDir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell serves deep links (/main/home) from one index.html, so its files are addressed from the root;
        // a remote's files are found relative to its remoteEntry.js wherever it is deployed.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: containerName,
        // Entry files keep their names (index.html and remoteEntry.js point at them; the server sends them no-cache).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [path.join(appDir, 'src'), path.join(SHARED_DIR, 'src'), path.join(SHARED_DIR, 'federation.json')],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // `import css from 'x.css?raw'` gives the file's text, so a lazily loaded module can inject its own <style>
          // (the map injects Leaflet's CSS). Only imports with ?raw match: nothing that builds today changes.
          { resourceQuery: /^\?raw$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(appPkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BESS_BUILD_ID || appPkg.version) }),
        new CopyPublicPlugin(path.join(appDir, 'public')),
        new HtmlWebpackPlugin({
          template: path.join(appDir, 'src', 'index.html'),
          templateParameters: { containerName },
        }),
      ],
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: isShell ? federation.shell.port : remote.port,
        historyApiFallback: isShell,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createWebpackConfig };
