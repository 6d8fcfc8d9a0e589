import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { SelectionType, type HostSelection } from '@bess/shared';
import { fakeApi, renderRemote, reply, type FakeApi, type FakeHandlers } from '@bess/shared/testing';
import { DataPage } from './DataPage';
import type { TelemetryChartProps } from './components/TelemetryChart';
import { TEXTS } from '../../i18n';

// The real chart needs a canvas; this stand-in lists what the chart was given, so tests read it like a person would.
jest.mock('./components/TelemetryChart', () => ({
  TelemetryChart: ({ rows, signals }: TelemetryChartProps) => (
    <ol aria-label="chart points">
      {rows.map((row) => (
        <li
          key={row.time}
        >{`${new Date(row.time).toISOString()} ${signals.map((s, i) => `${s}=${row.values[i]}`).join(' ')}`}</li>
      ))}
    </ol>
  ),
}));

const CPH = 'Europe/Copenhagen';
// Sunday 25 October 2026, the day summer time ends in Copenhagen.
const NOW = Date.parse('2026-10-25T10:17:00Z');

const TELEMETRY = {
  telemetry: [
    { utctime: '2026-10-25T00:00:00.000Z', grid: 1.5, pv: 0 },
    { utctime: '2026-10-25T01:00:00.000Z', grid: -2, pv: 0.25 },
  ],
};

/** The data tab's calls on the shared fake API: two rows of telemetry, or the blob flag's link; `answers` override. */
function dataApi(answers: FakeHandlers = {}) {
  return fakeApi({
    getMetadata: { signals: ['deviceid', 'utctime', 'state', 'pv', 'grid', 'stateOfCharge'] },
    getTelemetryRaw: ({ query }) =>
      query.get('blob') === 'true' ? { downloadUrl: 'http://api.test/TelemetryDownload?token=abc' } : TELEMETRY,
    getTelemetrySummary: TELEMETRY,
    getDataSummary: TELEMETRY,
    ...answers,
  });
}

/** Catches the file the page saves (through a Blob URL and a link click), to read as a person would open it. */
function captureDownload() {
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (saved: Blob) => {
      blob = saved;
      return 'blob:test';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    /** The saved file's type and text, once the page has saved one. */
    async saved() {
      await waitFor(() => expect(blob).toBeDefined());
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob!);
      });
      return { type: blob!.type, text };
    },
    /** The saved file's bytes. */
    async bytes() {
      await waitFor(() => expect(blob).toBeDefined());
      const buffer = await new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(blob!);
      });
      return { type: blob!.type, bytes: new Uint8Array(buffer) };
    },
  };
}

async function renderData(selection: HostSelection, api = dataApi()) {
  const rendered = await renderRemote(<DataPage />, {
    api,
    namespaces: [TEXTS],
    host: { selection, timezone: CPH },
  });
  return { ...rendered, api };
}

