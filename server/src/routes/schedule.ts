import { randomUUID } from 'node:crypto';
import { AccessLevel, EVENT_KINDS, eventKindOf, findOverlap } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { HttpError, badRequest, notFound } from '../http/errors';
import { invalidInput } from '../http/inputValidation';
import { siteFeatures } from '../repositories/deviceCommands';
import {
  deleteEvent,
  eventIdExists,
  eventsEndingAfter,
  findEvent,
  insertEvent,
  updateEvent,
  type StoredEvent,
} from '../repositories/scheduleEvents';
import {
  findBackupSettings,
  findPolicy,
  saveBackupSettings,
  savePolicy,
  siteBatteryCapacity,
  siteBatteryInverterPower,
} from '../repositories/siteSettings';
import { named, quoted } from '../services/auditLog';
import type { Services } from '../services/services';

/**
 * Levels (server/README.md "Operations calls"): reading needs ReadOnly (20) on the site; changing the schedule, the
 * policy and the backup settings needs ScheduleUser (9), as changing the controllable loads does (controllableLoads.ts).
 *
 * The cross-field rules of these writes (an end after its start, an event not in the past, a rate within the site's
 * inverters, fixedEnergy within the battery capacity, max SOC above min SOC) are INPUT_RULES of the
 * contract, run before the handlers with the facts each route's `ruleContext` reads (http/pipeline/checkInput.ts).
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
  if (Number.isNaN(ms)) throw invalidInput([{ field, key: 'validation.wrongFormat' }]);
  return new Date(ms).toISOString();
}

/** The normalised times of an event and its checked type (the rules have judged the times against each other). */
function eventFields(input: { startTime: string; endTime: string; eventType: number; fullyChargedBy?: string | null }) {
  const startTime = toUtc(input.startTime, 'startTime');
  const endTime = toUtc(input.endTime, 'endTime');
  if (eventKindOf(input.eventType) === null) throw invalidInput([{ field: 'eventType', key: 'validation.oneOf' }]);
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

/**
 * The stored event a change is about: 404 when the site has none with that id, 409 once it has ended (ARCHITECTURE 8:
 * what has happened is history; the schedule shows what ran). A running event may still change its end (the rules
 * say so, field by field) or be deleted, which stops it.
 */
async function changeableEvent(services: Services, siteId: string, id: string, verb: 'changed' | 'deleted') {
  const event = await findEvent(services.db, siteId, id);
  if (!event) throw notFound('The event does not exist');
  if (Date.parse(event.endTime) <= services.now().getTime()) {
    throw new HttpError(409, `The event has ended and can no longer be ${verb}`);
  }
  return event;
}

/** An event as the audit log names it: its description and id, `'Night charge' (E-1)`. */
const eventNamed = (event: Pick<StoredEvent, 'id' | 'description'>) => named(quoted(event.description), event.id);

/** spec 7 /EventSchedule; designed /Policy and /BackupSettings (spec 1, 3 and 5). The loads: controllableLoads.ts. */
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
    // The rate rule: a site's rate is split over its batteries, each held at its inverter's maximum power.
    ruleContext: async (input, services) => ({
      inverterMaxPowerKw: await siteBatteryInverterPower(services.db, input.siteId),
    }),
    audit: async (input, { result, services }) => ({
      message: `Created event ${eventNamed(result)} on site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
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
    stored: (input, services) => changeableEvent(services, input.siteId, input.id, 'changed'),
    // Once an event has started, only its end may change (the rules weigh the stored event against the input).
    ruleContext: async (_input, _services, stored) => ({ storedEvent: stored }),
    audit: async (input, { services }) => ({
      message: `Updated event ${eventNamed(input)} on site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
      const times = eventFields(input);
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
    // A running event may be deleted (that stops it); one that has ended is history (409).
    stored: (input, services) => changeableEvent(services, input.siteId, input.id, 'deleted'),
    audit: async (input, { stored, services }) => ({
      message: `Deleted event ${eventNamed(stored)} on site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      await requireScheduler(services, input.siteId);
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
    // spec 5: fixedEnergy lies between 0 and the site's battery capacity (kWh).
    ruleContext: async (input, services) => ({
      batteryCapacityKwh: await siteBatteryCapacity(services.db, input.siteId),
    }),
    audit: async (input, { services }) => {
      const site = await services.audit.nameOf('site', input.siteId);
      const name = input.policy ? quoted(input.policy.name) : '';
      return {
        message: input.policy
          ? `Set policy ${name ? `${name} ` : ''}on site ${site}`
          : `Removed the policy of site ${site}`,
        objectId: input.siteId,
      };
    },
    async handler({ input, services }) {
      await savePolicy(services.db, input.siteId, input.policy, services.now());
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
    // spec 5: the schema holds the ranges (retry count 0-5, SOC 0-100, delays not below 0), the rules max above min.
    audit: async (input, { services }) => ({
      message: `Updated backup settings of site ${await services.audit.nameOf('site', input.siteId)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      await saveBackupSettings(services.db, input, services.now());
      return '';
    },
  }),
];
