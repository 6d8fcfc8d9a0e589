import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildHierarchy, type Wire } from '@bess/shared';
import { renderRemote, reply } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { fakeScheduleApi, type FakeScheduleApi, type FakeScheduleOptions } from '../events/testing/fakeScheduleApi';
import { TEST_SITE, renderSection } from '../events/testing/renderSchedule';
import type { PowerChartProps } from '../telemetry/PowerChart';
import { PlanSection } from './PlanSection';

// The real chart needs a canvas; this stand-in lists its legend (each line's name, dashed or not, and its points).
jest.mock('../telemetry/PowerChart', () => ({
  PowerChart: ({ series }: PowerChartProps) => (
    <ul aria-label="Chart legend">
      {series.map((s) => (
        <li key={s.name}>{`${s.name}${s.dashed ? ' (dashed)' : ''}: ${s.points.length} points`}</li>
      ))}
    </ul>
  ),
}));

const ZONE = 'Europe/Copenhagen';
// Monday 23 November 2026, 13:07 in Copenhagen.
const NOW = Date.parse('2026-11-23T12:07:00Z');
const YESTERDAY = { year: 2026, month: 11, day: 22 };
const TODAY = { year: 2026, month: 11, day: 23 };
const TOMORROW = { year: 2026, month: 11, day: 24 };

const planPoints = (dayStartIso: string): Wire.SitePlanPoint[] =>
  Array.from({ length: 97 }, (_, i) => ({
    time: new Date(Date.parse(dayStartIso) + i * 900_000).toISOString(),
    plannedSoc: 40 + i * 0.2,
  }));

const followed = (mean: number, max: number) => ({
  meanAbsDeviation: mean,
  maxAbsDeviation: max,
  points: 96,
  until: '2026-11-22T23:00:00.000Z',
});

const TELEMETRY = {
  telemetry: [
    { utctime: '2026-11-22T08:00:00.000Z', stateOfCharge: 41, grid: 1.5 },
    { utctime: '2026-11-22T08:15:00.000Z', stateOfCharge: 43, grid: 2 },
  ],
};

async function renderPlan(
  day: typeof TODAY,
  options: FakeScheduleOptions = {},
  prepare: (server: FakeScheduleApi) => void = () => undefined,
) {
  const server = fakeScheduleApi(options);
  server.on('getTelemetrySummary', TELEMETRY);
  prepare(server);
  const rendered = await renderSection(
    (site) => <PlanSection site={site} zone={ZONE} day={day} now={() => NOW} />,
    server,
  );
  return { ...rendered, server };
}

const legend = async () =>
  within(await screen.findByRole('list', { name: 'Chart legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PlanSection: what the plan does', () => {
  it('a day that has passed: the plan dashed beside what was measured, and how closely the battery kept to it', async () => {
    const { server } = await renderPlan(YESTERDAY, {
      plan: { points: planPoints('2026-11-21T23:00:00Z'), followed: followed(2.6, 7.1) },
    });
    expect(await legend()).toEqual([
      'Measured state of charge (%): 2 points',
      'Planned state of charge (%) (dashed): 97 points',
      'Grid power (kW): 2 points',
    ]);
    expect(
      screen.getByText('The battery kept within 2.6 % of its plan on average, 7.1 % at the most.'),
    ).toBeInTheDocument();
    expect(server.calls('getSitePlan').map((r) => r.input)).toEqual([{ siteId: 'S-DK', day: '2026-11-22' }]);
  });

  it('today: how closely the battery has kept to its plan so far', async () => {
    await renderPlan(TODAY, { plan: { points: planPoints('2026-11-22T23:00:00Z'), followed: followed(0.4, 1) } });
    expect(
      await screen.findByText(
        'So far today the battery has kept within 0.4 % of its plan on average, 1 % at the most.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the battery strayed from its plan', async () => {
    await renderPlan(YESTERDAY, { plan: { points: planPoints('2026-11-21T23:00:00Z'), followed: followed(12.5, 31) } });
    expect(
      await screen.findByText(/^The battery strayed from its plan by 12\.5 % on average, 31 % at the most:/),
    ).toBeInTheDocument();
  });

  it('a day to come: the plan alone, and no telemetry asked for', async () => {
    const { server } = await renderPlan(TOMORROW, { plan: { points: planPoints('2026-11-23T23:00:00Z') } });
    expect(await legend()).toEqual(['Planned state of charge (%) (dashed): 97 points']);
    expect(
      screen.getByText(
        'This day is still to come: the dashed line is what the plan will do with the expected sun and consumption.',
      ),
    ).toBeInTheDocument();
    expect(server.calls('getTelemetrySummary')).toHaveLength(0);
  });

  it('a day without measurements says so', async () => {
    await renderPlan(YESTERDAY, { plan: { points: planPoints('2026-11-21T23:00:00Z') } });
    expect(
      await screen.findByText('No state of charge was measured on this day to weigh the plan against.'),
    ).toBeInTheDocument();
  });

  it('a failed plan keeps the measured day drawn, says so, and Retry asks again', async () => {
    const { server } = await renderPlan(YESTERDAY, { plan: { points: planPoints('2026-11-21T23:00:00Z') } }, (s) =>
      s.on('getSitePlan', reply(500, { statusCode: 500, message: 'boom' })),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The plan for this day could not be worked out')).toBeInTheDocument();
    expect(await legend()).toEqual(['Measured state of charge (%): 2 points', 'Grid power (kW): 2 points']);
    server.on('getSitePlan', ({ input }) => ({
      siteId: input.siteId,
      day: input.day,
      timezone: ZONE,
      start: { soc: 40, source: 'measured' },
      measuredUntil: '2026-11-22T23:00:00.000Z',
      points: planPoints('2026-11-21T23:00:00Z'),
      followed: followed(1.2, 3),
    }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The battery kept within 1.2 % of its plan on average, 3 % at the most.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the plan again after a save in the portal (an event, a policy, a setting)', async () => {
    const { server, queryClient } = await renderPlan(YESTERDAY, {
      plan: { points: planPoints('2026-11-21T23:00:00Z') },
    });
    await screen.findByRole('list', { name: 'Chart legend' });
    expect(server.calls('getSitePlan')).toHaveLength(1);
    await act(() =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: async () => 'saved' })
        .execute(undefined),
    );
    await waitFor(() => expect(server.calls('getSitePlan')).toHaveLength(2));
  });

  it('the site without a battery: nothing to plan', async () => {
    const server = fakeScheduleApi();
    const configuration = buildHierarchy([], [TEST_SITE], []);
    await renderRemote(
      <PlanSection site={configuration.sitesById.get('S-DK')!} zone={ZONE} day={YESTERDAY} now={() => NOW} />,
      { api: server, namespaces: [TEXTS], host: { configuration, timezone: ZONE } },
    );
    expect(await screen.findByText('The site has no battery to show')).toBeInTheDocument();
    expect(server.calls('getSitePlan')).toHaveLength(0);
  });
});
