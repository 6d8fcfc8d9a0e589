import { randomUUID } from 'node:crypto';
import {
  AccessLevel,
  EVENT_KINDS,
  eventKindOf,
  findOverlap,
  isBlank,
  validateBackupSettings,
  validatePolicy,
  type PolicyForm,
  type ValidationError,
} from '@bess/shared/domain';
import type { Policy } from '@bess/shared/contract';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { badRequest, notFound } from '../http/errors';
import { siteFeatures } from '../repositories/deviceCommands';
import {
  deleteEvent,
  eventIdExists,
  eventsEndingAfter,
  findEvent,
  insertEvent,
  updateEvent,
} from '../repositories/scheduleEvents';
import {
  deleteLoad,
  findBackupSettings,
  findPolicy,
  insertLoad,
  listLoads,
  loadExists,
  saveBackupSettings,
  savePolicy,
  siteBatteryCapacity,
  updateLoad,
} from '../repositories/siteSettings';
import type { Services } from '../services/services';

/**
 * Levels (server/README.md "Operations calls"): reading needs ReadOnly (20) on the site; changing the schedule, the
 * policy, the controllable loads and the backup settings needs ScheduleUser (9).
 */
const READ = AccessLevel.ReadOnly;
const EDIT = AccessLevel.ScheduleUser;
const site = <I extends { siteId: string }>(level: number) => onObject<I>('site', (i) => i.siteId, level);

/** spec 6: the event scheduler is gated by the site's EventScheduler feature; other sites answer 400. */
async function requireScheduler(services: Services, siteId: string): Promise<void> {
  const features = await siteFeatures(services.db, siteId);
  if (!features?.includes('EventScheduler')) throw badRequest('The site does not have the EventScheduler feature');
}

const NO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An ISO time as stored: UTC `toISOString()`. A date-time without an offset is read as UTC. */
function toUtc(value: string, field: string): string {
  const ms = Date.parse(NO_OFFSET.test(value) ? `${value}Z` : value);
  if (Number.isNaN(ms)) throw badRequest(`${field} is not a valid date and time`);
  return new Date(ms).toISOString();
}

/** The checked, normalised times and type of an event (endTime after startTime; a known event type). */
function eventFields(input: { startTime: string; endTime: string; eventType: number; fullyChargedBy?: string | null }) {
  const startTime = toUtc(input.startTime, 'startTime');
  const endTime = toUtc(input.endTime, 'endTime');
  if (endTime <= startTime) throw badRequest('The end time must be after the start time');
  if (eventKindOf(input.eventType) === null) throw badRequest(`Unknown event type: ${input.eventType}`);
  const fullyChargedBy =
    input.fullyChargedBy === undefined || input.fullyChargedBy === null
      ? null
      : toUtc(input.fullyChargedBy, 'fullyChargedBy');
  return { startTime, endTime, fullyChargedBy };
}

/** Events of a site may not overlap (findOverlap): the simulator runs one at a time, so the later one would win. */
async function refuseOverlap(
  services: Services,
  siteId: string,
  span: { id?: string; startTime: string; endTime: string },
) {
  const others = await eventsEndingAfter(services.db, siteId, span.startTime);
  if (findOverlap(others, span)) throw badRequest('The event overlaps another event');
}

function firstError(errors: Partial<Record<string, ValidationError>>): string | null {
  return Object.values(errors).find((e) => e !== undefined)?.message ?? null;
}

/** spec 5: policy numbers; a null field is one the tariff model does not use and is not checked. */
function checkPolicy(policy: Policy, batteryCapacityKwh: number): void {
  const form = Object.fromEntries(Object.entries(policy).filter(([, v]) => !isBlank(v))) as PolicyForm;
  const error = firstError(validatePolicy(form, batteryCapacityKwh));
  if (error) throw badRequest(error);
}

