import type { Wire } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

/** One request the fake server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** How the fake server answers PUT /User: stores the settings, or fails (HTTP status and body, or no network). */
export type PutAnswer = 'store' | { status: number; body?: unknown } | 'network-down';

/**
 * A fake of GET and PUT /User at the fetch level, for tests: PUT stores the settings, so a new GET (a reload) answers
 * with them. Never used by production code.
 */
export function fakeUserServer(initial: Wire.User) {
  const state = {
    user: { ...initial },
    requests: [] as ReceivedRequest[],
    putAnswer: 'store' as PutAnswer,
  };
  const answer = fakeResponse;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.requests.push({ method, path: url.pathname, body });
    if (url.pathname !== '/User') return answer(404);
    if (method === 'GET') return answer(200, state.user);
    if (method !== 'PUT') return answer(405);
    const put = state.putAnswer;
    if (put === 'network-down') throw new TypeError('Failed to fetch');
    if (put !== 'store') return answer(put.status, put.body);
    state.user = { ...state.user, ...(body as Wire.UpdateUserSettingsBody) };
    return answer(204);
  };

  return {
    fetch,
    /** The stored user, as the next GET /User gives it. */
    get user() {
      return state.user;
    },
    /** The bodies of the PUT /User requests, oldest first. */
    get puts() {
      return state.requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    },
    get requests() {
      return state.requests;
    },
    answerPutWith(put: PutAnswer) {
      state.putAnswer = put;
    },
  };
}

export type FakeUserServer = ReturnType<typeof fakeUserServer>;

/** A signed-in user of GET /User; override what the test is about. */
export function makeWireUser(overrides: Partial<Wire.User> = {}): Wire.User {
  return {
    userName: 'Nora New',
    userEmail: 'newuser@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: 10,
    termsNumber: 12,
    termsDate: '2025-01-02T10:00:00.000Z',
    roles: [],
    ...overrides,
  };
}
