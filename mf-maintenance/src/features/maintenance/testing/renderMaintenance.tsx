/** Test-only: renders the maintenance page as the shell does, with a fake API behind the host's client. */
import type React from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Role,
  SelectionType,
  buildHierarchy,
  createApiClient,
  isAtLeast,
  type HostSelection,
  type HostUser,
} from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { MaintenancePage } from '../MaintenancePage';
import type { FakeMaintenanceApi } from './fakeMaintenanceApi';

/** A user of a role whose level on the test site is `level`. */
export function testUser(role: Role | null, level: number): HostUser {
  return {
    userName: 'Test User',
    userEmail: 'test@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: level,
    role,
    isInstaller: false,
    isAtLeast: (min) => role !== null && role !== 'Installer' && isAtLeast(role, min as Exclude<Role, 'Installer'>),
    isExactly: (wanted) => wanted === role,
  };
}

export interface RenderMaintenanceOptions {
  server: FakeMaintenanceApi;
  user?: HostUser;
  /** The user's level on the test site (lower is more). */
  siteLevel?: number;
  selection?: HostSelection;
  language?: string;
  notify?: jest.Mock;
}

export async function renderMaintenance(options: RenderMaintenanceOptions & { ui?: React.ReactElement }) {
  return renderInHost(options.ui ?? <MaintenancePage />, options);
}

/** Renders any part of the maintenance tab inside the host, the query client and this remote's texts. */
export async function renderInHost(
  ui: React.ReactElement,
  {
    server,
    user = testUser(Role.PartnerAdmin, 4),
    siteLevel = 4,
    selection = { id: 'S-1', selectionType: SelectionType.SITE, name: 'Harbour' },
    language = 'en',
    notify = jest.fn(),
  }: RenderMaintenanceOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = buildHierarchy(
    [],
    [{ siteId: 'S-1', siteName: 'Harbour', parentId: null, level: siteLevel, timezone: 'Europe/Copenhagen' }],
    [{ deviceId: 'SC-000000001', siteId: 'S-1', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    { api, configuration, selection, user, notify, timezone: 'Europe/Copenhagen' },
    language,
    [TEXTS],
  );
  return { ...rendered, queryClient, notify };
}
