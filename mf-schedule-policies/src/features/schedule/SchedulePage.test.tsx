import { act, screen } from '@testing-library/react';
import { fakeScheduleApi } from '../events/testing/fakeScheduleApi';
import { renderSchedule } from '../events/testing/renderSchedule';

const NOW = new Date('2026-11-23T09:10:00Z');

/**
 * Renders the tab: its lazily loaded first section (peak shaving on such a site) arrives inside act; the calendar of
 * the events section comes in the render after the first paint.
 */
const render = async (features: string[]) => {
  await act(async () => {
    await renderSchedule({ server: withPeakShaving(), now: NOW, features, waitForCalendar: false });
  });
  if (features.includes('EventScheduler')) await screen.findByRole('region', { name: 'Event calendar' });
};
const sectionNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The schedule's fake API, also answering the peak-shaving section: a 40 kW import limit and no grid power yet. */
function withPeakShaving() {
  const server = fakeScheduleApi();
  server.on('getControlParameters', {
    control: { pidKI: null, peakShavingGridImportLimit: 40, peakShavingGridExportLimit: null },
  });
  server.on('getTelemetrySummary', { telemetry: [] });
  return server;
}

jest.setTimeout(30_000);

describe("spec 6: the schedule tab shows the sections the site's feature flags allow", () => {
  it.each([
    [
      ['Basic', 'EventScheduler'],
      ['Events', 'What the plan does', 'Tariff policy', 'What would it have saved?', 'Controllable loads'],
    ],
    [['Basic', 'PeakShaving'], ['Peak shaving']],
    [
      ['Basic', 'PeakShaving', 'EventScheduler'],
      [
        'Events',
        'What the plan does',
        'Tariff policy',
        'What would it have saved?',
        'Controllable loads',
        'Peak shaving',
      ],
    ],
  ])('features %j -> %j', async (features, sections) => {
    await render(features);
    expect(sectionNames()).toEqual(sections);
    // The first section has drawn (the calendar, or the peak-shaving limits) before the test ends.
    if (sections[0] === 'Events') await screen.findByRole('region', { name: 'Event calendar' });
    else await screen.findByDisplayValue('40');
  });

  it('opens peak shaving at once on a site without the event scheduler, and shows no event calendar', async () => {
    await render(['Basic', 'PeakShaving']);
    expect(screen.getByRole('tab', { name: 'Peak shaving' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByDisplayValue('40')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Event calendar' })).not.toBeInTheDocument();
  });

  it('says why there is nothing to plan on a site with neither feature', async () => {
    await render(['Basic', 'Backup']);
    expect(screen.getByText('This site has neither events nor peak shaving to plan')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
