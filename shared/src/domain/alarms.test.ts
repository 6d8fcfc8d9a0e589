import { fleet } from './__fixtures__/fleet';
import {
  ALARM_CODES,
  acknowledgeAlarm,
  alarmInfo,
  alarmName,
  alarmSeverityOfCode,
  auditLogId,
  bmsSeverityGrade,
  bmsSeverityLevel,
  closeAlarm,
  commandLogId,
  countAlarms,
  isActiveAlarm,
  parseBmsErrors,
  parseBmsSeverity,
  withSiteInfo,
} from './alarms';
import { BMS_SEVERITIES } from './enums';
import type { Alarm } from './types';

const alarm = (alarmId: number, extra: Partial<Alarm> = {}): Alarm => ({
  alarmId,
  deviceId: 'SC-000000001',
  acknowledgeUser: null,
  acknowledgeTime: null,
  closedBy: null,
  stopTime: null,
  ...extra,
});

describe('spec 3: device alarm codes map to names', () => {
  it.each([
    [101, 'System start-up failure', 'system', 'warnings'],
    [110, 'System emergency stop', 'system', 'warnings'],
    [150, 'PV warning', 'pv', 'warnings'],
    [250, 'PV error', 'pv', 'errors'],
    [350, 'PV critical', 'pv', 'criticals'],
    [200, 'Cell temperature high', 'temperature', 'errors'],
    [208, 'BMS communication lost', 'bms', 'errors'],
    [216, 'Inverter fault', 'inverter', 'errors'],
    [224, 'CAN bus error', 'can', 'errors'],
    [235, 'Main fuse blown', 'contactor', 'errors'],
    [300, 'Critical cell temperature high', 'temperature', 'criticals'],
    [305, 'BMS critical fault', 'bms', 'criticals'],
    [310, 'Inverter critical fault', 'inverter', 'criticals'],
    [315, 'CAN bus critical failure', 'can', 'criticals'],
    [323, 'Precharge circuit damaged', 'contactor', 'criticals'],
    [401, 'Cell voltage too high', 'cellVoltage', 'safety'],
    [403, 'Cell temperature too high', 'cellTemperature', 'safety'],
    [405, 'Device offline', 'offline', 'safety'],
    [407, 'Telemetry missing', 'telemetry', 'safety'],
    [410, 'Battery voltage too low', 'batteryVoltage', 'safety'],
    [111, 'Unknown alarm 111', 'unknown', 'warnings'],
    [236, 'Unknown alarm 236', 'unknown', 'errors'],
    [324, 'Unknown alarm 324', 'unknown', 'criticals'],
    [411, 'Unknown alarm 411', 'unknown', 'safety'],
    [999, 'Unknown alarm 999', 'unknown', null],
    [0, 'Unknown alarm 0', 'unknown', null],
  ])('%p -> %p (%p, %p)', (code, name, category, severity) => {
    expect(alarmInfo(code)).toEqual({ code, name, category, severity });
    expect(alarmName(code)).toBe(name);
  });

  it('names every code of the spec ranges, and no other', () => {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(ALARM_CODES).toEqual([
      ...range(101, 110),
      150,
      ...range(200, 235),
      250,
      ...range(300, 323),
      350,
      ...range(401, 410),
    ]);
    expect(new Set(ALARM_CODES.map(alarmName)).size).toBe(ALARM_CODES.length);
  });

  it.each([
    [1.5, null],
    [499, 'safety'],
    [500, null],
  ])('severity of code %p is %p', (code, severity) => {
    expect(alarmSeverityOfCode(code)).toBe(severity);
  });
});

describe('spec 3: alarm counters: warnings, errors, criticals, safety', () => {
  it.each([
    [[], { warnings: 0, errors: 0, criticals: 0, safety: 0 }],
    [
      [
        alarm(1, { alarmCode: 150 }),
        alarm(2, { alarmCode: 250 }),
        alarm(3, { alarmCode: 301 }),
        alarm(4, { alarmCode: 405 }),
      ],
      { warnings: 1, errors: 1, criticals: 1, safety: 1 },
    ],
    [
      [alarm(1, { alarmCode: 150, severity: 'safety' }), alarm(2, { alarmCode: 999 })],
      { warnings: 0, errors: 0, criticals: 0, safety: 1 },
    ],
    [
      [alarm(1, { alarmCode: 250, stopTime: '2024-01-01T00:00:00Z' }), alarm(2, { alarmCode: 250 })],
      { warnings: 0, errors: 1, criticals: 0, safety: 0 },
    ],
  ])('%p -> %p', (alarms, counters) => {
    expect(countAlarms(alarms)).toEqual(counters);
  });
});

