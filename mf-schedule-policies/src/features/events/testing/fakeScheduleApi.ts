/** Test-only: a fake of the schedule tab's calls at the fetch level, holding what a real server would store. */
import type { Wire } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

/** One request the fake received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeScheduleOptions {
  events?: Wire.ScheduleEvent[];
  policy?: Wire.Policy | null;
  loads?: Wire.ControllableLoad[];
  /** An answer to give the next mutating call instead of storing it: status and message. */
  refuseNext?: { status: number; message: string };
  /** When set, mutating calls wait for `release()` before answering. */
  hold?: boolean;
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
  };
  const requests: ReceivedRequest[] = [];
  let waiting: (() => void)[] = [];
  let nextId = 1;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (method !== 'GET') {
      if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
      if (state.refuseNext) {
        const { status, message } = state.refuseNext;
        state.refuseNext = null;
        return fakeResponse(status, { statusCode: status, message });
      }
    }
    const path = url.pathname;
    if (path === '/EventSchedule/EventTypes') return fakeResponse(200, { eventTypes: EVENT_TYPES });
    if (path === '/EventSchedule') {
      if (method === 'GET') {
        const from = Date.parse(url.searchParams.get('fromTimeStamp')!);
        return fakeResponse(200, { events: state.events.filter((e) => Date.parse(e.endTime) > from) });
      }
      const e = body as unknown as Wire.ScheduleEvent;
      if (method === 'POST') {
        const stored = { ...e, id: e.id ?? `E-${nextId++}`, fullyChargedBy: e.fullyChargedBy ?? null };
        state.events.push(stored);
        return fakeResponse(200, stored);
      }
      if (method === 'PUT') {
        state.events = state.events.map((old) => (old.id === e.id ? { ...old, ...e, rate: old.rate } : old));
        return fakeResponse(204);
      }
      if (method === 'DELETE') {
        state.events = state.events.filter((old) => old.id !== e.id);
        return fakeResponse(204);
      }
    }
    if (path === '/Policy') {
      if (method === 'GET') return fakeResponse(200, { siteId: url.searchParams.get('siteId'), policy: state.policy });
      state.policy = (body as { policy: Wire.Policy | null }).policy;
      return fakeResponse(204);
    }
    if (path === '/ControllableLoad') {
      if (method === 'GET') return fakeResponse(200, { loads: state.loads });
      const load = body as unknown as Wire.ControllableLoad;
      if (method === 'POST') {
        const id = `L-${nextId++}`;
        state.loads.push({ ...load, id });
        return fakeResponse(200, { id });
      }
      if (method === 'PUT') {
        state.loads = state.loads.map((l) => (l.id === load.id ? load : l));
        return fakeResponse(204);
      }
      if (method === 'DELETE') {
        state.loads = state.loads.filter((l) => l.id !== load.id);
        return fakeResponse(204);
      }
    }
    return fakeResponse(404, { message: 'Not found' });
  };

  return {
    fetch,
    requests,
    state,
    /** The mutating requests, oldest first. */
    changes: () => requests.filter((r) => r.method !== 'GET'),
    /** Lets held mutating calls answer. */
    release: () => {
      const resolve = waiting;
      waiting = [];
      resolve.forEach((r) => r());
    },
    refuseNext: (status: number, message: string) => {
      state.refuseNext = { status, message };
    },
  };
}

export type FakeScheduleApi = ReturnType<typeof fakeScheduleApi>;
