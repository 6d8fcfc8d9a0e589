import { pollingPlan, solarSitesToRefresh } from './polling';
import type { PollingInput } from './polling';

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const input = (extra: Partial<PollingInput> = {}): PollingInput => ({
  showGroups: false,
  groupIds: [],
  siteIds: [],
  deviceIds: [],
  userAccessLevelNumber: 10,
  solarSiteIds: [],
  ...extra,
});
const calls = (extra: Partial<PollingInput>): string[] => pollingPlan(input(extra)).map((t) => t.call);

describe('spec 7: polling every 60 s: group, site and device status', () => {
  it.each([
    ['groups shown', { showGroups: true, groupIds: ['G1'] }, true],
    ['groups hidden', { showGroups: false, groupIds: ['G1'] }, false],
    ['groups shown but none', { showGroups: true, groupIds: [] }, false],
  ])('group status: %s -> %p', (_case, extra, expected) => {
    expect(calls(extra).includes('groupStatus')).toBe(expected);
  });

  it.each([
    [['S1'], 10, true],
    [['S1'], 2, true],
    [['S1'], 1, false],
    [[], 10, false],
  ])('site status for sites %p at level %p -> %p', (siteIds, userAccessLevelNumber, expected) => {
    expect(calls({ siteIds, userAccessLevelNumber }).includes('siteStatus')).toBe(expected);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [30, true],
    [31, false],
  ])('device status with %p devices -> %p', (count, expected) => {
    expect(calls({ deviceIds: ids('SC-', count) }).includes('deviceStatus')).toBe(expected);
  });

  it('gives the ids and the 60 s interval', () => {
    const plan = pollingPlan(
      input({ showGroups: true, groupIds: ['G1'], siteIds: ['S1', 'S2'], deviceIds: ['D1', 'D2'] }),
    );
    expect(plan.slice(0, 3)).toEqual([
      { call: 'groupStatus', intervalMs: 60_000, ids: ['G1'] },
      { call: 'siteStatus', intervalMs: 60_000, ids: ['S1', 'S2'] },
      { call: 'deviceStatus', intervalMs: 60_000, ids: ['D1', 'D2'] },
    ]);
  });
});

describe('spec 7: active alarms every 60 s, message centre every 900000 ms', () => {
  it('always polls both (once loaded)', () => {
    expect(pollingPlan(input())).toEqual([
      { call: 'activeAlarms', intervalMs: 60_000, ids: [] },
      { call: 'messageCentre', intervalMs: 900_000, ids: [] },
    ]);
  });

  it('polls nothing at the loading level 100', () => {
    expect(pollingPlan(input({ userAccessLevelNumber: 100, siteIds: ['S1'] }))).toEqual([]);
  });
});

describe('spec 7: solar site data hourly for up to 2 sites, or a single site', () => {
  it.each([
    [['PV-1'], null, ['PV-1']],
    [['PV-1', 'PV-2'], null, ['PV-1', 'PV-2']],
    [['PV-1', 'PV-2', 'PV-3'], null, []],
    [['PV-1', 'PV-2', 'PV-3'], 'PV-2', ['PV-2']],
    [['PV-1', 'PV-2', 'PV-3'], 'S1', []],
    [[], 'PV-1', []],
  ])('solar sites %p, selected %p -> %p', (solar, selected, expected) => {
    expect(solarSitesToRefresh(solar, selected)).toEqual(expected);
  });

  it('plans the hourly refresh', () => {
    expect(pollingPlan(input({ solarSiteIds: ['PV-1'] })).at(-1)).toEqual({
      call: 'solarSiteData',
      intervalMs: 3_600_000,
      ids: ['PV-1'],
    });
  });
});
