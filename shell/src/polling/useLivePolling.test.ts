import { buildHierarchy, type Device } from '@bess/shared';
import { withSiteStatesFromDevices } from './useLivePolling';

const hierarchy = buildHierarchy(
  [],
  [
    { siteId: 'S-1', siteName: 'One' },
    { siteId: 'S-2', siteName: 'Two' },
  ],
  [
    { deviceId: 'SC-000000001', siteId: 'S-1' },
    { deviceId: 'SC-000000002', siteId: 'S-1' },
    { deviceId: 'SC-000000003', siteId: 'S-2' },
  ] as Device[],
);

describe('spec 7: a site whose status is not polled', () => {
  it('shows the worst state of its devices (spec 4: error before running)', () => {
    const byId = withSiteStatesFromDevices(hierarchy, {
      'SC-000000001': { state: 'passive' },
      'SC-000000002': { state: 'error' },
    });
    expect(byId['S-1']?.state).toBe('error');
    expect(byId['S-2']).toBeUndefined();
  });

  it('keeps a polled site status as it is', () => {
    const byId = withSiteStatesFromDevices(hierarchy, { 'S-1': { state: 'stop' }, 'SC-000000002': { state: 'error' } });
    expect(byId['S-1']?.state).toBe('stop');
  });
});