describe('spec 4: alarms are acknowledged and closed', () => {
  it('acknowledging records user and time', () => {
    expect(acknowledgeAlarm(alarm(1), 'ann@x.dk', '2024-01-01T10:00:00Z')).toMatchObject({
      acknowledgeUser: 'ann@x.dk',
      acknowledgeTime: '2024-01-01T10:00:00Z',
    });
  });

  it.each([
    [1, [2], { alarmId: 1, closedBy: 'bo@x.dk', stopTime: 't1' }],
    [9, [1, 2], null],
  ])('closing %p leaves %p active and gives %p', (id, active, closed) => {
    const result = closeAlarm([alarm(1), alarm(2)], id, 'bo@x.dk', 't1');
    expect(result.active.map((a) => a.alarmId)).toEqual(active);
    if (closed) expect(result.closed).toMatchObject(closed);
    else expect(result.closed).toBeNull();
    if (result.closed) expect(isActiveAlarm(result.closed)).toBe(false);
  });

  it('adds site name and timezone', () => {
    const out = withSiteInfo([alarm(1), alarm(2, { deviceId: 'SC-000000999' })], fleet());
    expect(out.map((a) => [a.siteName, a.timezone])).toEqual([
      ['Aarhus Harbour', 'GMT'],
      [null, null],
    ]);
  });
});

describe('spec 5: log dialog ids: lower case for audit lookup, upper case for command lookup', () => {
  it.each([
    ['SC-000000123', 'sc-000000123', 'SC-000000123'],
    ['scr-000000001 ', 'scr-000000001', 'SCR-000000001'],
  ])('%p -> audit %p, command %p', (id, audit, command) => {
    expect(auditLogId(id)).toBe(audit);
    expect(commandLogId(id)).toBe(command);
  });
});

describe('spec 3: BMS errors (codes 0 to 2060, 7 severities) parsed from pipe-separated text', () => {
  it.each([
    ['0', 'No'],
    ['none', 'No'],
    ['no', 'No'],
    ['1', 'LowSystem'],
    ['low system', 'LowSystem'],
    ['LOW_PACK', 'LowPack'],
    ['normal-system', 'NormalSystem'],
    ['4', 'NormalPack'],
    ['CriticalSystem', 'CriticalSystem'],
    ['6', 'CriticalPack'],
    ['7', null],
    ['severe', null],
  ])('severity %p -> %p', (token, severity) => {
    expect(parseBmsSeverity(token)).toBe(severity);
  });

  it.each(BMS_SEVERITIES.map((s) => [s]))('%p has a grade and a level', (severity) => {
    const expected: Record<string, [string, string | null]> = {
      No: ['no', null],
      LowSystem: ['low', 'system'],
      LowPack: ['low', 'pack'],
      NormalSystem: ['normal', 'system'],
      NormalPack: ['normal', 'pack'],
      CriticalSystem: ['critical', 'system'],
      CriticalPack: ['critical', 'pack'],
    };
    expect([bmsSeverityGrade(severity), bmsSeverityLevel(severity)]).toEqual(expected[severity]);
  });

  it.each([
    ['12|5|Cell over-voltage', [{ code: 12, severity: 'CriticalSystem', text: 'Cell over-voltage' }], []],
    [
      '0|0|OK\n2060|LowPack|Pack 3 | string 2 low\n',
      [
        { code: 0, severity: 'No', text: 'OK' },
        { code: 2060, severity: 'LowPack', text: 'Pack 3 | string 2 low' },
      ],
      [],
    ],
    ['2061|1|too big\nabc|1|x\n5|9|bad severity\n7', [], ['2061|1|too big', 'abc|1|x', '5|9|bad severity', '7']],
    ['  ', [], []],
    [null, [], []],
    ['3|normalPack|', [{ code: 3, severity: 'NormalPack', text: '' }], []],
  ])('%p -> %p, invalid %p', (text, errors, invalidLines) => {
    expect(parseBmsErrors(text)).toEqual({ errors, invalidLines });
  });
});
