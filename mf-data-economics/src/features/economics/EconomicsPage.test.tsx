import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configurationKeys, type Wire } from '@bess/shared';
import { fakeApi, reply } from '@bess/shared/testing';
import type { EconomicsColumnChartProps } from './components/EconomicsColumnChart';
import { economicsPoint, fakeEconomicsApi } from './testing/fakeEconomicsApi';
import { renderEconomics } from './testing/renderEconomics';

// The real chart needs a canvas; this stand-in lists the periods it was given, so a test reads it as a person would.
jest.mock('./components/EconomicsColumnChart', () => ({
  EconomicsColumnChart: ({ points }: EconomicsColumnChartProps) => (
    <ul aria-label="Chart periods">
      {points.map((p) => (
        <li key={p.label}>{p.label}</li>
      ))}
    </ul>
  ),
}));

// antd tables take a while to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(20_000);

// 10:00 UTC is 12:00 in Copenhagen: today is 15 June 2025 for the site.
const NOW = new Date('2025-06-15T10:00:00Z');

/** (pvEnergi 4 + batteryDischargePV 2) x import + gridPowerExport 4 x export; load 10 kWh, grid import 3 kWh. */
const DAY = [economicsPoint('12:00')];
const series = {
  '2025-6-15': DAY,
  '2025-6-14': [economicsPoint('08:00', { pvPower: 20 })],
  '2025-6': Array.from({ length: 30 }, (_, i) => economicsPoint(`2025-06-${String(i + 1).padStart(2, '0')}`)),
  '2025': [economicsPoint('2025-06')],
  total: [economicsPoint('2024'), economicsPoint('2025')],
};

const shownPeriod = () => screen.getByRole('status', { name: 'Shown period' });
const figure = (label: string) => screen.getByLabelText(label, { selector: 'dd' });
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const alignment = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody > tr[data-row-key]')];

describe('main/economics: in Danish', () => {
  it("writes every figure with Danish decimals, and the load's four parts add up to the consumption", async () => {
    const point = economicsPoint('12:00', {
      pvEnergi: 4.25,
      batteryDischargePV: 2.5,
      batteryDischargeGrid: 1.25,
      gridPowerImport: 2.5,
      pvPower: 12.5,
      gridPowerExport: 4.5,
    });
    await renderEconomics({ server: fakeEconomicsApi({ ...series, '2025-6-15': [point] }), now: NOW, language: 'da' });
    const dd = (label: string) => screen.getByLabelText(label, { selector: 'dd' });
    // (4.25 + 2.5) x 2 + 4.5 x 0.5
    await waitFor(() => expect(dd('Besparelse')).toHaveTextContent('15,75 kr'));
    expect(dd('Forbrug')).toHaveTextContent('10,5 kWh');
    expect(dd('PV-produktion')).toHaveTextContent('12,5 kWh');
    // 150 g x (4.25 + 2.5)
    expect(dd('Sparet CO2')).toHaveTextContent('1 kg');
    expect(dd('Selvforsyningsgrad')).toHaveTextContent('64 %');
    expect(dd('Net brugt direkte')).toHaveTextContent('2,5 kWh');
    expect(bodyRows()[0]).toHaveTextContent('4,25 kWh');
    expect(document.body).not.toHaveTextContent(/\d\.\d+ (kWh|kg|kr)/);
  });
});

