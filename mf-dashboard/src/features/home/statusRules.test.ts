import { StateCommand, selectedEntity, type Alarm } from '@bess/shared';
import {
  STALE_AFTER_MS,
  alarmCountersOf,
  controlSourceKey,
  deviceIdsOf,
  flagOn,
  hardwareLimitationOf,
  isCommandSettled,
  isFullStatus,
  isStatusStale,
  softwareLimitOf,
  statusFlagNames,
} from './statusRules';
import { testFleet } from './testing/testFleet';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const iso = (msBefore: number) => new Date(NOW - msBefore).toISOString();

describe('stale after two poll cycles (2 x 60 s)', () => {
  it.each([
    ['fresh report, fresh fetch', iso(10_000), NOW - 5_000, false],
    ['report just inside two cycles', iso(STALE_AFTER_MS), NOW, false],
    ['report older than two cycles', iso(STALE_AFTER_MS + 1), NOW, true],
    ['fetch older than two cycles', iso(1_000), NOW - STALE_AFTER_MS - 1, true],
    ['no report time: the fetch decides', null, NOW - 1_000, false],
    ['nothing fetched yet is loading, not stale', iso(600_000), null, false],
  ] as const)('%s', (_name, lastUpdateTime, fetchedAt, stale) => {
    expect(isStatusStale(lastUpdateTime, fetchedAt, NOW)).toBe(stale);
  });
});

describe('spec 3: limits and flags in words', () => {
  it.each([
    [0, 'None'],
    [1, 'GridPowerLimit'],
    [9, 'CellVoltageTemperaturLimitation'],
    [10, null],
    [null, null],
  ] as const)('hardware limitation %p -> %p', (value, name) => {
    expect(hardwareLimitationOf(value)).toBe(name);
  });

  it.each([
    [0, 'None'],
    [4, 'ChargeOnlyImport'],
    [10, 'Calibration'],
    [12, 'ChargeOnlyModeActive'],
    [5, null],
  ] as const)('software limit %p -> %p', (value, name) => {
    expect(softwareLimitOf(value)).toBe(name);
  });

  it.each([
    [0, ['None']],
    [1, ['Commissioned']],
    [1 + 4 + 16, ['Commissioned', 'Test', 'Decommissioned']],
    [-1, []],
    [undefined, []],
  ] as const)('status flags %p -> %p', (flags, names) => {
    expect(statusFlagNames(flags)).toEqual(names);
  });

  it.each([
    [1, true],
    [0, false],
    [true, true],
    [null, null],
  ] as const)('load flag %p -> %p', (value, on) => {
    expect(flagOn(value)).toBe(on);
  });
});

describe('spec 3 and 7: control source, default none', () => {
  it.each([
    [3, 'Policy'],
    [0, 'None'],
    [9, 'Service'],
    [42, 'None'],
    ['OR_Model', 'OR_Model'],
    ['nonsense', 'None'],
    [undefined, 'None'],
  ] as const)('%p -> %p', (value, key) => {
    expect(controlSourceKey(value)).toBe(key);
  });
});

describe('alarm counters of the selection', () => {
  const fleet = testFleet();
  const alarm = (alarmId: string, deviceId: string, severity: Alarm['severity'], stopTime: string | null = null) =>
    ({ alarmId, deviceId, severity, acknowledgeUser: null, acknowledgeTime: null, closedBy: null, stopTime }) as Alarm;
  const alarms = [
    alarm('1', 'SC-000000001', 'warnings'),
    alarm('2', 'SCR-000000002', 'safety'),
    alarm('3', 'SC-000000003', 'errors'),
    alarm('4', 'SC-000000005', 'criticals'),
    alarm('5', 'SC-000000001', 'errors', '2025-01-01T00:00:00Z'),
  ];
  const countsFor = (id: string | null) => {
    const entity = selectedEntity(fleet, {
      id,
      selectionType: id === null ? 'NONE' : id === 'G-1' ? 'SITEGROUP' : id.startsWith('S-') ? 'SITE' : 'DEVICE',
    });
    return alarmCountersOf(alarms, deviceIdsOf(fleet, entity));
  };

  it.each([
    ['SC-000000001', { warnings: 1, errors: 0, criticals: 0, safety: 0 }],
    ['S-1', { warnings: 1, errors: 0, criticals: 0, safety: 1 }],
    ['G-1', { warnings: 1, errors: 1, criticals: 0, safety: 1 }],
    [null, { warnings: 1, errors: 1, criticals: 1, safety: 1 }],
  ] as const)('%p counts its own devices (closed alarms left out)', (id, counters) => {
    expect(countsFor(id)).toEqual(counters);
  });
});

describe('spec 4: the loading flag of a state command', () => {
  const pending = { command: StateCommand.Idling, sentAt: NOW };
  it.each([
    ['no status since sending', { fetchedAt: NOW - 1, state: 'stop' }, false],
    ['a refresh right after sending, old state', { fetchedAt: NOW + 500, state: 'passive' }, false],
    ['a newer status in the state asked for', { fetchedAt: NOW + 500, state: 'stop' }, true],
    ['the regular refresh a cycle later, state unchanged', { fetchedAt: NOW + 60_000, state: 'passive' }, true],
    ['nothing fetched', { fetchedAt: null, state: 'stop' }, false],
  ] as const)('%s', (_name, status, settled) => {
    expect(isCommandSettled(pending, status)).toBe(settled);
  });

  it('state_running waits for a running state', () => {
    expect(
      isCommandSettled({ command: StateCommand.Running, sentAt: NOW }, { fetchedAt: NOW + 1, state: 'chargeonly' }),
    ).toBe(true);
  });
});

it("a real status has lastUpdateTime; the shell's state-only stand-in does not", () => {
  expect(isFullStatus({ state: 'passive', lastUpdateTime: null })).toBe(true);
  expect(isFullStatus({ state: 'passive', mode: 'Backup' })).toBe(false);
  expect(isFullStatus(undefined)).toBe(false);
});
