import type { Wire } from '@bess/shared';
import { fakeApi, networkDown, reply } from '@bess/shared/testing';

/** How the fake server answers PUT /User: stores the settings, or fails (HTTP status and body, or no network). */
export type PutAnswer = 'store' | { status: number; body?: unknown } | 'network-down';

/**
 * GET and PUT /User on the shared fake API (handlers from ENDPOINTS), for tests: PUT stores the settings, so a new GET
 * (a reload) answers with them. Never used by production code.
 */
export function fakeUserServer(initial: Wire.User) {
  const state = { user: { ...initial }, putAnswer: 'store' as PutAnswer };
  const api = fakeApi({
    getUser: () => state.user,
    updateUserSettings: ({ input }) => {
      const put = state.putAnswer;
      if (put === 'network-down') return networkDown();
      if (put !== 'store') return reply(put.status, put.body);
      state.user = { ...state.user, ...input };
      return '';
    },
  });

  return {
    ...api,
    /** The stored user, as the next GET /User gives it. */
    get user() {
      return state.user;
    },
    /** The bodies of the PUT /User requests, oldest first. */
    get puts() {
      return api.calls('updateUserSettings').map((r) => r.body);
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
