// Test helpers of the dashboard feature (never imported by production code).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buildHierarchy, createApiClient, type HostContextValue, type Wire } from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
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

/** A fetch that answers from `routes` and records what it was asked (the API client's only way out). */
export function fakeFetch(routes: FakeRoutes) {
  const seen: SeenRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname) + url.search,
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response: the client reads only these.
    return { ok: answer.status < 300, status: answer.status, text: async () => text } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
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
  const { fetch, seen } = fakeFetch(routes);
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => token ?? host.shareToken ?? 'user-token',
    fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={ui} />
          <Route path="/dashboard/:id" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { api, ...host },
    'en',
    [TEXTS],
  );
  return { ...rendered, seen, queryClient };
}

/** A signed-in user for tests. */
export function testUser(overrides: Partial<NonNullable<HostContextValue['user']>> = {}): HostContextValue['user'] {
  return {
    userName: 'Olivia Owner',
    userEmail: 'owner@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: 10,
    role: null,
    isInstaller: false,
    isAtLeast: () => false,
    isExactly: () => false,
    ...overrides,
  };
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