const device: HostSelection = { id: 'SC-000000001', selectionType: SelectionType.DEVICE, name: 'SC-000000001' };
const site: HostSelection = { id: 'site-1', selectionType: SelectionType.SITE, name: 'Aarhus' };
const telemetryCalls = (api: FakeApi) =>
  api.requests.filter((r) => r.path !== '/MetaData' && r.query.get('blob') !== 'true');

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('DataPage', () => {
  it('offers the signals of /MetaData without the excluded fields of spec 9', async () => {
    await renderData(device);
    const select = screen.getByRole('combobox', { name: 'Signals' });
    fireEvent.mouseDown(select);
    // antd's accessible listbox holds only the active option; the visible options are the dropdown's items.
    const options = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    const names = options();
    // The names in the interface language with their units, not the wire names
    expect(names).toEqual(['Grid power (kW)', 'PV power (kW)', 'State of charge (%)']);
  });

  it('asks raw data for today (25 hours at the autumn change) in whole hours, with maxPoints, and shows what it got', async () => {
    const { api } = await renderData(device);
    expect(await screen.findByText('Resolution: Raw data, 2 points')).toBeInTheDocument();
    const call = telemetryCalls(api)[0]!;
    expect(call.path).toBe('/GetTelemetryRaw');
    expect(call.query.get('fromDateTime')).toBe('2026-10-24T22:00:00.000Z');
    expect(call.query.get('toDateTime')).toBe('2026-10-25T23:00:00.000Z');
    expect(call.query.get('maxPoints')).toBe('1600');
    expect(call.query.get('resolution')).toBe('0');
    expect(call.query.getAll('signals')).toEqual(['grid']);
    const points = within(screen.getByRole('list', { name: 'chart points' })).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      '2026-10-25T00:00:00.000Z grid=1.5',
      '2026-10-25T01:00:00.000Z grid=-2',
    ]);
  });

  it('asks hourly summaries for 7 days, and again at the finer resolution after zooming in', async () => {
    const { api } = await renderData(device);
    await screen.findByText('Resolution: Raw data, 2 points');
    fireEvent.click(screen.getByText('7 days'));
    expect(await screen.findByText('Resolution: Hourly, 2 points')).toBeInTheDocument();
    const week = telemetryCalls(api).at(-1)!;
    expect(week.path).toBe('/GetTelemetrySummary');
    expect(week.query.get('resolution')).toBe('60');
    expect(week.query.get('fromDateTime')).toBe('2026-10-18T22:00:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(await screen.findByText('Resolution: Raw data, 2 points')).toBeInTheDocument();
    const zoomed = telemetryCalls(api).at(-1)!;
    expect(zoomed.path).toBe('/GetTelemetryRaw');
    const from = Date.parse(zoomed.query.get('fromDateTime')!);
    const to = Date.parse(zoomed.query.get('toDateTime')!);
    expect((to - from) / 3_600_000).toBe(42);
    expect(from % 3_600_000).toBe(0);
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeInTheDocument();
  });

  it('asks /GetDataSummary hourly for a site', async () => {
    const { api } = await renderData(site);
    expect(await screen.findByText('Resolution: Hourly, 2 points')).toBeInTheDocument();
    const call = telemetryCalls(api)[0]!;
    expect(call.path).toBe('/GetDataSummary');
    expect(call.query.get('siteId')).toBe('site-1');
    expect(call.query.getAll('signals')).toEqual(['grid']);
    expect(call.query.get('resolutionMin')).toBe('60');
    expect(call.query.get('maxPoints')).toBe('1600');
    expect(call.query.get('fromDateTime')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('exports the shown rows as CSV with site-timezone timestamps', async () => {
    const download = captureDownload();
    await renderData(device);
    await screen.findByText('Resolution: Raw data, 2 points');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { text } = await download.saved();
    // 00:00Z and 01:00Z are both 02:00 on the clock in Copenhagen that night; the offset tells them apart.
    expect(text).toBe('time,grid\r\n2026-10-25T02:00:00+02:00,1.5\r\n2026-10-25T02:00:00+01:00,-2\r\n');
    // The table shows the same rows, its times in the user's date format (the default here), offsets kept.
    const table = screen.getByRole('table');
    expect(within(table).getByText('2026-10-25 02:00 +02:00')).toBeInTheDocument();
    expect(within(table).getByText('2026-10-25 02:00 +01:00')).toBeInTheDocument();
    expect(within(table).getByText('-2')).toBeInTheDocument();
  });

  it('exports the same rows as an Excel workbook, numbers as numbers', async () => {
    const download = captureDownload();
    await renderData(device);
    await screen.findByText('Resolution: Raw data, 2 points');
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    const { type, bytes } = await download.bytes();
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A ZIP whose sheet, once inflated, holds the rows.
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t>2026-10-25T02:00:00+02:00</t></is></c><c r="B2"><v>1.5</v></c>',
    );
    expect(sheet).toContain('<c r="B3"><v>-2</v></c>');
  });

  it('asks raw minutes for the whole year when Raw data is chosen, downsampled to maxPoints', async () => {
    const { api } = await renderData(device);
    await screen.findByText('Resolution: Raw data, 2 points');
    fireEvent.click(screen.getByText('This year'));
    expect(await screen.findByText('Resolution: Hourly, 2 points')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Resolution' })).getByText('Raw data'));
    expect(await screen.findByText('Resolution: Raw data, 2 points')).toBeInTheDocument();
    const year = telemetryCalls(api).at(-1)!;
    expect(year.path).toBe('/GetTelemetryRaw');
    expect(year.query.get('resolution')).toBe('0');
    expect(year.query.get('maxPoints')).toBe('1600');
    expect(year.query.get('fromDateTime')).toBe('2025-12-31T23:00:00.000Z');
  });

  it("links the raw download to the blob flag's downloadUrl", async () => {
    const { api } = await renderData(device);
    const link = await screen.findByRole('link', { name: 'Download data' });
    expect(link).toHaveAttribute('href', 'http://api.test/TelemetryDownload?token=abc');
    const blob = api.requests.find((r) => r.query.get('blob') === 'true')!;
    expect(blob.path).toBe('/GetTelemetryRaw');
    expect(blob.query.get('maxPoints')).toBeNull();
  });

  it("shows 'Api call failed' with 'Code:' and the status when device telemetry fails", async () => {
    await renderData(device, dataApi({ getTelemetryRaw: reply(503, { message: 'down' }) }));
    expect(await screen.findByText('Api call failed Code: 503')).toBeInTheDocument();
  });

  it("shows 'Api call failed' when the site summary fails", async () => {
    await renderData(site, dataApi({ getDataSummary: reply(500, {}) }));
    expect(await screen.findByText('Api call failed')).toBeInTheDocument();
  });

  it('asks the user to pick a target when nothing fitting is selected', async () => {
    await act(async () => {
      await renderData({ id: null, selectionType: SelectionType.NONE, name: null });
    });
    expect(screen.getByText('Select a site or a device to see its data')).toBeInTheDocument();
  });
});
