// One webpack + Module Federation configuration for the shell and every remote (ARCHITECTURE 2).
// Each app's webpack.config.js is a one-liner that calls this with its own folder.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const federation = require('../federation.json');
const { antdStylesheet } = require('./antdStylesheet.cjs');
const { AS_WRITTEN } = require('./buildTimeValueLoader.cjs');

const SHARED_DIR = path.resolve(__dirname, '..');
/** What the build puts in place of @rc-component/util's scroll bar measurement. */
const SCROLL_BAR_SIZE = path.join(SHARED_DIR, 'src/ui/scrollBarSize.ts');

/** antd's components: the folders of antd/es with an index.js (its helpers, styles and version are not components). */
function antdComponents() {
  const es = path.join(path.dirname(require.resolve('antd/package.json', { paths: [SHARED_DIR] })), 'es');
  return fs
    .readdirSync(es, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['_util', 'style', 'version'].includes(entry.name))
    .filter((entry) => fs.existsSync(path.join(es, entry.name, 'index.js')))
    .map((entry) => ({ name: entry.name, file: path.join(es, entry.name, 'index.js') }));
}

/**
 * antd is shared by component, not as one module of 1.4 MB: each `antd/es/<component>` is a singleton of its
 * own, so a page fetches only the components it draws. `import { Button } from 'antd'` still works: antd's es/index.js
 * is built into each app (side-effect free, so only what is imported is kept) and its `./button` re-export is consumed
 * as the shared `antd/es/button`. A component's inner files come with it in its chunk (rather than as hundreds of tiny
 * shared modules).
 * The shell provides every component (keyed by file, which webpack provides whether or not the shell uses it): with
 * the shell loaded first, a remote's Button, Table or Modal is always the shell's, of the same build as the shell's
 * ConfigProvider, so theme and locale reach it. A remote provides only what it uses (keyed by request, matched also
 * inside antd by the path after node_modules), for the day it runs without the shell.
 */
function antdByComponent(version, isShell) {
  const options = { singleton: true, requiredVersion: version };
  return Object.fromEntries(
    antdComponents().map(({ name, file }) =>
      isShell
        ? [file, { ...options, shareKey: `antd/es/${name}`, version: version.replace(/^[~^]/, '') }]
        : [`antd/es/${name}`, { ...options, allowNodeModulesSuffixMatch: true }],
    ),
  );
}

/** The framework libraries every app shares as run-time singletons, at the versions of its package.json. */
function sharedSingletons(appPkg, isShell) {
  const deps = appPkg.dependencies;
  const sharedPkg = require('../package.json');
  const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', deps['react-dom']),
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(__dirname, 'reactRouterDom.mjs'),
      version: deps['react-router-dom'].replace(/^[~^]/, ''),
    },
    ...antdByComponent(deps.antd, isShell),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    dayjs: singleton('dayjs'),
    '@bess/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
    // The forms' helpers: one instance, fetched with the first form a page shows, never before the shell's first paint.
    '@bess/shared/forms': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
    // The charts' runtime (G2, about 260 KB): one copy for the data, economics and schedule tabs, fetched by the first
    // chart a person opens. The shell draws no chart, so it offers none and its first paint knows nothing of it.
    ...(isShell
      ? {}
      : {
          '@bess/shared/plots': {
            singleton: true,
            requiredVersion: `^${sharedPkg.version}`,
            version: sharedPkg.version,
          },
        }),
  };
}

/**
 * The app's index.html from shared/build/index.html: the shell's shows a spinner until it renders and links its
 * stylesheet (public/shell.css); a remote's is only for running it alone (`npm run dev`).
 */
function indexHtml(isShell, dirName) {
  const values = isShell
    ? {
        title: 'BESS Portal',
        head: '<link rel="stylesheet" href="/shell.css" />',
        root: '<div class="loading" role="status"><div class="spinner"></div></div>',
      }
    : { title: `${dirName} (standalone)`, head: '', root: '' };
  const template = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  return template.replace(/<%= (\w+) %>/g, (_, name) => values[name]);
}

/**
 * The shell serves antd's component styles as a pre-built stylesheet (shared/build/antdStylesheet.cjs), in
 * parts, for every component the shell, shared and the remotes import; the shell links them before antd first draws
 * (shell/src/theme/antdStylesheet.ts). A remote deployed later with a component the sheet lacks still gets its styles,
 * generated at run time.
 */
class AntdStylesheetPlugin {
  constructor(sheet) {
    this.sheet = sheet;
  }

