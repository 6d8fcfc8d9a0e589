import type { RemoteName, Tab } from '@bess/shared';

/** A tab of main/ (spec 2 route table) and the remote module that renders it. */
export interface TabDefinition {
  /** The route segment under main/, also the id the navigation rules use; its label is TAB_LABEL_KEYS[id]. */
  id: Tab;
  /** Where the tab's page comes from; `shell` for the device list, which is the shell's own sidebar list. */
  source: { remote: RemoteName; module: string } | 'shell';
}

/** spec 2: the tabs in the order of the route table; ARCHITECTURE 8 says which remote owns each. */
export const TABS: readonly TabDefinition[] = [
  { id: 'home', source: { remote: 'mf_dashboard', module: 'Home' } },
  { id: 'overview', source: { remote: 'mf_dashboard', module: 'Overview' } },
  { id: 'data', source: { remote: 'mf_data_economics', module: 'Data' } },
  { id: 'economics', source: { remote: 'mf_data_economics', module: 'Economics' } },
  { id: 'maintenance', source: { remote: 'mf_maintenance', module: 'Maintenance' } },
  { id: 'schedule', source: { remote: 'mf_schedule_policies', module: 'Schedule' } },
  { id: 'devices', source: { remote: 'mf_maintenance', module: 'Parameters' } },
  { id: 'backup', source: { remote: 'mf_maintenance', module: 'Backup' } },
  { id: 'management', source: { remote: 'mf_users_admin', module: 'Management' } },
  { id: 'users', source: { remote: 'mf_users_admin', module: 'Users' } },
  { id: 'device-list', source: 'shell' },
];

export function findTab(id: string | undefined): TabDefinition | undefined {
  return TABS.find((tab) => tab.id === id);
}

/** The remote module a path shows (spec 2 route table), or null for the shell's own pages. */
export function remoteModuleOfPath(pathname: string): { remote: RemoteName; module: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || (parts[0] === 'main' && parts.length === 1))
    return { remote: 'mf_dashboard', module: 'Home' };
  if (parts[0] === 'main') {
    const source = findTab(parts[1])?.source;
    return source && source !== 'shell' ? source : null;
  }
  if (parts[0] === 'dashboard') return { remote: 'mf_dashboard', module: 'Dashboard' };
  if (parts[0] === 'map') return { remote: 'mf_dashboard', module: 'MapView' };
  if (parts[0] === 'installer') return { remote: 'mf_installer', module: 'Installer' };
  return null;
}
