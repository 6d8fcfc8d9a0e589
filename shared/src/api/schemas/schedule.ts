/** Scheduler (spec 3 scheduler event and event type; spec 7 /EventSchedule calls). */
import { Type, type Static } from 'typebox';
import { FreeText, Id, Input, IsoDateTime, Nullable } from './common';

/** spec 3: an event type; its colour is chosen by id (green, yellow, blue, lightblue). */
export const EventTypeSchema = Type.Object({ id: Type.Integer({ minimum: 0 }), name: Type.String() });
export type EventType = Static<typeof EventTypeSchema>;

/** spec 7: GET /EventSchedule/EventTypes "siteId". */
export const EventTypesQuerySchema = Input({ siteId: Id });
export type EventTypesQuery = Static<typeof EventTypesQuerySchema>;

/** spec 7: "returns eventTypes". */
export const EventTypesResponseSchema = Type.Object({ eventTypes: Type.Array(EventTypeSchema) });
export type EventTypesResponse = Static<typeof EventTypesResponseSchema>;

/** spec 3: endMode is always 0. */
const EndMode = Type.Literal(0);
/** spec 3: the time the battery is to be fully charged by (charge events); field name designed here. */
const FullyChargedBy = Type.Optional(Nullable(IsoDateTime));

/** spec 3: a scheduler event. */
export const ScheduleEventSchema = Type.Object({
  id: Id,
  siteId: Id,
  description: Type.String(),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  endMode: EndMode,
  eventType: Type.Integer({ minimum: 0 }),
  /** Charge rate (kW); null for event types without one. */
  rate: Nullable(Type.Number()),
  fullyChargedBy: FullyChargedBy,
});
export type ScheduleEvent = Static<typeof ScheduleEventSchema>;

/** spec 7: GET /EventSchedule "siteId, fromTimeStamp (now, ISO)". */
export const EventScheduleQuerySchema = Input({ siteId: Id, fromTimeStamp: IsoDateTime });
export type EventScheduleQuery = Static<typeof EventScheduleQuerySchema>;

/** spec 7: "returns events" (spec 4: converted to the site's timezone on load). */
export const EventScheduleResponseSchema = Type.Object({ events: Type.Array(ScheduleEventSchema) });
export type EventScheduleResponse = Static<typeof EventScheduleResponseSchema>;

const eventFields = {
  siteId: Id,
  /** spec 7: description (empty). */
  description: FreeText(1000),
  startTime: IsoDateTime,
  endTime: IsoDateTime,
  endMode: EndMode,
  eventType: Type.Integer({ minimum: 0 }),
  fullyChargedBy: FullyChargedBy,
};

/** spec 7: POST /EventSchedule "id, siteId, description (empty), startTime, endTime (ISO), endMode 0, eventType, rate"; the server assigns the id when it is left out. */
export const CreateEventBodySchema = Input({ id: Type.Optional(Id), ...eventFields, rate: Nullable(Type.Number()) });
export type CreateEventBody = Static<typeof CreateEventBodySchema>;

/** POST /EventSchedule answers the stored event (spec 4: events change locally after the server confirms). */
export const CreateEventResponseSchema = ScheduleEventSchema;

/** spec 7: PUT /EventSchedule "same minus rate". */
export const UpdateEventBodySchema = Input({ id: Id, ...eventFields });
export type UpdateEventBody = Static<typeof UpdateEventBodySchema>;

/** spec 7: DELETE /EventSchedule "body same fields incl. description". */
export const DeleteEventBodySchema = Input({ id: Id, ...eventFields, rate: Type.Optional(Nullable(Type.Number())) });
export type DeleteEventBody = Static<typeof DeleteEventBodySchema>;
