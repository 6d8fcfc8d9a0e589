/** Test-only: the schedule tab's calls on the shared fake API, holding what a real server would store. */
import type { EndpointName, FieldError, Wire } from '@bess/shared';
import { fakeApi, reply, type FakeAnswer, type FakeRequest } from '@bess/shared/testing';

export interface FakeScheduleOptions {
  events?: Wire.ScheduleEvent[];
  policy?: Wire.Policy | null;
  loads?: Wire.ControllableLoad[];
  /** An answer to give the next mutating call instead of storing it: status, message and refused fields. */
  refuseNext?: Refusal;
  /** Each battery's inverter maximum power (kW), as GET /command/testMode/limit answers it. */
  inverterMaxPower?: number;
  /** When set, mutating calls wait for `release()` before answering. */
  hold?: boolean;
  /** What GET /SitePlan answers besides the site and day asked for (by default a plan without points). */
  plan?: Partial<Omit<Wire.SitePlanResponse, 'siteId' | 'day'>>;
}

/** A refusal as the API answers it: the English message is for developers; `errors` name the refused fields. */
interface Refusal {
  status: number;
  message: string;
  errors?: FieldError[];
}

const EVENT_TYPES = [
  { id: 0, name: 'Charge' },
  { id: 1, name: 'OR Model' },
  { id: 2, name: 'Hold charge' },
  { id: 3, name: 'Manual' },
];

/** A fake API over an in-memory store; every request is recorded. */
export function fakeScheduleApi(options: FakeScheduleOptions = {}) {
  const state = {
    events: [...(options.events ?? [])],
    policy: options.policy ?? null,
    loads: [...(options.loads ?? [])],
    refuseNext: options.refuseNext ?? null,
    plan: options.plan ?? {},
  };
  let waiting: (() => void)[] = [];
  let nextId = 1;

  /** A mutating call: held while `hold` is set, refused once after refuseNext(), else `answer`. */
  const mutating =
    <N extends EndpointName>(answer: (request: FakeRequest<N>) => FakeAnswer<N>) =>
    async (request: FakeRequest<N>): Promise<FakeAnswer<N>> => {
      if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
      if (state.refuseNext) {
        const { status, message, errors } = state.refuseNext;
        state.refuseNext = null;
        return reply(status, { statusCode: status, message, ...(errors ? { errors } : {}) });
      }
      return answer(request);
    };

  const api = fakeApi({
    getEventTypes: { eventTypes: EVENT_TYPES },
    getEvents: ({ input }) => ({
      events: state.events.filter((e) => Date.parse(e.endTime) > Date.parse(input.fromTimeStamp)),
    }),
    createEvent: mutating<'createEvent'>(({ body }) => {
      const e = body as Wire.ScheduleEvent;
      const stored = { ...e, id: e.id ?? `E-${nextId++}`, fullyChargedBy: e.fullyChargedBy ?? null };
      state.events.push(stored);
      return stored;
    }),
    updateEvent: mutating<'updateEvent'>(({ body }) => {
      const e = body as Wire.ScheduleEvent;
      state.events = state.events.map((old) => (old.id === e.id ? { ...old, ...e, rate: old.rate } : old));
      return '';
    }),
    deleteEvent: mutating<'deleteEvent'>(({ input }) => {
      state.events = state.events.filter((old) => old.id !== input.id);
      return '';
    }),
    getSitePlan: ({ input }) => ({
      siteId: input.siteId,
      day: input.day,
      timezone: 'Europe/Copenhagen',
      start: null,
      measuredUntil: null,
      points: [],
      ...state.plan,
    }),
    getTestModeLimit: ({ input }) => ({ deviceId: input.deviceId, inverterMaxPower: options.inverterMaxPower ?? 5 }),
    getPolicy: ({ input }) => ({ siteId: input.siteId, policy: state.policy }),
    updatePolicy: mutating<'updatePolicy'>(({ input }) => {
      state.policy = input.policy;
      return '';
    }),
    getControllableLoads: () => ({ loads: state.loads }),
    createControllableLoad: mutating<'createControllableLoad'>(({ body }) => {
      const id = `L-${nextId++}`;
      state.loads.push({ ...(body as Wire.ControllableLoad), id });
      return { id };
    }),
    updateControllableLoad: mutating<'updateControllableLoad'>(({ body }) => {
      const load = body as Wire.ControllableLoad;
      state.loads = state.loads.map((l) => (l.id === load.id ? load : l));
      return '';
    }),
    deleteControllableLoad: mutating<'deleteControllableLoad'>(({ input }) => {
      state.loads = state.loads.filter((l) => l.id !== input.id);
      return '';
    }),
  });

  return {
    ...api,
    state,
    /** The mutating requests, oldest first. */
    changes: () => api.requests.filter((r) => r.method !== 'GET'),
    /** Lets held mutating calls answer. */
    release: () => {
      const resolve = waiting;
      waiting = [];
      resolve.forEach((r) => r());
    },
    refuseNext: (status: number, message: string, errors?: FieldError[]) => {
      state.refuseNext = { status, message, errors };
    },
  };
}

export type FakeScheduleApi = ReturnType<typeof fakeScheduleApi>;
