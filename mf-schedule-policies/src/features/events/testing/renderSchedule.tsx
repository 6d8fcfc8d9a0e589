/** Test-only: renders the schedule tab as the shell does, with a fake API behind the host's client. */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { SelectionType, buildHierarchy, scheduleSections, type Site, type SiteInput } from '@bess/shared';
import { renderRemote, testUser, type fakeApi } from '@bess/shared/testing';
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
  /** Whether to return once the calendar (drawn in the render after the first paint) is there; yes by default. */
  waitForCalendar?: boolean;
}

/** Renders the schedule tab of the Danish test site (Europe/Copenhagen, 10 kWh battery). */
export async function renderSchedule({
  server,
  level = 9,
  now,
  notify = jest.fn(),
  features,
  waitForCalendar = true,
}: RenderScheduleOptions) {
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
  // The calendar, the first section, is drawn in the render after the tab's first paint: a test starts once it is.
  if (waitForCalendar && scheduleSections(features ?? TEST_SITE.features)[0] === 'events') {
    await screen.findByRole('region', { name: 'Event calendar' });
  }
  return { ...rendered, notify };
}

/**
 * Renders one section of the schedule tab for the Danish test site (its battery of `batteryCapacity` kWh) as a
 * ScheduleUser: `section` is given the site as the tab gives it.
 */
export async function renderSection(
  section: (site: Site) => ReactElement,
  api: ReturnType<typeof fakeApi>,
  { batteryCapacity = 10 }: { batteryCapacity?: number } = {},
) {
  const configuration = buildHierarchy(
    [],
    [TEST_SITE],
    [{ deviceId: 'SC-000000001', siteId: 'S-DK', batteryCapacity, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  return renderRemote(section(configuration.sitesById.get('S-DK')!), {
    api,
    user: testUser({ level: 9 }),
    namespaces: [TEXTS],
    host: {
      configuration,
      selection: { id: 'S-DK', selectionType: SelectionType.SITE, name: 'Aarhus' },
      timezone: 'Europe/Copenhagen',
    },
  });
}
