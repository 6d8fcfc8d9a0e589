import federation from '../federation.json';

// The registry of the portal's apps (ARCHITECTURE 2): shared/federation.json, read as it is by the build (webpack's
// exposes and dev-server ports), the root scripts (start, dev, build), ESLint's boundaries and jest's projects, and
// typed here for code. `npm run new-remote -- <name>` adds a remote to it; tests/unit/remoteRegistry.test.ts fails
// when a file that must stay static (package.json workspaces, tsconfig.json, the shell's config.json, the budgets)
// disagrees with it.

type Registry = typeof federation;

/** Container names of the remotes, defined once: the keys of the registry's `remotes`. */
export type RemoteName = keyof Registry['remotes'];

/**
 * The modules a remote exposes, by name: each is `src/expose/<name>.tsx` (or `.ts`), exposed as `./<name>`. Keys of
 * the registry, so `mf_dashboard/Hoem` is a type error wherever the shell names a module.
 */
export type ExposedModule<R extends RemoteName = RemoteName> = R extends RemoteName
  ? keyof Registry['remotes'][R]['exposes'] & string
  : never;

/** One exposed module of one remote, the pair checked together. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];

export interface RemoteDescriptor {
  /** Workspace folder of the remote. */
  dir: string;
  /** Local port of its static and dev servers (ARCHITECTURE 6). */
  port: number;
  /**
   * The modules it exposes, each with what it is for: `tab` (a tab of main/), `page` (a route of its own), `dialog` (a
   * dialog of the shell) or `embed` (the single-spa lifecycles of every module, for a partner's page). Its webpack
   * config exposes exactly these.
   */
  exposes: Readonly<Record<string, string>>;
}

export const REMOTES: Readonly<Record<RemoteName, RemoteDescriptor>> = federation.remotes;
export const REMOTE_NAMES = Object.keys(federation.remotes) as RemoteName[];
export const SHELL_PORT = federation.shell.port;

/** The exposed modules of one remote, in the registry's order. */
export function exposedModules<R extends RemoteName>(remote: R): ExposedModule<R>[] {
  return Object.keys(REMOTES[remote].exposes) as ExposedModule<R>[];
}

/** True when the registry lists `module` among what `remote` exposes. */
export function isExposedModule(remote: string, module: string): remote is RemoteName {
  return Object.hasOwn(federation.remotes, remote) && Object.hasOwn(REMOTES[remote as RemoteName].exposes, module);
}

/** The manifest URL a local static server of the remote answers. */
export function localManifestUrl(remote: RemoteName, host = 'localhost'): string {
  return `http://${host}:${REMOTES[remote].port}/mf-manifest.json`;
}

/** A tab of main/ as the registry describes it; its id is its key there. */
export interface TabEntry {
  /** Its route (spec 2 route table), under /main. */
  path: string;
  /** i18n key (translation namespace) of its label; the page's title too. */
  label: string;
  /** Name of its visibility rule in shared's navigation (`VISIBILITY_RULES`). */
  rule: string;
  /** The selection types its route has a widget for (spec 2 route table): a list, or `any` for every type. */
  widgets: readonly string[] | string;
  /** The remote and exposed module that render it; absent for a page of the shell's own (the device list). */
  remote?: string;
  module?: string;
  /** Its label is a name, the same in every language (a new remote's tab until its label is translated). */
  labelIsName?: boolean;
}

/** The registry's tabs of main/, keyed by id, in navigation order. */
export const TAB_REGISTRY: Readonly<Record<keyof Registry['tabs'], TabEntry>> = federation.tabs;
