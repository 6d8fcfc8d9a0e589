/** Test-only: the management page as the shell renders it, over a fake API at the fetch level. */
import { Role, SelectionType, buildHierarchy } from '@bess/shared';
import { endpointAt, fakeApi, renderRemote, reply, testUser, type FakeHandlers } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { ManagementPage } from '../ManagementPage';

export interface Received {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The shared fake API answering each "METHOD /path" of `answers` (each an endpoint of ENDPOINTS); a call to any other
 * endpoint is refused. Records every request.
 */
export function fakeManagementApi(answers: Record<string, { status: number; body?: unknown }>) {
  const handlers: Record<string, unknown> = {};
  for (const [key, answer] of Object.entries(answers)) {
    const [method = '', path = ''] = key.split(' ');
    const name = endpointAt(method, path);
    if (!name) throw new Error(`${key} is no endpoint of ENDPOINTS`);
    handlers[name] = reply(answer.status, answer.body);
  }
  const api = fakeApi(handlers as FakeHandlers);
  const requests = (): Received[] => api.requests.map(({ method, path, body }) => ({ method, path, body }));
  return {
    ...api,
    get requests() {
      return requests();
    },
    sent: () => requests().filter((r) => r.method !== 'GET'),
  };
}

const admin = testUser({ name: 'Admin', email: 'admin@demo.test', level: 2, role: Role.Admin });

/** Renders with site S-1 (in group G-1, one device) selected, or the group, or nothing; SC-000000914 is unparented. */
export async function renderManagement(
  server: ReturnType<typeof fakeManagementApi>,
  selected: 'site' | 'group' | 'none' = 'site',
  level = 2,
) {
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
  const select = jest.fn();
  const notify = jest.fn();
  const selection =
    selected === 'site'
      ? { id: 'S-1', selectionType: SelectionType.SITE, name: 'Aarhus' }
      : selected === 'group'
        ? { id: 'G-1', selectionType: SelectionType.SITEGROUP, name: 'North' }
        : { id: null, selectionType: SelectionType.NONE, name: null };
  const rendered = await renderRemote(<ManagementPage />, {
    api: server.client,
    user: admin,
    namespaces: [TEXTS],
    host: { configuration, selection, notify, select },
  });
  return { ...rendered, select, notify };
}
