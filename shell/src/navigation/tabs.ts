import {
  TABS as TAB_IDS,
  TAB_REGISTRY,
  isExposedModule,
  tabOfPath,
  type RemoteModuleRef,
  type Tab,
} from '@bess/shared';

/** A tab of main/ (spec 2 route table) and the remote module that renders it. */
export interface TabDefinition {
  /** The id the navigation rules use; its route is TAB_PATHS[id] and its label TAB_LABEL_KEYS[id]. */
  id: Tab;
  /** Where the tab's page comes from; `shell` for the device list, which is the shell's own sidebar list. */
  source: RemoteModuleRef | 'shell';
}

/**
 * The remote module the registry names for a tab. The registry is JSON, so the pair is checked here at run time and
 * by tests/unit/remoteRegistry.test.ts; a tab naming a module its remote does not expose is the shell's not-found page
 * rather than a load that cannot succeed.
 */
function sourceOf(tab: Tab): TabDefinition['source'] | null {
  const { remote, module } = TAB_REGISTRY[tab];
  if (remote === undefined && module === undefined) return 'shell';
  if (remote === undefined || module === undefined || !isExposedModule(remote, module)) return null;
  return { remote, module } as RemoteModuleRef;
}

/** spec 2: the tabs of the registry (shared/federation.json), in navigation order; ARCHITECTURE 8 says which remote owns each. */
export const TABS: readonly TabDefinition[] = TAB_IDS.flatMap((id) => {
  const source = sourceOf(id);
  return source === null ? [] : [{ id, source }];
});

export function findTab(id: string | undefined): TabDefinition | undefined {
  return TABS.find((tab) => tab.id === id);
}

/** The remote module a path shows (spec 2 route table), or null for the shell's own pages. */
export function remoteModuleOfPath(pathname: string): RemoteModuleRef | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || (parts[0] === 'main' && parts.length === 1))
    return { remote: 'mf_dashboard', module: 'Home' };
  if (parts[0] === 'main') {
    const source = findTab(tabOfPath(pathname) ?? undefined)?.source;
    return source && source !== 'shell' ? source : null;
  }
  if (parts[0] === 'dashboard') return { remote: 'mf_dashboard', module: 'Dashboard' };
  if (parts[0] === 'map') return { remote: 'mf_dashboard', module: 'MapView' };
  if (parts[0] === 'installer') return { remote: 'mf_installer', module: 'Installer' };
  return null;
}
