/** Test-only: the management page as the shell renders it, over a fake API at the fetch level. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Role, SelectionType, buildHierarchy, createApiClient, isAtLeast, type HostUser } from '@bess/shared';
import { fakeResponse, renderWithHost } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { ManagementPage } from '../ManagementPage';

export interface Received {
  method: string;
  path: string;
  body: unknown;
}

/** Answers by "METHOD /path"; anything else is 404. Records every request. */
export function fakeManagementApi(answers: Record<string, { status: number; body?: unknown }>) {
  const requests: Received[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? fakeResponse(answer.status, answer.body) : fakeResponse(404);
  };
  return { fetch, requests, sent: () => requests.filter((r) => r.method !== 'GET') };
}

const admin: HostUser = {
  userName: 'Admin',
  userEmail: 'admin@demo.test',
  language: 'en',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 2,
  role: Role.Admin,
  isInstaller: false,
  isAtLeast: (min) => isAtLeast(Role.Admin, min as Exclude<Role, 'Installer'>),
  isExactly: (wanted) => wanted === Role.Admin,
};

/** Renders with site S-1 (in group G-1, one device) selected, or the group, or nothing; SC-000000914 is unparented. */
export async function renderManagement(
  server: ReturnType<typeof fakeManagementApi>,
  selected: 'site' | 'group' | 'none' = 'site',
  level = 2,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = buildHierarchy(
    [{ siteGroupId: 'G-1', parentId: null, name: 'North', level, timezone: 'Europe/Copenhagen' }],
    [
      {
        siteId: 'S-1',
        siteName: 'Aarhus',
        parentId: 'G-1',
        level,
        timezone: 'Europe/Copenhagen',
        country: 'Denmark',
      },
    ],
    [
      { deviceId: 'SC-000000001', siteId: 'S-1', batteryCapacity: 10, commissionningDate: '2025-01-01T00:00:00Z' },
      { deviceId: 'SC-000000914', siteId: null, batteryCapacity: 100, commissionningDate: null },
    ],
  );
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const select = jest.fn();
  const notify = jest.fn();
  const selection =
    selected === 'site'
      ? { id: 'S-1', selectionType: SelectionType.SITE, name: 'Aarhus' }
      : selected === 'group'
        ? { id: 'G-1', selectionType: SelectionType.SITEGROUP, name: 'North' }
        : { id: null, selectionType: SelectionType.NONE, name: null };
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <ManagementPage />
    </QueryClientProvider>,
    { api, configuration, selection, user: admin, notify, select },
    'en',
    [TEXTS],
  );
  return { ...rendered, select, notify, queryClient };
}
