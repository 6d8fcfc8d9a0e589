// Test helpers of the dashboard feature (never imported by production code).
import type { ReactElement } from 'react';
import { buildHierarchy, type HostContextValue, type Wire } from '@bess/shared';
import {
  endpointAt,
  fakeApi,
  networkDown,
  renderRemote,
  reply,
  testUser as kitUser,
  type FakeHandlers,
  type FakeRequest,
} from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';

/** One request the fake API saw. */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** An answer of the fake API: a status and JSON body, or a network failure. */
export type FakeAnswer = { status: number; body?: unknown } | 'network-down';

/** Answers by `METHOD /path`; unknown requests answer 404. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>;

/**
 * The shared fake API answering from `routes` by `METHOD /path?query`: each endpoint a route names is declared, and
 * answers 404 for a URL of it the routes do not name; an endpoint no route names is refused.
 */
export function fakeFetch(routes: FakeRoutes, token?: () => string) {
  const seen: SeenRequest[] = [];
  const handlers: Record<string, FakeHandlers[keyof FakeHandlers]> = {};
  for (const key of Object.keys(routes)) {
    const [method = '', url = ''] = key.split(' ');
    const name = endpointAt(method, new URL(url, 'http://api.test').pathname);
    if (!name) throw new Error(`${key} is no endpoint of ENDPOINTS`);
    handlers[name] = (request: FakeRequest) => {
      const search = request.query.toString();
      const seenRequest: SeenRequest = {
        method: request.method,
        path: decodeURIComponent(request.path) + (search ? `?${search}` : ''),
        authorization: request.authorization,
        body: request.body,
      };
      seen.push(seenRequest);
      const route = routes[`${seenRequest.method} ${seenRequest.path}`];
      const answer =
        typeof route === 'function' ? route(seenRequest) : (route ?? { status: 404, body: { message: 'Not found' } });
      if (answer === 'network-down') return networkDown();
      return reply(answer.status, answer.body);
    };
  }
  const api = fakeApi(handlers as FakeHandlers, token ? { token } : {});
  return { api, fetch: api.fetch, seen };
}

export interface RenderDashboardOptions extends Partial<HostContextValue> {
  /** The URL opened, e.g. `/dashboard/S-1`. */
  path: string;
  routes?: FakeRoutes;
  /** The bearer the API client sends (the share token of an anonymous link, else a user's token). */
  token?: string;
}

/** Renders a dashboard route inside the host, the router (as the shell routes it) and a fresh query client. */
export async function renderDashboard(ui: ReactElement, { path, routes = {}, token, ...host }: RenderDashboardOptions) {
  const { api, seen } = fakeFetch(routes, () => token ?? host.shareToken ?? 'user-token');
  const rendered = await renderRemote(ui, {
    api,
    user: host.user ?? null,
    route: { path, patterns: ['/dashboard', '/dashboard/:id'] },
    namespaces: [TEXTS],
    host,
  });
  return { ...rendered, seen };
}

/** A signed-in user for tests: an owner of their sites unless told otherwise. */
export function testUser(overrides: Partial<NonNullable<HostContextValue['user']>> = {}): HostContextValue['user'] {
  return { ...kitUser({ name: 'Olivia Owner', email: 'owner@demo.test' }), ...overrides };
}

/** A fleet of two dashboard sites (PV meter and a device each), a site without one, and a group. */
export const FLEET = buildHierarchy(
  [{ siteGroupId: 'G-1', name: 'North Group', timezone: 'Europe/Copenhagen' }],
  [
    {
      siteId: 'S-1',
      siteName: 'Aarhus Harbour',
      parentId: 'G-1',
      meters: [{ type: 'PV' }],
      deviceIds: ['SC-000000001'],
    },
    { siteId: 'S-2', siteName: 'Leeds Depot', parentId: 'G-1', meters: [{ type: 'PV' }], deviceIds: ['SC-000000002'] },
    { siteId: 'S-3', siteName: 'Grid Only', parentId: null, meters: [{ type: 'grid' }], deviceIds: ['SC-000000003'] },
  ],
  [
    { deviceId: 'SC-000000001', siteId: 'S-1', batteryCapacity: 100, commissionningDate: null },
    { deviceId: 'SC-000000002', siteId: 'S-2', batteryCapacity: 50, commissionningDate: null },
    { deviceId: 'SC-000000003', siteId: 'S-3', batteryCapacity: 20, commissionningDate: null },
  ],
);

/** An empty configuration (before configuration load). */
export const NO_FLEET = buildHierarchy([], [], []);

/** A GET /Dashboard/{id} answer. */
export function dashboardAnswer(overrides: Partial<Wire.Dashboard> = {}): Wire.Dashboard {
  return {
    id: 'S-1',
    name: 'Aarhus Harbour',
    kind: 'site',
    timezone: 'Europe/Copenhagen',
    currency: 'kr',
    batteryCapacity: 115,
    siteCount: 1,
    live: {
      pv: 12.34,
      inverterPower: -3,
      grid: -4.2,
      consumption: 5.1,
      stateOfCharge: 64,
      state: 'passive',
      mode: 'SelfConsumption',
      lastUpdateTime: '2026-11-22T11:59:00.000Z',
    },
    today: {
      date: '2026-11-22',
      energy: {
        pvEnergy: 24.1,
        consumption: 16.15,
        gridImport: 4.55,
        gridExport: 6.02,
        batteryCharge: 5.03,
        batteryDischarge: 1.3,
      },
      savings: [{ currency: 'kr', amount: 27.972 }],
      co2SavedGrams: 1740,
    },
    safetyAlarms: [],
    newestDataTime: '2026-11-22T12:30:00.000Z',
    generatedAt: '2026-11-22T12:30:05.000Z',
    ...overrides,
  };
}

/** A GET /DashboardSharing answer. */
export function sharingAnswer(overrides: Partial<Wire.DashboardSharing> = {}): Wire.DashboardSharing {
  return { id: 'S-1', isEnabled: false, shareToken: null, expiresAt: null, canChange: true, ...overrides };
}