  apply(compiler) {
    const hrefs = this.sheet.files.map((file) => `/${file.fileName}`);
    new webpack.DefinePlugin({ __ANTD_STYLESHEETS__: JSON.stringify(hrefs) }).apply(compiler);
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.sheet.files) {
            compilation.emitAsset(file.fileName, new webpack.sources.RawSource(file.css));
          }
        },
      );
    });
  }
}

/** The source folders of the shell, shared and every remote: what the portal's antd stylesheet is drawn from. */
function portalSourceDirs() {
  const root = path.resolve(SHARED_DIR, '..');
  const dirs = [
    federation.shell.dir,
    path.basename(SHARED_DIR),
    ...Object.values(federation.remotes).map((r) => r.dir),
  ];
  return dirs.map((dir) => path.join(root, dir, 'src'));
}

/**
 * @param {{ appDir: string }} options  the app's folder (the one holding package.json and src/). A remote exposes the
 *   modules its entry of shared/federation.json lists (each src/expose/<name>.tsx or .ts, exposed as `./<name>`).
 */
function createWebpackConfig({ appDir }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const dirName = path.basename(appDir);
  const isShell = dirName === federation.shell.dir;
  const [containerName, remote] = isShell
    ? [federation.shell.name, federation.shell]
    : (Object.entries(federation.remotes).find(([, r]) => r.dir === dirName) ?? []);
  if (!remote) throw new Error(`${dirName} is not in shared/federation.json (npm run new-remote adds a remote there)`);

  const exposed = Object.fromEntries(
    Object.keys(remote.exposes ?? {}).map((name) => {
      const file = ['.tsx', '.ts']
        .map((ext) => `./src/expose/${name}${ext}`)
        .find((f) => fs.existsSync(path.join(appDir, f)));
      if (!file) throw new Error(`${dirName} exposes ${name}, but src/expose/ has no ${name}.tsx or ${name}.ts`);
      return [`./${name}`, file];
    }),
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
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The chart renderer (@antv/g) imports html2canvas for one thing only, saving a chart with its HTML parts as
        // an image, which the portal never does: 45 KB (gzip) that every chart tab fetched and compiled for nothing.
        alias: { html2canvas: false },
      },
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
          // The client's route table is computed at build time, so the browser gets it without ENDPOINTS and its
          // schemas (shared/src/api/routes.ts says why).
          {
            test: path.join(SHARED_DIR, 'src/api/routes.ts'),
            resourceQuery: { not: [AS_WRITTEN] },
            use: path.join(__dirname, 'buildTimeValueLoader.cjs'),
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
          exposes: exposed,
          shared: sharedSingletons(appPkg, isShell),
          shareStrategy: 'loaded-first',
          // Each shared module a chunk consumes is picked in a task of its own, not all in one long task.
          runtimePlugins: [path.join(SHARED_DIR, 'src/scheduling/yieldingShares.ts')],
          manifest: true,
          dts: false,
        }),
        // antd's scroll bar measurement, once per kind of scroll bar instead of a page-wide restyle per table
        // (shared/src/ui/scrollBarSize.ts says why).
        new webpack.NormalModuleReplacementPlugin(/getScrollBarSize(\.js)?$/, (resource) => {
          const target = path.resolve(resource.context ?? '', resource.request).replace(/\.js$/, '');
          if (target.endsWith(path.join('@rc-component', 'util', 'es', 'getScrollBarSize'))) {
            resource.request = SCROLL_BAR_SIZE;
          }
        }),
        new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BESS_BUILD_ID || appPkg.version) }),
        // The files of the app's public/ folder (config.json and shell.css for the shell) go into the build as they are.
        new CopyPlugin({ patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true }] }),
        ...(isShell ? [new AntdStylesheetPlugin(antdStylesheet({ sourceDirs: portalSourceDirs(), production }))] : []),
        // One index.html for the shell and every remote, filled in here rather than compiled by
        // html-webpack-plugin's child compiler: that child would run the federation plugins again and emit a second,
        // CommonJS copy of every shared module the shell provides by file (antd's components, antdByComponent).
        new HtmlWebpackPlugin({ templateContent: indexHtml(isShell, dirName) }),
      ],
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
        splitChunks: {
          cacheGroups: {
            // webpack's own vendor group, with the file that stands in for a module of @rc-component/util: it goes
            // where that module went, in the chunk of the library's other modules, not copied into every chunk.
            defaultVendors: {
              idHint: 'vendors',
              test: (module) => {
                const name = module.nameForCondition?.() ?? '';
                return /[\\/]node_modules[\\/]/i.test(name) || name === SCROLL_BAR_SIZE;
              },
              priority: -10,
              reuseExistingChunk: true,
            },
          },
        },
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
