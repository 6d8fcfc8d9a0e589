/** Test-only: renders the economics page as the shell does, with a fake API behind the host's client. */
import { Role, SelectionType, buildHierarchy, type SiteInput } from '@bess/shared';
import { renderRemote, testUser } from '@bess/shared/testing';
import { EconomicsPage } from '../EconomicsPage';
import type { FakeEconomicsApi } from './fakeEconomicsApi';
import { TEXTS } from '../../../i18n';

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
  /** The user's level on the test sites (default 10, NormalUser). */
  level?: number;
}

/** Renders the economics page of `siteId` (default the Danish site) in the site timezone Europe/Copenhagen. */
export async function renderEconomics({
  server,
  siteId = 'S-DK',
  now,
  notify = jest.fn(),
  language = 'en',
  level = 10,
}: RenderEconomicsOptions) {
  const sites = TEST_SITES.map((site) => ({ ...site, level }));
  const configuration = buildHierarchy([], sites, [
    { deviceId: 'SC-000000001', siteId: 'S-DK', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' },
  ]);
  const rendered = await renderRemote(<EconomicsPage now={() => now} />, {
    api: server,
    user: testUser({ role: Role.Admin, language }),
    language,
    namespaces: [TEXTS],
    host: {
      configuration,
      selection: { id: siteId, selectionType: SelectionType.SITE, name: siteId },
      notify,
      timezone: 'Europe/Copenhagen',
    },
  });
  return { ...rendered, notify };
}