describe('main/economics: periods', () => {
  it('keeps every figure card and the chart in their place while the period loads (no layout shift)', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      getEconomics: async () => {
        await held;
        return { data: DAY };
      },
      updatePrice: () => reply(204),
    });
    await renderEconomics({ server: { ...api, to: () => [] }, now: NOW });
    // The cards are there with their names before the figures, their values not yet known.
    await waitFor(() => expect(figure('PV production')).toHaveAttribute('aria-busy', 'true'));
    expect(figure('Consumption')).toHaveTextContent(/^\s*$/);
    expect(screen.getByRole('figure', { name: 'Energy by period' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(figure('PV production')).toHaveTextContent('10 kWh'));
    expect(figure('PV production')).not.toHaveAttribute('aria-busy');
  });

  it("opens on today's day with its figures, and refuses forward from today", async () => {
    await renderEconomics({ server: fakeEconomicsApi(series), now: NOW });
    expect(shownPeriod()).toHaveTextContent('2025-06-15');
    await waitFor(() => expect(figure('Savings')).toHaveTextContent('14.00 kr'));
    // CO2 saved counts solar energy only (PV 4 + battery of PV 2): grid energy given back by the battery (1) is grid
    // energy too, so 150 g x 6 kWh, not 150 g x (10 - 3) = 1.1 kg (which would count that grid energy as saved).
    expect(figure('CO2 saved')).toHaveTextContent('900 g');
    expect(figure('PV production')).toHaveTextContent('10 kWh');
    expect(figure('Consumption')).toHaveTextContent('10 kWh');
    expect(figure('Self-sufficiency')).toHaveTextContent('60 %');
    expect(figure('Consumption')).toHaveAccessibleDescription(/the same figure as the overview and the dashboard/);
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  it('steps back one day and forward again', async () => {
    const server = fakeEconomicsApi(series);
    await renderEconomics({ server, now: NOW });
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('12:00'));

    fireEvent.click(previous());
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('2025-06-14'));
    expect(bodyRows()[0]).toHaveTextContent('08:00');
    expect(figure('PV production')).toHaveTextContent('20 kWh');
    expect(next()).toBeEnabled();
    const asked = server.to('/economics').at(-1)!.query;
    expect([asked.get('siteId'), asked.get('year'), asked.get('month'), asked.get('day')]).toEqual([
      'S-DK',
      '2025',
      '6',
      '14',
    ]);

    fireEvent.click(next());
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('2025-06-15'));
    expect(next()).toBeDisabled();
  });

  it('shows the message of a 204 at the start of the data and keeps the period', async () => {
    const { notify } = await renderEconomics({ server: fakeEconomicsApi(series), now: NOW });
    fireEvent.click(previous());
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('2025-06-14'));

    fireEvent.click(previous());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'error',
        message: 'There is no economics data for S-DK in that period',
      }),
    );
    expect(shownPeriod()).toHaveTextContent('2025-06-14');
    expect(bodyRows()[0]).toHaveTextContent('08:00');
  });

  it('refuses forward in the current month and year too; total has no forward (nor back)', async () => {
    await renderEconomics({ server: fakeEconomicsApi(series), now: NOW });
    alignment('Month');
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('June 2025'));
    expect(next()).toBeDisabled();
    alignment('Year');
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('2025'));
    expect(next()).toBeDisabled();

    alignment('Total');
    await waitFor(() => expect(shownPeriod()).toHaveTextContent('All time'));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // spec 9 units: two points of 10 kWh PV.
    expect(figure('PV production')).toHaveTextContent('20 kWh');
  });

  it('shows the first 7 days of the month series as the week', async () => {
    await renderEconomics({ server: fakeEconomicsApi(series), now: NOW });
    alignment('Month');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    fireEvent.click(screen.getByRole('switch', { name: 'First week only' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(bodyRows()[6]).toHaveTextContent('2025-06-07');
    expect(within(await screen.findByRole('list', { name: 'Chart periods' })).getAllByRole('listitem')).toHaveLength(7);
    expect(figure('PV production')).toHaveTextContent('70 kWh');
  });
});

describe('main/economics: figures', () => {
  test.each([
    ['S-DK', '14.00 kr', 'Import price per kWh (kr)'],
    ['S-UK', '£2.20', 'Import price per kWh (£)'],
    ['S-DE', '€2.72', 'Import price per kWh (€)'],
  ])('savings of %s are in its currency', async (siteId, savings, priceLabel) => {
    await renderEconomics({ server: fakeEconomicsApi(series), siteId, now: NOW });
    await waitFor(() => expect(figure('Savings')).toHaveTextContent(savings));
    expect(await screen.findByLabelText(priceLabel)).toBeInTheDocument();
  });

  it('scales energy to MWh and GWh and CO2 to t', async () => {
    const big = economicsPoint('12:00', {
      pvPower: 2_500_000,
      pvEnergi: 10_000,
      batteryDischargePV: 0,
      batteryDischargeGrid: 0,
      gridPowerImport: 0,
      gridPowerExport: 1500,
    });
    await renderEconomics({ server: fakeEconomicsApi({ '2025-6-15': [big] }), now: NOW });
    await waitFor(() => expect(figure('PV production')).toHaveTextContent('2.5 GWh'));
    expect(figure('Consumption')).toHaveTextContent('10 MWh');
    expect(figure('Grid export')).toHaveTextContent('1.5 MWh');
    // 150 g x 10,000 kWh
    expect(figure('CO2 saved')).toHaveTextContent('1.5 t');
    // Derived percentages: all the load from PV; export 1,500 of 2,500,000 kWh.
    expect(bodyRows()[0]).toHaveTextContent(/100 %.*100 %.*0 %.*0 %.*0 %.*0 %/);
  });

  it('shows the message of a 204 when the opening period has no data', async () => {
    await renderEconomics({ server: fakeEconomicsApi({}), now: NOW });
    expect(await screen.findByText('There is no economics data for S-DK in that period')).toBeInTheDocument();
  });
});

describe('main/economics: the electricity price', () => {
  // The price form comes in the render after the tab's first paint.
  const priceInputs = async () => ({
    importPrice: await screen.findByLabelText('Import price per kWh (kr)'),
    exportPrice: screen.getByLabelText('Export price per kWh (kr)'),
  });

  it('sends import and export price as a pair and shows the new price at once', async () => {
    const server = fakeEconomicsApi(series);
    const { notify, queryClient } = await renderEconomics({ server, now: NOW });
    // The shell's cached configuration (GET /SiteGroup), which the host's configuration is built from.
    // Only the fields this test is about; the rest of the wire site does not matter here.
    const cached = {
      groups: [],
      devices: [],
      sites: [{ siteId: 'S-DK', siteName: 'Aarhus', electricityPriceImport: 2, electricityPriceExport: 0.5 }],
    } as unknown as Wire.ConfigurationResponse;
    queryClient.setQueryData(configurationKeys.hierarchy(), cached);
    await waitFor(() => expect(figure('Savings')).toHaveTextContent('14.00 kr'));
    expect(await screen.findByText('Current price: import 2 kr, export 0.5 kr per kWh')).toBeInTheDocument();

    const { importPrice, exportPrice } = await priceInputs();
    fireEvent.change(importPrice, { target: { value: '2.5' } });
    fireEvent.change(exportPrice, { target: { value: '0.75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update price' }));
    // The price changes what the site's energy is worth: the change is shown and confirmed before it is sent.
    const dialog = await screen.findByRole('dialog', { name: 'Change the electricity price of this site?' });
    expect(within(dialog).getByText('from 2 kr to 2.5 kr')).toBeInTheDocument();
    expect(within(dialog).getByText('from 0.5 kr to 0.75 kr')).toBeInTheDocument();
    expect(server.to('/UpdatePrice')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update price' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The electricity price has been updated' }),
    );
    expect(server.to('/UpdatePrice').map((r) => [r.method, r.body])).toEqual([
      ['PUT', { siteId: 'S-DK', newPrice: 2.5, newPriceExport: 0.75 }],
    ]);
    expect(screen.getByText('Current price: import 2.5 kr, export 0.75 kr per kWh')).toBeInTheDocument();
    // (4 + 2) kWh x 2.5 + 4 kWh x 0.75
    expect(figure('Savings')).toHaveTextContent('18.00 kr');
    const site = queryClient.getQueryData<Wire.ConfigurationResponse>(configurationKeys.hierarchy())?.sites[0];
    expect([site?.electricityPriceImport, site?.electricityPriceExport]).toEqual([2.5, 0.75]);
  });

  it('refuses an empty or negative price and sends nothing', async () => {
    const server = fakeEconomicsApi(series);
    await renderEconomics({ server, now: NOW });
    const { importPrice, exportPrice } = await priceInputs();
    fireEvent.change(importPrice, { target: { value: '' } });
    fireEvent.change(exportPrice, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update price' }));

    expect(await screen.findByText('The field is required')).toBeInTheDocument();
    expect(screen.getByText('The value cannot be negative')).toBeInTheDocument();
    expect(server.to('/UpdatePrice')).toEqual([]);
    expect(screen.getByText('Current price: import 2 kr, export 0.5 kr per kWh')).toBeInTheDocument();
  });

  it("says 'Api call failed' when the update fails", async () => {
    const server = fakeEconomicsApi(series, 500);
    const { notify } = await renderEconomics({ server, now: NOW });
    fireEvent.change((await priceInputs()).importPrice, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the electricity price of this site?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update price' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Api call failed' }));
    expect(screen.getByText('Current price: import 2 kr, export 0.5 kr per kWh')).toBeInTheDocument();
    expect(within(document.body).queryByText(/import 3 kr/)).not.toBeInTheDocument();
  });
});

describe('main/economics: who may change the price', () => {
  it('a read-only user (ReadOnly, 20) sees the prices but no form to change them', async () => {
    await renderEconomics({ server: fakeEconomicsApi(series), now: NOW, level: 20 });
    await screen.findByText('You can see the price of this site but not change it');
    expect(screen.getByText('Current price: import 2 kr, export 0.5 kr per kWh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update price' })).toBeNull();
    expect(screen.queryByLabelText('Import price per kWh')).toBeNull();
  });

  it('a user with NormalUser (10) on the site has the form', async () => {
    await renderEconomics({ server: fakeEconomicsApi(series), now: NOW, level: 10 });
    expect(await screen.findByRole('button', { name: 'Update price' })).toBeInTheDocument();
  });
});
