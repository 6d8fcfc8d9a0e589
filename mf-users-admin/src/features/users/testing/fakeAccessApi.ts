/** Test-only: the users calls (/UserSite, /UserSiteGroup, /User/{email}, POST /User) on the shared fake API. */
import type { Wire } from '@bess/shared';
import { fakeApi, reply, type FakeReply, type FakeRequest } from '@bess/shared/testing';

export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAccessOptions {
  /** Known users by e-mail -> id; others answer 404 to GET /User/{email}. */
  known?: Record<string, string>;
  /** HTTP status of GET /User/{email} for everyone (e.g. 500); default: 200 or 404 as `known` says. */
  lookupStatus?: number;
  /** A refusal of a write before the fake applies it (the server's rules the fake does not have). */
  refuse?: (request: FakeRequest) => FakeReply | undefined;
  /**
   * The grants on groups above the object shown, by group id; a number is the HTTP status that group's read answers
   * instead. A group read of an id not named here is of the object shown: it answers `grants`.
   */
  above?: Record<string, Wire.UserAccessEntry[] | number>;
}

/** The refusal the API answers a field with: 409 and the field's message key. */
export const refusedField = (field: string, key: string) =>
  reply(409, { code: 1000, message: 'Refused', errors: [{ field, key }] });

/**
 * A fake with `grants` on one site or group; POST/PUT/DELETE change them, so a refetch shows the change. As the API:
 * the list holds the grants valid at its DateTime (now by default), and a POST for an e-mail that already holds a
 * grant that has not ended changes nothing and answers 409 `validation.grantExists`.
 */
export function fakeAccessApi(grants: Wire.UserAccessEntry[], options: FakeAccessOptions = {}) {
  const known = { ...options.known };
  let list = [...grants];
  const above = { ...options.above };

  /** As the API: the grants valid at the request's DateTime (now by default). */
  const validAt = (entries: readonly Wire.UserAccessEntry[], { query }: FakeRequest) => {
    const at = Date.parse(query.get('DateTime') ?? new Date().toISOString());
    return {
      users: entries.filter((e) => Date.parse(e.startTime) <= at && (e.endTime === null || Date.parse(e.endTime) > at)),
    };
  };
  const users = (request: FakeRequest) => validAt(list, request);
  const groupUsers = (request: FakeRequest<'getSiteGroupUsers'>) => {
    const held = above[request.input.siteGroupId];
    if (held === undefined) return users(request);
    return typeof held === 'number' ? reply(held, { code: 1000 }) : validAt(held, request);
  };
  /** POST and PUT store the grant, DELETE removes it; a refetch shows the change. */
  const change = (request: FakeRequest) => {
    const refused = options.refuse?.(request);
    if (refused) return refused;
    const { method, body } = request;
    const grant = body as Wire.UserAccessEntry;
    const email = grant.email?.toLowerCase();
    const held = list.find(
      (e) =>
        (e.userId === grant.userId || e.email.toLowerCase() === email) &&
        (e.endTime === null || Date.parse(e.endTime) > Date.now()),
    );
    if (method === 'POST' && held) return refusedField('email', 'validation.grantExists');
    if (method === 'DELETE') list = list.filter((e) => e.userId !== grant.userId);
    else
      list = [
        ...list.filter((e) => e.userId !== grant.userId),
        {
          userId: grant.userId,
          email: grant.email,
          level: grant.level,
          startTime: grant.startTime,
          endTime: grant.endTime,
          isApiClient: !grant.email.includes('@'),
        },
      ];
    return '';
  };

  const api = fakeApi({
    getSiteUsers: users,
    getSiteGroupUsers: groupUsers,
    addSiteUser: change,
    updateSiteUser: change,
    removeSiteUser: change,
    addSiteGroupUser: change,
    updateSiteGroupUser: change,
    removeSiteGroupUser: change,
    getUserByEmail: ({ input }) => {
      if (options.lookupStatus) return reply(options.lookupStatus, { code: 1000 });
      const id = known[input.email];
      return id ? { userId: id } : reply(404, { code: 1017 });
    },
    createUser: ({ input }) => {
      known[input.email] = `user-${input.email}`;
      return { userId: known[input.email]! };
    },
  });
  // The paths as a person reads them (the e-mail in /User/{email} decoded).
  const received = (): ReceivedRequest[] =>
    api.requests.map(({ method, path, body }) => ({ method, path: decodeURIComponent(path), body }));

  return {
    ...api,
    get requests() {
      return received();
    },
    to: (path: string) => received().filter((r) => r.path === path),
    /** What the page changed: every request but the reads. */
    writes: () => received().filter((r) => r.method !== 'GET'),
    /** The grants as the fake holds them now. */
    grants: () => list,
    /** The grants on the groups above, by group id (`above`); the page's render helper fills in groups left out. */
    above,
  };
}

export type FakeAccessApi = ReturnType<typeof fakeAccessApi>;

/** A grant as GET /UserSite or /UserSiteGroup lists it; an e-mail without '@' is an API client's. */
export const grant = (email: string, level: number, endTime: string | null = null): Wire.UserAccessEntry => ({
  userId: `id-${email}`,
  email,
  level,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime,
  isApiClient: !email.includes('@'),
});
