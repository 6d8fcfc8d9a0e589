/** Alarm names and severities, BMS error parsing, log-id casing, alarm counters and transitions (spec 3, 4, 5). */
import { BMS_ERROR_CODE_MAX, BMS_ERROR_CODE_MIN } from './constants';
import { BMS_SEVERITIES } from './enums';
import type { AlarmSeverity, BmsSeverity } from './enums';
import { siteOfDevice } from './hierarchy';
import type { Alarm, AlarmCounters, BmsError, Hierarchy, Timestamp } from './types';

export type AlarmCategory =
  | 'system'
  | 'pv'
  | 'temperature'
  | 'bms'
  | 'inverter'
  | 'can'
  | 'contactor'
  | 'cellVoltage'
  | 'cellTemperature'
  | 'offline'
  | 'telemetry'
  | 'batteryVoltage'
  | 'unknown';

/** What an alarm code means. */
export interface AlarmInfo {
  code: number;
  name: string;
  category: AlarmCategory;
  /** The counter it counts in; null outside the 100 to 499 codes. */
  severity: AlarmSeverity | null;
}

type Named = readonly [AlarmCategory, readonly string[]];

// spec 3 gives the code ranges and their categories; the names within them are ours (decision), in code order.
const RANGES: readonly (readonly [number, readonly Named[]])[] = [
  [
    101,
    [
      [
        'system',
        [
          'System start-up failure',
          'System configuration error',
          'System communication lost',
          'System memory error',
          'System watchdog reset',
          'System clock not synchronised',
          'System storage full',
          'System firmware mismatch',
          'System power supply fault',
          'System emergency stop',
        ],
      ],
    ],
  ],
  [150, [['pv', ['PV warning']]]],
  [
    200,
    [
      [
        'temperature',
        [
          'Cell temperature high',
          'Cell temperature low',
          'Ambient temperature high',
          'Ambient temperature low',
          'Inverter temperature high',
          'Heater failure',
          'Temperature sensor fault',
          'Cooling fan failure',
        ],
      ],
      [
        'bms',
        [
          'BMS communication lost',
          'BMS fault',
          'BMS cell imbalance',
          'BMS overcharge protection',
          'BMS overdischarge protection',
          'BMS overcurrent protection',
          'BMS insulation fault',
          'BMS calibration error',
        ],
      ],
      [
        'inverter',
        [
          'Inverter fault',
          'Inverter overcurrent',
          'Inverter overvoltage',
          'Inverter undervoltage',
          'Inverter grid frequency out of range',
          'Inverter DC bus fault',
          'Inverter communication lost',
          'Inverter power derating',
        ],
      ],
      [
        'can',
        [
          'CAN bus error',
          'CAN bus off',
          'CAN message timeout',
          'CAN checksum error',
          'CAN node missing',
          'CAN bus overload',
        ],
      ],
      [
        'contactor',
        [
          'Contactor open failure',
          'Contactor close failure',
          'Contactor welded',
          'Precharge failure',
          'Contactor feedback error',
          'Main fuse blown',
        ],
      ],
    ],
  ],
  [250, [['pv', ['PV error']]]],
  [
    300,
    [
      [
        'temperature',
        [
          'Critical cell temperature high',
          'Critical cell temperature low',
          'Critical inverter temperature',
          'Thermal runaway risk',
          'Temperature sensors lost',
        ],
      ],
      [
        'bms',
        ['BMS critical fault', 'BMS shutdown', 'BMS cell voltage critical', 'BMS insulation critical', 'BMS lost'],
      ],
      [
        'inverter',
        [
          'Inverter critical fault',
          'Inverter short circuit',
          'Inverter ground fault',
          'Inverter shutdown',
          'Inverter hardware failure',
        ],
      ],
      [
        'can',
        [
          'CAN bus critical failure',
          'CAN link to BMS lost',
          'CAN link to inverter lost',
          'CAN controller failure',
          'CAN configuration mismatch',
        ],
      ],
      [
        'contactor',
        ['Contactor critical failure', 'Contactor stuck closed', 'Emergency disconnect', 'Precharge circuit damaged'],
      ],
    ],
  ],
  [350, [['pv', ['PV critical']]]],
  [
    401,
    [
      ['cellVoltage', ['Cell voltage too high', 'Cell voltage too low']],
      ['cellTemperature', ['Cell temperature too high', 'Cell temperature too low']],
      ['offline', ['Device offline', 'Site controller offline']],
      ['telemetry', ['Telemetry missing', 'Telemetry delayed']],
      ['batteryVoltage', ['Battery voltage too high', 'Battery voltage too low']],
    ],
  ],
];

const ALARMS: ReadonlyMap<number, { name: string; category: AlarmCategory }> = (() => {
  const map = new Map<number, { name: string; category: AlarmCategory }>();
  for (const [first, groups] of RANGES) {
    let code = first;
    for (const [category, names] of groups) for (const name of names) map.set(code++, { name, category });
  }
  return map;
})();

/** Every known alarm code, ascending. */
export const ALARM_CODES: readonly number[] = [...ALARMS.keys()].sort((a, b) => a - b);

/**
 * The counter an alarm code counts in. Decision: the hundreds are the severity, as the PV codes show (150 warning,
 * 250 error, 350 critical): 1xx warnings, 2xx errors, 3xx criticals, 4xx safety.
 */
export function alarmSeverityOfCode(code: number): AlarmSeverity | null {
  const severities: Record<number, AlarmSeverity> = { 1: 'warnings', 2: 'errors', 3: 'criticals', 4: 'safety' };
  return Number.isInteger(code) ? (severities[Math.floor(code / 100)] ?? null) : null;
}

