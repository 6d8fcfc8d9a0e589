/** Test-only: renders the installer page as the shell does, with a fake API behind the host's client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Role, buildHierarchy, createApiClient, type HostUser, type SiteInput } from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { InstallerPage } from '../InstallerPage';
import { TEXTS } from '../../../i18n';
import type { FakeInstallerApi } from './fakeInstallerApi';

export function testUser(isInstaller: boolean): HostUser {
  return {
    userName: 'Ivan Installer',
    userEmail: 'installer@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: isInstaller ? 5 : 10,
    role: null,
    isInstaller,
    isAtLeast: () => false,
    isExactly: (wanted) => isInstaller && wanted === Role.Installer,
  };
}

/** The installer's sites: one they install on, one they only own. */
export const TEST_SITES: SiteInput[] = [
  { siteId: 'S-MALMO', siteName: 'Malmö Bakery', parentId: null, level: 5, timezone: 'Europe/Stockholm' },
  { siteId: 'S-OWN', siteName: 'Own House', parentId: null, level: 10 },
];

export async function renderInstaller(server: FakeInstallerApi, { isInstaller = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const notify = jest.fn();
  const navigate = jest.fn();
  const select = jest.fn();
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <InstallerPage />
    </QueryClientProvider>,
    { api, user: testUser(isInstaller), configuration: buildHierarchy([], TEST_SITES, []), notify, navigate, select },
    'en',
    [TEXTS],
  );
  return { ...rendered, notify, navigate, select, queryClient };
}
