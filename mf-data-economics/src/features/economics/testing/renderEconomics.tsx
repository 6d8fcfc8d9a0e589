/** Test-only: renders the economics page as the shell does, with a fake API behind the host's client. */
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
import { EconomicsPage } from '../EconomicsPage';
import type { FakeEconomicsApi } from './fakeEconomicsApi';
import { TEXTS } from '../../../i18n';

const user: HostUser = {
  userName: 'Test User',
  userEmail: 'test@demo.test',
  language: 'en',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 10,
  role: Role.Admin,
  isInstaller: false,
  isAtLeast: (min) => isAtLeast(Role.Admin, min as Exclude<Role, 'Installer'>),
  isExactly: (wanted) => wanted === Role.Admin,
};

/** The test sites: a Danish, a British and a German one, XEAM all. */
export const TEST_SITES: SiteInput[] = [
  {
    siteId: 'S-DK',
    siteName: 'Aarhus',
    parentId: null,
    country: 'Denmark',
    level: 10,
    electricityPriceImport: 2,
    electricityPriceExport: 0.5,
  },
  {
    siteId: 'S-UK',
    siteName: 'Leeds',
    parentId: null,
    country: 'United Kingdom',
    level: 10,
    electricityPriceImport: 0.3,
    electricityPriceExport: 0.1,
  },
  {
    siteId: 'S-DE',
    siteName: 'Kassel',
    parentId: null,
    country: 'Germany',
    level: 10,
    electricityPriceImport: 0.4,
    electricityPriceExport: 0.08,
  },
];

export interface RenderEconomicsOptions {
  server: FakeEconomicsApi;
  siteId?: string;
  /** The instant that is "now" for the page. */
  now: Date;
  notify?: jest.Mock;
  /** The interface language (default English). */
  language?: string;
}

/** Renders the economics page of `siteId` (default the Danish site) in the site timezone Europe/Copenhagen. */
export async function renderEconomics({
  server,
  siteId = 'S-DK',
  now,
  notify = jest.fn(),
  language = 'en',
}: RenderEconomicsOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = buildHierarchy([], TEST_SITES, [
    { deviceId: 'SC-000000001', siteId: 'S-DK', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' },
  ]);
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <EconomicsPage now={() => now} />
    </QueryClientProvider>,
    {
      api,
      configuration,
      selection: { id: siteId, selectionType: SelectionType.SITE, name: siteId },
      user: { ...user, language },
      notify,
      timezone: 'Europe/Copenhagen',
    },
    language,
    [TEXTS],
  );
  return { ...rendered, queryClient, notify };
}
