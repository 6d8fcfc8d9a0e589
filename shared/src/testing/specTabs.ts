/**
 * The tabs of spec 2's route table, in its navigation order. A tab that a remote of the registry adds (npm run
 * new-remote) is beyond it: tests that list the tabs a user sees speak of these, and the registry's own checks cover
 * every tab.
 */
export const SPEC_TABS: readonly string[] = [
  'overview',
  'home',
  'device-list',
  'data',
  'economics',
  'maintenance',
  'schedule',
  'devices',
  'backup',
  'users',
  'management',
];
