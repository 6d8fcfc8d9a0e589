import type { RemoteName } from '@bess/shared';

/** A tab of main/ (spec 2 route table) and the remote module that renders it. */
export interface TabDefinition {
  /** The route segment under main/, also the id the navigation rules use. */
  id: TabId;
  labelKey: string;
  /** Where the tab's page comes from; `shell` for the device list, which is the shell's own sidebar list. */
  source: { remote: RemoteName; module: string } | 'shell';
}

export type TabId =
  | 'home'
  | 'overview'
  | 'data'
  | 'economics'
  | 'maintenance'
  | 'schedule'
  | 'devices'
  | 'backup'
  | 'management'
  | 'users'
  | 'device-list';

/** spec 2: the tabs in the order of the route table; ARCHITECTURE 8 says which remote owns each. */
export const TABS: readonly TabDefinition[] = [
  { id: 'home', labelKey: 'nav.home', source: { remote: 'mf_dashboard', module: 'Home' } },
  { id: 'overview', labelKey: 'nav.overview', source: { remote: 'mf_dashboard', module: 'Overview' } },
  { id: 'data', labelKey: 'nav.data', source: { remote: 'mf_data_economics', module: 'Data' } },
  { id: 'economics', labelKey: 'nav.economics', source: { remote: 'mf_data_economics', module: 'Economics' } },
  { id: 'maintenance', labelKey: 'nav.maintenance', source: { remote: 'mf_maintenance', module: 'Maintenance' } },
  { id: 'schedule', labelKey: 'nav.schedule', source: { remote: 'mf_schedule_policies', module: 'Schedule' } },
  { id: 'devices', labelKey: 'nav.devices', source: { remote: 'mf_maintenance', module: 'Parameters' } },
  { id: 'backup', labelKey: 'nav.backup', source: { remote: 'mf_maintenance', module: 'Backup' } },
  { id: 'management', labelKey: 'nav.management', source: { remote: 'mf_users_admin', module: 'Management' } },
  { id: 'users', labelKey: 'nav.users', source: { remote: 'mf_users_admin', module: 'Users' } },
  { id: 'device-list', labelKey: 'nav.deviceList', source: 'shell' },
];

export function findTab(id: string | undefined): TabDefinition | undefined {
  return TABS.find((tab) => tab.id === id);
}
