import fs from 'node:fs';
import path from 'node:path';
import federation from '../../shared/federation.json';
import budgets from '../bench/budgets.cjs';

// The registry of the apps (shared/federation.json) is read at run time by the webpack configs, the root scripts,
// ESLint and jest. The files below must stay static (npm, TypeScript and the shell's deployed config.json read them
// as they are), so these checks fail when one disagrees with the registry; `npm run new-remote` keeps them in step.

const ROOT = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const REMOTES = Object.entries(federation.remotes) as [string, { dir: string; port: number; exposes: object }][];
const KINDS = ['tab', 'page', 'dialog', 'embed'];

describe('the registry of the apps', () => {
  it('gives every app a port of its own', () => {
    const ports = [federation.shell.port, ...REMOTES.map(([, remote]) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it.each(REMOTES)('%s: a container name of letters and underscores, in a folder mf-*', (name, remote) => {
    expect(name).toMatch(/^mf_[a-z][a-z0-9_]*$/);
    expect(remote.dir).toBe(name.replace(/_/g, '-'));
  });

  it.each(REMOTES)('%s: each exposed module is a file of src/expose/, with a kind', (_name, remote) => {
    const exposes = Object.entries(remote.exposes) as [string, string][];
    expect(exposes.map(([module]) => module)).toContain('embed');
    for (const [module, kind] of exposes) {
      const files = ['tsx', 'ts'].map((ext) => path.join(ROOT, remote.dir, 'src', 'expose', `${module}.${ext}`));
      expect({ module, file: files.some((file) => fs.existsSync(file)) }).toEqual({ module, file: true });
      expect({ module, kind: KINDS.includes(kind) }).toEqual({ module, kind: true });
    }
  });

  it.each(REMOTES)('%s: its webpack config takes the exposed modules from the registry', (_name, remote) => {
    const config = fs.readFileSync(path.join(ROOT, remote.dir, 'webpack.config.js'), 'utf8');
    expect(config).toContain('createWebpackConfig({ appDir: __dirname })');
  });

  it.each(REMOTES)('%s: its package is @bess/<folder>, served on its port', (_name, remote) => {
    const pkg = readJson(path.join(remote.dir, 'package.json'));
    expect(pkg.name).toBe(`@bess/${remote.dir}`);
    expect(pkg.scripts.serve).toBe(`node ../scripts/serve-static.cjs dist ${remote.port}`);
  });
});

describe('the tabs of the registry', () => {
  const tabs = Object.entries(federation.tabs) as [string, { remote?: string; module?: string }][];

  it.each(tabs)('%s is a module its remote exposes as a tab, or the shell’s own page', (_tab, entry) => {
    if (entry.remote === undefined) {
      expect(entry.module).toBeUndefined();
      return;
    }
    const remote = federation.remotes[entry.remote as keyof typeof federation.remotes];
    expect(remote).toBeDefined();
    expect((remote.exposes as Record<string, string>)[entry.module ?? '']).toBe('tab');
  });

  it('every module exposed as a tab is the page of a tab', () => {
    const shown = new Set(tabs.map(([, entry]) => `${entry.remote}/${entry.module}`));
    for (const [name, remote] of REMOTES) {
      for (const [module, kind] of Object.entries(remote.exposes)) {
        if (kind === 'tab')
          expect({ module: `${name}/${module}`, tab: shown.has(`${name}/${module}`) }).toEqual({
            module: `${name}/${module}`,
            tab: true,
          });
      }
    }
  });
});

describe('the static files agree with the registry', () => {
  const APP_DIRS = [federation.shell.dir, ...REMOTES.map(([, remote]) => remote.dir)];

  it('package.json: the workspaces are shared, the apps of the registry, server and tests', () => {
    const { workspaces } = readJson('package.json');
    expect([...workspaces].sort()).toEqual(['shared', ...APP_DIRS, 'server', 'tests'].sort());
  });

  it('tsconfig.json: every app’s src/ is type-checked', () => {
    const { include } = readJson('tsconfig.json') as { include: string[] };
    const covers = (dir: string) =>
      include.some((pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(dir));
    for (const dir of ['shared', ...APP_DIRS])
      expect({ dir, covered: covers(`${dir}/src`) }).toEqual({ dir, covered: true });
  });

  it('shell/public/config.json: the local manifest URL of every remote, and of no other', () => {
    const config = readJson('shell/public/config.json');
    expect(config.remotes).toEqual(
      Object.fromEntries(REMOTES.map(([name, remote]) => [name, `http://localhost:${remote.port}/mf-manifest.json`])),
    );
  });

  it('tests/bench/budgets.cjs: each module budget is of an exposed module (a new one has the default)', () => {
    const exposed = new Set(
      REMOTES.flatMap(([name, remote]) => Object.keys(remote.exposes).map((module) => `${name} ./${module}`)),
    );
    const stale = Object.keys(budgets.exposedModuleKb).filter((key) => key !== 'default' && !exposed.has(key));
    expect(stale).toEqual([]);
    expect(budgets.exposedModuleKb.default).toBeGreaterThan(0);
  });
});
