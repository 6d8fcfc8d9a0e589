import {
  applyOfflineChargeLevel,
  applyOfflineChargeLevels,
  displayIcon,
  displayStateRank,
  isBackupMode,
  isBackupRunning,
  toDisplayState,
} from './states';

describe('spec 4: server state -> display state', () => {
  it.each([
    ['init', 'idling'],
    ['stop', 'idling'],
    ['activate', 'idling'],
    ['deactivate', 'idling'],
    ['Stop', 'idling'],
    ['passive', 'running'],
    ['maxself', 'running'],
    ['chargeonly', 'running'],
    ['externalcontrol', 'running'],
    ['gridsupport', 'running'],
    ['local', 'running'],
    ['peakShaving', 'running'],
    ['peakshaving', 'running'],
    ['ChargeOnly', 'running'],
    [' passive ', 'running'],
    ['offline', 'offline'],
    ['Offline', 'offline'],
    ['error', 'error'],
    ['notInstalled', 'notInstalled'],
    ['notinstalled', 'notInstalled'],
    ['maintenance', 'maintenance'],
    ['running', 'running'],
    ['idling', 'idling'],
    ['selfconsumption', 'unknown'],
    ['', 'unknown'],
    ['whatever', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%p -> %p', (server, display) => {
    expect(toDisplayState(server)).toBe(display);
  });
});

describe('spec 4: a running state in a backup mode has a distinct icon', () => {
  it.each([
    ['Backup', true],
    ['backup', true],
    ['BlackStart', true],
    ['GridForming', true],
    ['ToGridForming', true],
    ['ToGridTied', false],
    ['GridTied', false],
    ['SelfConsumption', false],
    [null, false],
  ])('mode %p is a backup mode: %p', (mode, expected) => {
    expect(isBackupMode(mode)).toBe(expected);
  });

  it.each([
    ['passive', 'Backup', 'runningBackup', true],
    ['local', 'GridForming', 'runningBackup', true],
    ['passive', 'GridTied', 'running', false],
    ['stop', 'Backup', 'idling', false],
    ['offline', 'Backup', 'offline', false],
    ['error', null, 'error', false],
    [undefined, undefined, 'unknown', false],
  ])('state %p, mode %p -> icon %p', (state, mode, icon, backup) => {
    expect(displayIcon(state, mode)).toBe(icon);
    expect(isBackupRunning(state, mode)).toBe(backup);
  });
});

describe('spec 4: offline makes charge level 0', () => {
  it.each([
    [{ state: 'offline', stateOfCharge: 87 }, 0],
    [{ state: 'Offline', stateOfCharge: null }, 0],
    [{ state: 'passive', stateOfCharge: 87 }, 87],
    [{ state: 'stop', stateOfCharge: 12 }, 12],
    [{ stateOfCharge: 50 }, 50],
  ])('%p -> stateOfCharge %p', (live, soc) => {
    expect(applyOfflineChargeLevel(live).stateOfCharge).toBe(soc);
  });

  it('leaves the input unchanged and maps every id', () => {
    const input = { a: { state: 'offline', stateOfCharge: 40 }, b: { state: 'passive', stateOfCharge: 40 } };
    const out = applyOfflineChargeLevels(input);
    expect(out).toEqual({ a: { state: 'offline', stateOfCharge: 0 }, b: { state: 'passive', stateOfCharge: 40 } });
    expect(input.a.stateOfCharge).toBe(40);
  });
});

describe('spec 4: default sort is state (what needs attention first)', () => {
  it.each([
    ['error', 'offline'],
    ['offline', 'running'],
    ['running', 'idling'],
    ['idling', 'unknown'],
  ] as const)('%p sorts before %p', (first, second) => {
    expect(displayStateRank(first)).toBeLessThan(displayStateRank(second));
  });
});
