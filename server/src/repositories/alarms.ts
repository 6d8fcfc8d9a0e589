import type { Alarm, AlarmCounters, DeviceError } from '@bess/shared/contract';
import { ALARM_SEVERITIES, ERROR_SEVERITIES, alarmSeverityOfCode, type AlarmSeverity } from '@bess/shared/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AlarmsTables } from '../db/tables/alarms';

const isAlarmSeverity = (s: string): s is AlarmSeverity => (ALARM_SEVERITIES as readonly string[]).includes(s);

/** The counter of an alarm row: its stored severity, else the one of its code (spec 3). */
export function severityOf(row: { severity: string; alarmCode: number }): AlarmSeverity | null {
  return isAlarmSeverity(row.severity) ? row.severity : alarmSeverityOfCode(row.alarmCode);
}

/**
 * An alarm row (its table's columns but the active flag) with the name and timezone of its device's site (null for a
 * device without a site).
 */
export type AlarmRow = Omit<Selectable<AlarmsTables['alarms']>, 'active'> & {
  siteName: string | null;
  timezone: string | null;
};

/** spec 3: an alarm as the wire gives it, with siteName and timezone added and its counter's severity. */
export function toWireAlarm(row: AlarmRow): Alarm {
  const severity = severityOf(row);
  return {
    alarmId: String(row.alarmId),
    deviceId: row.deviceId,
    acknowledgeUser: row.acknowledgeUser,
    acknowledgeTime: row.acknowledgeTime,
    closedBy: row.closedBy,
    stopTime: row.stopTime,
    ...(row.siteName !== null ? { siteName: row.siteName } : {}),
    ...(row.timezone !== null ? { timezone: row.timezone } : {}),
    alarmCode: row.alarmCode,
    ...(severity ? { severity } : {}),
    startTime: row.startTime,
  };
}

/**
 * Active alarms of the given devices (spec 3: with siteName and timezone added; spec 4: closed alarms leave the
 * list), newest first. `deviceIds` null means every device (super admins).
 */
export async function activeAlarms(db: Db, deviceIds: ReadonlySet<string> | null): Promise<Alarm[]> {
  const rows = await db
    .selectFrom('alarms as a')
    .leftJoin('devices as d', 'd.deviceId', 'a.deviceId')
    .leftJoin('sites as s', 's.siteId', 'd.siteId')
    .select([
      'a.alarmId',
      'a.deviceId',
      'a.alarmCode',
      'a.severity',
      'a.startTime',
      'a.acknowledgeUser',
      'a.acknowledgeTime',
      'a.closedBy',
      'a.stopTime',
      's.siteName',
      's.timezone',
    ])
    .where('a.active', '=', 1)
    .orderBy('a.startTime', 'desc')
    .orderBy('a.alarmId', 'desc')
    .execute();
  return rows.filter((r) => deviceIds === null || deviceIds.has(r.deviceId)).map(toWireAlarm);
}

/** spec 3 alarm counters of the active alarms of the given devices (null: every device). */
export async function alarmCounters(db: Db, deviceIds: ReadonlySet<string> | null): Promise<AlarmCounters> {
  const rows = await db
    .selectFrom('alarms')
    .select(['deviceId', 'severity', 'alarmCode'])
    .where('active', '=', 1)
    .execute();
  const counters: AlarmCounters = { warnings: 0, errors: 0, criticals: 0, safety: 0 };
  for (const row of rows) {
    if (deviceIds !== null && !deviceIds.has(row.deviceId)) continue;
    const severity = severityOf(row);
    if (severity) counters[severity] += 1;
  }
  return counters;
}

/** Device errors created in [fromIso, toIso) (ISO 8601 UTC), newest first. */
export async function deviceErrors(
  db: Db,
  deviceIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<DeviceError[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('device_errors')
    .selectAll()
    .where('deviceId', 'in', deviceIds)
    .where('createdAt', '>=', fromIso)
    .where('createdAt', '<', toIso)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    // The entry's own id (unique); the error's code travels as `code`.
    errorId: String(r.id),
    deviceId: r.deviceId,
    severity: (ERROR_SEVERITIES as readonly string[]).includes(r.severity)
      ? (r.severity as DeviceError['severity'])
      : 'Error',
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    closedBy: r.closedBy,
    removedAt: r.removedAt,
    removedBy: r.removedBy,
    code: r.errorId,
  }));
}

/** The alarm with this id on this device, or null (an id of another device is not found). */
export async function findAlarm(db: Db, deviceId: string, alarmId: string) {
  if (!/^\d{1,15}$/.test(alarmId)) return null;
  return (
    (await db
      .selectFrom('alarms')
      .selectAll()
      .where('alarmId', '=', Number(alarmId))
      .where('deviceId', '=', deviceId)
      .executeTakeFirst()) ?? null
  );
}

/** spec 4: acknowledging records the user and the time. */
export async function acknowledgeAlarm(db: Db, alarmId: number, user: string, time: string): Promise<void> {
  await db
    .updateTable('alarms')
    .set({ acknowledgeUser: user, acknowledgeTime: time })
    .where('alarmId', '=', alarmId)
    .execute();
}

/** spec 4: closing records the closer and the stop time and removes the alarm from the active list. */
export async function closeAlarm(db: Db, alarmId: number, closedBy: string, stopTime: string): Promise<void> {
  await db.updateTable('alarms').set({ closedBy, stopTime, active: 0 }).where('alarmId', '=', alarmId).execute();
}
