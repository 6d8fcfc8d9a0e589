/** Test-only: renders the installer page as the shell does, with a fake API behind the host's client. */
import { buildHierarchy, type HostUser, type SiteInput } from '@bess/shared';
import { renderRemote, testUser as kitUser } from '@bess/shared/testing';
import { InstallerPage } from '../InstallerPage';
import { TEXTS } from '../../../i18n';
import type { FakeInstallerApi } from './fakeInstallerApi';

export function testUser(isInstaller: boolean): HostUser {
  return kitUser({
    name: 'Ivan Installer',
    email: 'installer@demo.test',
    installer: isInstaller,
    level: isInstaller ? 5 : 10,
  });
}

/** The installer's sites: one they install on, one they only own. */
export const TEST_SITES: SiteInput[] = [
  { siteId: 'S-MALMO', siteName: 'Malmö Bakery', parentId: null, level: 5, timezone: 'Europe/Stockholm' },
  { siteId: 'S-OWN', siteName: 'Own House', parentId: null, level: 10 },
];

export async function renderInstaller(server: FakeInstallerApi, { isInstaller = true } = {}) {
  const notify = jest.fn();
  const navigate = jest.fn();
  const select = jest.fn();
  const rendered = await renderRemote(<InstallerPage />, {
    api: server.client,
    user: testUser(isInstaller),
    namespaces: [TEXTS],
    host: { configuration: buildHierarchy([], TEST_SITES, []), notify, navigate, select },
  });
  return { ...rendered, notify, navigate, select };
}
