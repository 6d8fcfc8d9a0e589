import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Wire } from '@bess/shared';
import { fakeApi, reply, type FakeHandler } from '@bess/shared/testing';
import { renderSection } from '../events/testing/renderSchedule';
import { ReplaySection } from './ReplaySection';

// The real chart needs a canvas; this stand-in names each day's costs.
jest.mock('./DailyCostChart', () => ({
  DailyCostChart: ({ days }: { days: Wire.ReplayDay[] }) => <p>{`Chart of ${days.length} days`}</p>,
}));

const ZONE = 'Europe/Copenhagen';
// Monday 23 November 2026 in Copenhagen: the last whole month is October.
const NOW = Date.parse('2026-11-23T12:07:00Z');

const totals = (cost: number, gridCharge: number): Wire.ReplayTotals => ({
  pv: 120,
  consumption: 400,
  gridImport: 300 + gridCharge,
  gridExport: 20,
  batteryCharge: 80,
  batteryDischarge: 72,
  gridCharge,
  pvEnergi: 90,
  batteryDischargePV: 40,
  batteryDischargeGrid: 30,
  gridPowerImport: 240,
  cost,
  importCost: cost + 14,
  exportEarnings: 14,
  selfSufficiency: 32.5,
  co2Grams: 15_000,
  cycles: 7.2,
});

const IN_FORCE: Wire.ReplaySchedule = { events: [], policy: null };

/** The reference server's answer in shape: a draft with daily events charges more at night and costs 41 kr less. */
function answer(body: Wire.SiteReplayBody): Wire.SiteReplayResponse {
  const changed = (body.draft?.events.length ?? 0) > 0;
  const inForce = totals(800, 20);
  const draft = changed ? totals(759, 55) : inForce;
  return {
    siteId: body.siteId,
    month: body.month ?? '2026-10',
    timezone: ZONE,
    from: '2026-09-30T22:00:00.000Z',
    to: '2026-10-31T23:00:00.000Z',
    steps: { minutes: 0, hours: 744 },
    capacityKwh: 10,
    pricing: {
      kind: 'dayAhead',
      importByHour: Array.from({ length: 24 }, (_, h) => (h < 6 ? 1.5 : 2.4)),
      exportPrice: 0.7,
    },
    inForce: IN_FORCE,
    measured: totals(805, 20),
    cases: { noBattery: totals(900, 0), inForce, draft },
    days: Array.from({ length: 31 }, (_, i) => ({
      day: `2026-10-${String(i + 1).padStart(2, '0')}`,
      measured: 26,
      noBattery: 29,
      inForce: 25.8,
      draft: changed ? 24.5 : 25.8,
    })),
    reasons: [
      ...(changed
        ? [
            {
              compare: 'draftVsInForce' as const,
              better: 'first' as const,
              amount: 41,
              days: 12,
              cause: 'gridCharging' as const,
              direction: 'more' as const,
              kwh: 35,
              night: true,
            },
          ]
        : []),
      {
        compare: 'batteryVsNone',
        better: 'first',
        amount: 100,
        days: 31,
        cause: 'solarStored',
        direction: 'more',
        kwh: 60,
        night: false,
      },
    ],
  };
}

async function renderReplay(
  handler: FakeHandler<'replaySite'> = ({ body }) => answer(body as Wire.SiteReplayBody),
  batteryCapacity = 10,
) {
  const server = fakeApi({ replaySite: handler });
  await renderSection((site) => <ReplaySection site={site} zone={ZONE} now={() => NOW} />, server, {
    batteryCapacity,
  });
  return server;
}

const bodies = (server: ReturnType<typeof fakeApi>) =>
  server.calls('replaySite').map((r) => r.body as Wire.SiteReplayBody);

describe('ReplaySection: what would it have saved?', () => {
  it('replays the last whole month as it was: the cases side by side, what the battery saved and why', async () => {
    const server = await renderReplay();
    expect(await screen.findByText('The month in figures')).toBeInTheDocument();
    expect(bodies(server)).toEqual([{ siteId: 'S-DK', month: '2026-10' }]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'Measured', 'No battery', 'What was in force', 'Your draft']);
    const costRow = within(table).getByRole('row', { name: /^Cost/ });
    expect(
      within(costRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cost', '805.00 kr', '900.00 kr', '800.00 kr', '800.00 kr']);
    expect(
      screen.getByText('Your draft would have cost the same. The battery saved 100.00 kr against no battery.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^The battery stored 60(\.0)? kWh of solar power for later and saved 100\.00 kr on 31 of the month's days\.$/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Chart of 31 days')).toBeInTheDocument();
    expect(
      screen.getByText(/following the day-ahead curve \(1\.50 kr at night to 2\.40 kr in the evening\)/),
    ).toBeInTheDocument();
  });

  it('a daily night charge in the draft is replayed on every day of the month, priced and explained', async () => {
    const server = await renderReplay();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a daily event' }));
    expect(await screen.findByText('Your draft would have cost 41.00 kr less.', { exact: false })).toBeInTheDocument();
    const sent = bodies(server).at(-1)!;
    expect(sent.month).toBe('2026-10');
    expect(sent.draft?.events).toHaveLength(31);
    expect(sent.draft?.events[0]).toEqual({
      eventType: 0,
      startTime: '2026-10-01T02:00:00',
      endTime: '2026-10-01T05:00:00',
      rate: null,
      fullyChargedBy: null,
    });
    expect(
      screen.getByText(
        /^Charging 35(\.0)? kWh more from the grid at night saved 41\.00 kr on 12 of the month's days\.$/,
      ),
    ).toBeInTheDocument();
    // back to what was in force: no draft is sent, and the cases are alike again
    fireEvent.click(screen.getByRole('button', { name: 'Start again from what was in force' }));
    expect(await screen.findByText('Your draft would have cost the same.', { exact: false })).toBeInTheDocument();
  });

  it('keeps the editor and the month as it was on screen while the draft is replayed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderReplay(async ({ body }) => {
      const request = body as Wire.SiteReplayBody;
      if (request.draft) await held;
      return answer(request);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a daily event' }));
    // the daily event's controls are there at once, and stay while its answer is on its way
    expect(await screen.findByRole('combobox', { name: 'Event type' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a daily event' })).toBeInTheDocument());
    expect(screen.getByText('Your draft would have cost the same.', { exact: false })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your draft would have cost 41.00 kr less.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Event type' })).toBeInTheDocument();
  });

  it('another month is replayed from what was in force then', async () => {
    const server = await renderReplay();
    await screen.findByText('The month in figures');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByTitle(/^September 2026$/));
    await waitFor(() => expect(bodies(server).at(-1)).toEqual({ siteId: 'S-DK', month: '2026-09' }));
  });

  it('says so when the site has no battery', async () => {
    await renderReplay(({ body }) => ({ ...answer(body as Wire.SiteReplayBody), capacityKwh: 0 }));
    expect(await screen.findByText('The site has no battery to replay')).toBeInTheDocument();
  });

  it('a failed replay says so and Retry asks again', async () => {
    let fail = true;
    const server = await renderReplay(({ body }) =>
      fail ? reply(500, { statusCode: 500, message: 'boom' }) : answer(body as Wire.SiteReplayBody),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The replay could not be worked out')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The month in figures')).toBeInTheDocument();
    expect(bodies(server).length).toBeGreaterThanOrEqual(2);
  });
});
