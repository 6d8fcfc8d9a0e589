import { ALARM_HISTORY_MONTHS, AccessLevel, alarmName, isAtLeast } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject, role, signedIn } from '../http/accessRules';
import { badRequest, notFound } from '../http/errors';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import {
  acknowledgeAlarm,
  activeAlarms,
  alarmCounters,
  closeAlarm,
  deviceErrors,
  findAlarm,
} from '../repositories/alarms';
import { timezoneIn } from '../repositories/telemetry';
import { parseRequestTime, siteTimezone, zonedToEpochMs } from '../repositories/time';

/** The devices the caller may see; null for super admins, who see every device (also alarms of unknown ones). */
async function visibleDevices(services: Services, user: AuthUser): Promise<Set<string> | null> {
  if (isAtLeast(user.role, 'SuperAdmin')) return null;
  return new Set((await services.access.visibility(user)).devices.keys());
}

/** The alarm of a device a call is about; 404 when the device has no such alarm. */
async function existingAlarm(services: Services, deviceId: string, alarmId: string) {
  const alarm = await findAlarm(services.db, deviceId, alarmId);
  if (!alarm) throw notFound('The alarm does not exist');
  return alarm;
}

/** An alarm as the audit log names it: `alarm 12 (Cell over-voltage, code 401) of SC-000000101`. */
const alarmNamed = (alarm: { alarmId: number; alarmCode: number; deviceId: string }) =>
  `alarm ${alarm.alarmId} (${alarmName(alarm.alarmCode)}, code ${alarm.alarmCode}) of ${alarm.deviceId}`;

/** A request time as stored (ISO 8601 UTC); 400 when it is not a real date. */
function isoOf(value: string, field: string, zone: string): string {
  const ms = parseRequestTime(value, zone);
  if (ms === null) throw badRequest(`${field} is not a valid date`);
  return new Date(ms).toISOString();
}

/** The oldest time /DeviceError reaches back to (spec 9: alarm history 18 months). */
export function alarmHistoryStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - ALARM_HISTORY_MONTHS);
  return start;
}

/** spec 7 alarm and device error calls. */
export const alarmsRoutes: AnyRoute[] = [
  defineRoute('getActiveAlarms', {
    // Everyone signed in; the list holds only alarms of devices the caller may see.
    access: signedIn,
    async handler({ user, services }) {
      return { currentAlarms: await activeAlarms(services.db, await visibleDevices(services, user)) };
    },
  }),
  defineRoute('getAlarmStatistics', {
    // spec 6: alarm statistics are for admin and above.
    access: role('Admin'),
    async handler({ user, services }) {
      return { statistics: await alarmCounters(services.db, await visibleDevices(services, user)) };
    },
  }),
  defineRoute('getDeviceErrors', {
    access: onObject('device', (input) => input.deviceIds, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      const zone = siteTimezone(await timezoneIn(services, { deviceId: input.deviceIds[0] }));
      const fromMs = parseRequestTime(input.fromDateTime, zone);
      // A bare date as the end means the whole of that day (spec 7: "or one day" may send one date twice).
      const bareDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.toDateTime);
      const toMs =
        bareDate && parseRequestTime(input.toDateTime, zone) !== null
          ? zonedToEpochMs(zone, Number(bareDate[1]), Number(bareDate[2]), Number(bareDate[3]) + 1)
          : parseRequestTime(input.toDateTime, zone);
      if (fromMs === null) throw badRequest('fromDateTime is not a valid date');
      if (toMs === null) throw badRequest('toDateTime is not a valid date');
      if (toMs <= fromMs) throw badRequest('toDateTime must be after fromDateTime');
      // spec 9: the history reaches back 18 months; an older from-date is clamped to that limit, not refused, so
      // that a client computing "18 months ago" in another timezone is not turned away.
      const oldest = alarmHistoryStart(services.now()).getTime();
      if (toMs <= oldest) throw badRequest(`The range must end within the last ${ALARM_HISTORY_MONTHS} months`);
      const from = new Date(Math.max(fromMs, oldest)).toISOString();
      const to = new Date(toMs).toISOString();
      return { deviceErrors: await deviceErrors(services.db, [...new Set(input.deviceIds)], from, to) };
    },
  }),
  defineRoute('acknowledgeAlarm', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.NormalUser),
    stored: (input, services) => existingAlarm(services, input.deviceId, input.alarmId),
    audit: (input, { stored }) => ({ message: `Acknowledged ${alarmNamed(stored)}`, objectId: input.deviceId }),
    async handler({ input, services, stored: alarm }) {
      const time = isoOf(input.acknowledgeTime, 'acknowledgeTime', 'UTC');
      await acknowledgeAlarm(services.db, alarm.alarmId, input.acknowledgeUser, time);
      return '';
    },
  }),
  defineRoute('closeAlarm', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.NormalUser),
    stored: (input, services) => existingAlarm(services, input.deviceId, input.alarmId),
    audit: (input, { stored }) => ({ message: `Closed ${alarmNamed(stored)}`, objectId: input.deviceId }),
    async handler({ input, services, stored: alarm }) {
      const time = isoOf(input.stopTime, 'stopTime', 'UTC');
      // Closing twice keeps the first closer and stop time.
      if (alarm.active === 1) await closeAlarm(services.db, alarm.alarmId, input.closedBy, time);
      return '';
    },
  }),
];
