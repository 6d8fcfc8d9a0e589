/** Test-only: renders the schedule tab as the shell does, with a fake API behind the host's client. */
import { SelectionType, buildHierarchy, type SiteInput } from '@bess/shared';
import { renderRemote, testUser } from '@bess/shared/testing';
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
  const configuration = buildHierarchy(
    [],
    [{ ...TEST_SITE, level, ...(features ? { features } : {}) }],
    [{ deviceId: 'SC-000000001', siteId: 'S-DK', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  const rendered = await renderRemote(<SchedulePage now={() => now.getTime()} />, {
    api: server,
    user: testUser({ level }),
    namespaces: [TEXTS],
    host: {
      configuration,
      selection: { id: 'S-DK', selectionType: SelectionType.SITE, name: 'Aarhus' },
      notify,
      timezone: 'Europe/Copenhagen',
    },
  });
  return { ...rendered, notify };
}
