/** Test-only: a fake of the users calls (/UserSite, /UserSiteGroup, /User/{email}, POST /User) at the fetch level. */
import type { Wire } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

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
  const requests: ReceivedRequest[] = [];
  const known = { ...options.known };
  let list = [...grants];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const path = decodeURIComponent(url.pathname);
    requests.push({ method, path, body });
    if (path === '/UserSite' || path === '/UserSiteGroup') {
      if (method === 'GET') return fakeResponse(200, { users: list });
      const grant = body as unknown as Wire.UserAccessEntry;
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
      return fakeResponse(204);
    }
    const byEmail = /^\/User\/([^/]+)$/.exec(path);
    if (method === 'GET' && byEmail) {
      if (options.lookupStatus) return fakeResponse(options.lookupStatus, { code: 1000 });
      const id = known[byEmail[1]!];
      return id ? fakeResponse(200, { userId: id }) : fakeResponse(404, { code: 1017 });
    }
    if (method === 'POST' && path === '/User') {
      const email = String(body?.email);
      known[email] = `user-${email}`;
      return fakeResponse(200, { userId: known[email] });
    }
    return fakeResponse(404);
  };

  return { fetch, requests, to: (path: string) => requests.filter((r) => r.path === path) };
}

export type FakeAccessApi = ReturnType<typeof fakeAccessApi>;
