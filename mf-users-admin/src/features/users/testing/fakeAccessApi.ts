/** Test-only: the users calls (/UserSite, /UserSiteGroup, /User/{email}, POST /User) on the shared fake API. */
import type { Wire } from '@bess/shared';
import { fakeApi, reply, type FakeRequest } from '@bess/shared/testing';

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
}

/** A fake with `grants` on one site or group; POST/PUT/DELETE change them, so a refetch shows the change. */
export function fakeAccessApi(grants: Wire.UserAccessEntry[], options: FakeAccessOptions = {}) {
  const known = { ...options.known };
  let list = [...grants];

  const users = () => ({ users: list });
  /** POST and PUT store the grant, DELETE removes it; a refetch shows the change. */
  const change = ({ method, body }: FakeRequest) => {
    const grant = body as Wire.UserAccessEntry;
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
    getSiteGroupUsers: users,
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
  };
}

export type FakeAccessApi = ReturnType<typeof fakeAccessApi>;