/** spec 3: what a device alarm code means; an unknown code is named 'Unknown alarm {code}'. */
export function alarmInfo(code: number): AlarmInfo {
  const known = ALARMS.get(code);
  return {
    code,
    name: known?.name ?? `Unknown alarm ${code}`,
    category: known?.category ?? 'unknown',
    severity: alarmSeverityOfCode(code),
  };
}

/** spec 3: the name of a device alarm code. */
export function alarmName(code: number): string {
  return alarmInfo(code).name;
}

/** True while an alarm is active (spec 4: closing records a stop time and removes it from the active list). */
export function isActiveAlarm(alarm: Pick<Alarm, 'stopTime'>): boolean {
  return alarm.stopTime === null || alarm.stopTime === undefined || alarm.stopTime === '';
}

/** The severity counter of an alarm: its own severity, else from its code. */
export function alarmSeverity(alarm: Pick<Alarm, 'severity' | 'alarmCode'>): AlarmSeverity | null {
  if (alarm.severity) return alarm.severity;
  return typeof alarm.alarmCode === 'number' ? alarmSeverityOfCode(alarm.alarmCode) : null;
}

/** spec 3: alarm counters (warnings, errors, criticals, safety) of the active alarms. */
export function countAlarms(alarms: readonly Alarm[]): AlarmCounters {
  const counters: AlarmCounters = { warnings: 0, errors: 0, criticals: 0, safety: 0 };
  for (const alarm of alarms) {
    const severity = isActiveAlarm(alarm) ? alarmSeverity(alarm) : null;
    if (severity) counters[severity] += 1;
  }
  return counters;
}

/** spec 4: acknowledging records the user and the time. */
export function acknowledgeAlarm(alarm: Alarm, acknowledgeUser: string, acknowledgeTime: Timestamp): Alarm {
  return { ...alarm, acknowledgeUser, acknowledgeTime };
}

/** spec 4: closing records the closer and the stop time and removes the alarm from the active list. */
export function closeAlarm(
  activeAlarms: readonly Alarm[],
  alarmId: Alarm['alarmId'],
  closedBy: string,
  stopTime: Timestamp,
): { active: Alarm[]; closed: Alarm | null } {
  const found = activeAlarms.find((a) => a.alarmId === alarmId);
  return {
    active: activeAlarms.filter((a) => a.alarmId !== alarmId),
    closed: found ? { ...found, closedBy, stopTime } : null,
  };
}

/** spec 3: adds siteName and timezone from the device's site (both null for an unparented device). */
export function withSiteInfo(alarms: readonly Alarm[], hierarchy: Hierarchy): Alarm[] {
  return alarms.map((alarm) => {
    const site = siteOfDevice(hierarchy, alarm.deviceId);
    return { ...alarm, siteName: site?.siteName ?? null, timezone: site?.timezone ?? null };
  });
}

/** spec 5: in the log dialog, an id is lower-cased for the audit lookup. */
export function auditLogId(id: string): string {
  return id.trim().toLowerCase();
}

/** spec 5: in the log dialog, an id is upper-cased for the command lookup. */
export function commandLogId(id: string): string {
  return id.trim().toUpperCase();
}

const SEVERITY_BY_TOKEN: ReadonlyMap<string, BmsSeverity> = new Map(
  BMS_SEVERITIES.flatMap((s, i) => [
    [String(i), s],
    [s.toLowerCase(), s],
  ]),
);

/** Reads a BMS severity: its number 0 to 6 or its name (any case; spaces, '_' and '-' ignored), else null. */
export function parseBmsSeverity(token: string): BmsSeverity | null {
  const key = token
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return SEVERITY_BY_TOKEN.get(key === 'none' ? 'no' : key) ?? null;
}

/** The grade of a BMS severity: no, low, normal or critical. */
export function bmsSeverityGrade(severity: BmsSeverity): 'no' | 'low' | 'normal' | 'critical' {
  return severity === 'No'
    ? 'no'
    : (severity.replace(/(System|Pack)$/, '').toLowerCase() as 'low' | 'normal' | 'critical');
}

/** The level of a BMS severity: system or pack, null for No. */
export function bmsSeverityLevel(severity: BmsSeverity): 'system' | 'pack' | null {
  if (severity.endsWith('System')) return 'system';
  if (severity.endsWith('Pack')) return 'pack';
  return null;
}

/**
 * spec 3: parses BMS errors from pipe-separated text. Decision on the format: one error per line,
 * `code|severity|text`: code an integer 0 to 2060; severity its number 0 to 6 or name (No, LowSystem, LowPack,
 * NormalSystem, NormalPack, CriticalSystem, CriticalPack); the text is the rest of the line (it may hold pipes).
 * Blank lines are ignored; malformed lines are returned in `invalidLines` and left out.
 */
export function parseBmsErrors(text: string | null | undefined): { errors: BmsError[]; invalidLines: string[] } {
  const errors: BmsError[] = [];
  const invalidLines: string[] = [];
  for (const line of (text ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const [codeText, severityText, ...rest] = line.split('|');
    const code = codeText !== undefined && /^\s*\d+\s*$/.test(codeText) ? Number(codeText) : NaN;
    const severity = severityText === undefined ? null : parseBmsSeverity(severityText);
    if (!(code >= BMS_ERROR_CODE_MIN && code <= BMS_ERROR_CODE_MAX) || severity === null) {
      invalidLines.push(line);
      continue;
    }
    errors.push({ code, severity, text: rest.join('|').trim() });
  }
  return { errors, invalidLines };
}
