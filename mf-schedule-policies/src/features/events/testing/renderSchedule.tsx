/** Test-only: renders the schedule tab as the shell does, with a fake API behind the host's client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Role,
  SelectionType,
  buildHierarchy,
  createApiClient,
  isAtLeast,
  type HostUser,
  type SiteInput,
} from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { SchedulePage } from '../../schedule/SchedulePage';
import { TEXTS } from '../../../i18n';
import type { FakeScheduleApi } from './fakeScheduleApi';

export const TEST_SITE: SiteInput = {
  siteId: 'S-DK',
  siteName: 'Aarhus',
  parentId: null,
  country: 'Denmark',
  timezone: 'Europe/Copenhagen',
  features: ['Basic', 'EventScheduler'],
  level: 9,
};

export interface RenderScheduleOptions {
  server: FakeScheduleApi;
  /** The user's level on the site (9 ScheduleUser edits; 10 and 20 read). */
  level?: number;
  now: Date;
  notify?: jest.Mock;
  features?: string[];
}

/** Renders the schedule tab of the Danish test site (Europe/Copenhagen, 10 kWh battery). */
export async function renderSchedule({ server, level = 9, now, notify = jest.fn(), features }: RenderScheduleOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = buildHierarchy(
    [],
    [{ ...TEST_SITE, level, ...(features ? { features } : {}) }],
    [{ deviceId: 'SC-000000001', siteId: 'S-DK', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  const user: HostUser = {
    userName: 'Test User',
    userEmail: 'test@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: level,
    role: null,
    isInstaller: false,
    isAtLeast: (min) => isAtLeast(null, min as Exclude<Role, 'Installer'>),
    isExactly: () => false,
  };
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <SchedulePage now={() => now.getTime()} />
    </QueryClientProvider>,
    {
      api,
      configuration,
      selection: { id: 'S-DK', selectionType: SelectionType.SITE, name: 'Aarhus' },
      user,
      notify,
      timezone: 'Europe/Copenhagen',
    },
    'en',
    [TEXTS],
  );
  return { ...rendered, queryClient, notify };
}