/** The portal only stores the adapter's URLs (it never calls them); they must still be absolute http(s) URLs. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkLoad(load: {
  minActiveHours: number;
  maxActiveHours: number;
  actionOnUrl: string;
  actionOffUrl: string;
  testConnectionUrl: string | null;
}): void {
  for (const field of ['actionOnUrl', 'actionOffUrl', 'testConnectionUrl'] as const) {
    const value = load[field];
    if (value !== null && !isHttpUrl(value)) throw badRequest(`${field} must be an http or https URL`);
  }
  if (load.minActiveHours > load.maxActiveHours) {
    throw badRequest('The minimum active hours cannot be more than the maximum active hours');
  }
}

/** spec 7 /EventSchedule; designed /Policy, /ControllableLoad and /BackupSettings (spec 1, 3 and 5). */
export const scheduleRoutes: AnyRoute[] = [
  defineRoute('getEventTypes', {
    access: site(READ),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
      // spec 3: Charge 0, OR Model 1, Hold charge 2, Manual 3 (the scheduler modes by number).
      const eventTypes = [0, 1, 2, 3]
        .map((id) => ({ id, name: eventKindOf(id) }))
        .filter((t): t is { id: number; name: (typeof EVENT_KINDS)[number] } => t.name !== null);
      return { eventTypes };
    },
  }),

  defineRoute('getEvents', {
    access: site(READ),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
      const from = toUtc(input.fromTimeStamp, 'fromTimeStamp');
      return { events: await eventsEndingAfter(services.db, input.siteId, from) };
    },
  }),

  defineRoute('createEvent', {
    access: site(EDIT),
    audit: (i) => ({ message: `Created event ${i.description}`.trim(), objectId: i.siteId }),
    async handler({ input, user, services }) {
      await requireScheduler(services, input.siteId);
      const times = eventFields(input);
      const id = input.id ?? randomUUID();
      if (await eventIdExists(services.db, id)) throw badRequest('An event with this id already exists');
      await refuseOverlap(services, input.siteId, times);
      const event = {
        id,
        siteId: input.siteId,
        description: input.description,
        ...times,
        endMode: 0 as const,
        eventType: input.eventType,
        rate: input.rate,
      };
      await insertEvent(services.db, event, user.email, services.now());
      return event;
    },
  }),

  defineRoute('updateEvent', {
    access: site(EDIT),
    audit: (i) => ({ message: `Updated event ${i.id}`, objectId: i.siteId }),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
      const times = eventFields(input);
      if (!(await findEvent(services.db, input.siteId, input.id))) throw notFound('The event does not exist');
      await refuseOverlap(services, input.siteId, { id: input.id, ...times });
      await updateEvent(services.db, {
        id: input.id,
        siteId: input.siteId,
        description: input.description,
        ...times,
        endMode: 0,
        eventType: input.eventType,
      });
      return '';
    },
  }),

  defineRoute('deleteEvent', {
    access: site(EDIT),
    audit: (i) => ({ message: `Deleted event ${i.id}`, objectId: i.siteId }),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
      if (!(await findEvent(services.db, input.siteId, input.id))) throw notFound('The event does not exist');
      await deleteEvent(services.db, input.siteId, input.id);
      return '';
    },
  }),

  defineRoute('getPolicy', {
    access: site(READ),
    async handler({ input, services }) {
      return { siteId: input.siteId, policy: await findPolicy(services.db, input.siteId) };
    },
  }),

  defineRoute('updatePolicy', {
    access: site(EDIT),
    audit: (i) => ({ message: i.policy ? `Set policy ${i.policy.name}` : 'Removed policy', objectId: i.siteId }),
    async handler({ input, services }) {
      // spec 5: fixedEnergy lies between 0 and the site's battery capacity (kWh).
      if (input.policy) checkPolicy(input.policy, await siteBatteryCapacity(services.db, input.siteId));
      await savePolicy(services.db, input.siteId, input.policy, services.now());
      return '';
    },
  }),

  defineRoute('getControllableLoads', {
    access: site(READ),
    async handler({ input, services }) {
      return { loads: await listLoads(services.db, input.siteId) };
    },
  }),

  defineRoute('createControllableLoad', {
    access: site(EDIT),
    audit: (i) => ({ message: `Added controllable load ${i.adapterName}`, objectId: i.siteId }),
    async handler({ input, services }) {
      checkLoad(input);
      const id = randomUUID();
      await insertLoad(services.db, { ...input, id }, services.now());
      return { id };
    },
  }),

  defineRoute('updateControllableLoad', {
    access: site(EDIT),
    audit: (i) => ({ message: `Updated controllable load ${i.adapterName}`, objectId: i.siteId }),
    async handler({ input, services }) {
      checkLoad(input);
      if (!(await loadExists(services.db, input.siteId, input.id))) throw notFound('The load does not exist');
      await updateLoad(services.db, input);
      return '';
    },
  }),

  defineRoute('deleteControllableLoad', {
    access: site(EDIT),
    audit: (i) => ({ message: `Removed controllable load ${i.id}`, objectId: i.siteId }),
    async handler({ input, services }) {
      if (!(await loadExists(services.db, input.siteId, input.id))) throw notFound('The load does not exist');
      await deleteLoad(services.db, input.siteId, input.id);
      return '';
    },
  }),

  defineRoute('getBackupSettings', {
    access: site(READ),
    async handler({ input, services }) {
      return findBackupSettings(services.db, input.siteId);
    },
  }),

  defineRoute('updateBackupSettings', {
    access: site(EDIT),
    audit: (i) => ({ message: 'Updated backup settings', objectId: i.siteId }),
    async handler({ input, services }) {
      // spec 5: retry count 0-5, SOC 0-100, max above min, delays not below 0 (the schema checks the ranges first).
      const error = firstError(validateBackupSettings(input));
      if (error) throw badRequest(error);
      await saveBackupSettings(services.db, input, services.now());
      return '';
    },
  }),
];
