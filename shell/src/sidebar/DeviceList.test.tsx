import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SEARCH_DEBOUNCE_MS,
  SelectionType,
  type HostContextValue,
  type Hierarchy,
  type LiveDataById,
} from '@bess/shared';
import { fakeApi, renderRemote } from '@bess/shared/testing';
import { LiveStatusProvider } from '../polling/LiveStatusContext';
import { DeviceList } from './DeviceList';
import { ROW_HEIGHT_PX } from './DeviceListbox';
import { createDeviceListView } from './deviceListView';
import { listedDevices } from './listedDevices';
import { SMALL_FLEET_LIVE, largeFleet, smallFleet } from './__fixtures__/fleets';

interface Setup {
  configuration?: Hierarchy;
  live?: LiveDataById;
  host?: Partial<HostContextValue>;
  /** Answers GET /AdvancedSearch. */
  searchIds?: string[];
}

async function renderList({
  configuration = smallFleet(),
  live = SMALL_FLEET_LIVE,
  host = {},
  searchIds = [],
}: Setup = {}) {
  const api = fakeApi({ advancedSearch: { searchIds } });
  const select = jest.fn();
  const navigate = jest.fn();
  const result = await renderRemote(
    <LiveStatusProvider value={{ byId: live, updatedAt: null, isStale: false }}>
      <DeviceList view={createDeviceListView()} />
    </LiveStatusProvider>,
    { api, user: null, host: { configuration, select, navigate, ...host } },
  );
  return { ...result, select, navigate };
}

/** The names of the rows in the list, top to bottom (the option's name starts with the row's name). */
function rowNames(): string[] {
  const listbox = screen.queryByRole('listbox', { name: 'Sites and devices' });
  if (!listbox) return [];
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => (option.getAttribute('aria-label') ?? '').split(', ')[0] ?? '');
}

function searchFor(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: text } });
}

const ALL_ROWS = [
  'North',
  'Copenhagen',
  'Copenhagen Office',
  'SC-000000123',
  'Aarhus Harbour',
  'SCR-000000002',
  'SC-000000001',
  'Empty Lot',
  'Berlin Depot',
  'SCR-000000005',
  'SC-000000999',
];

describe('spec 2 and 4: the sidebar device list', () => {
  it('lists groups, sites, devices and devices without a site, each with its state, sorted by state', async () => {
    await renderList();
    expect(screen.getByRole('listbox', { name: 'Sites and devices' })).toBeInTheDocument();
    expect(rowNames()).toEqual(ALL_ROWS);
    expect(screen.getByRole('status')).toHaveTextContent('11 results');
    const aarhus = screen.getByRole('option', { name: 'Aarhus Harbour, Site, Error' });
    expect(within(aarhus).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'North, Site group, Unknown' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'SCR-000000005, Device, Idling' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'SC-000000999, Devices without a site, Offline' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Empty Lot, Empty site, Unknown' })).toBeInTheDocument();
  });

  it('spec 4: a battery running in a backup mode has its own icon', async () => {
    await renderList();
    // SC-000000123 is running (passive) in mode Backup; SC-000000001 runs in SelfConsumption.
    const backup = screen.getByRole('option', { name: /^SC-000000123,/ });
    expect(within(backup).getByRole('img', { name: 'Running in backup mode' })).toBeInTheDocument();
    const running = screen.getByRole('option', { name: /^SC-000000001,/ });
    expect(within(running).getByRole('img', { name: 'Running' })).toBeInTheDocument();
  });

  it('shows the empty text when nothing is there', async () => {
    await renderList({ configuration: smallFleet(), host: {} });
    searchFor('no such place');
    await waitFor(() => expect(screen.getByText('No sites, groups or devices match your search')).toBeInTheDocument());
    expect(screen.queryByRole('listbox', { name: 'Sites and devices' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
  });
});

describe('spec 5: search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("'123' finds SC-000000123 only after the 500 ms debounce", async () => {
    await renderList();
    searchFor('123');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(rowNames()).toEqual(ALL_ROWS);
    act(() => jest.advanceTimersByTime(1));
    expect(rowNames()).toEqual(['North', 'Copenhagen', 'Copenhagen Office', 'SC-000000123']);
  });

  it('restarts the debounce on every keystroke', async () => {
    await renderList();
    searchFor('1');
    act(() => jest.advanceTimersByTime(400));
    searchFor('12');
    act(() => jest.advanceTimersByTime(400));
    expect(rowNames()).toEqual(ALL_ROWS);
    searchFor('123');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(rowNames()).toContain('SC-000000123');
    expect(rowNames()).not.toContain('SC-000000001');
  });

  it('a full device id matches exactly that device', async () => {
    await renderList();
    searchFor('SCR-000000002');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(rowNames()).toEqual(['North', 'Aarhus Harbour', 'SCR-000000002']);
    searchFor('SC-000000002');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(rowNames()).toEqual([]);
    expect(screen.getByText('No sites, groups or devices match your search')).toBeInTheDocument();
  });

  it('a site-name fragment in another case finds the site', async () => {
    await renderList();
    searchFor('hARBOUR');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(rowNames()).toEqual(['North', 'Aarhus Harbour', 'SCR-000000002', 'SC-000000001']);
  });
});

describe('spec 4: filters', () => {
  // antd's drawer and select are slow in jsdom.
  jest.setTimeout(30_000);

  async function openFilters() {
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    return screen.findByRole('dialog', { name: 'Filters' });
  }

  it('spec 5: the e-mail filter asks GET /AdvancedSearch only when non-empty, and keeps its ids', async () => {
    const { api } = await renderList({ searchIds: ['S2'] });
    let panel = await openFilters();
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(api.requests).toEqual([]);
    expect(rowNames()).toEqual(ALL_ROWS);

    panel = await openFilters();
    await userEvent.click(within(panel).getByRole('textbox', { name: 'E-mail' }));
    await userEvent.paste('ann@demo.test');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(rowNames()).toEqual(['North', 'Copenhagen', 'Copenhagen Office', 'SC-000000123']));
    expect(api.requests).toHaveLength(1);
    const [search] = api.requests;
    expect(search?.path).toBe('/AdvancedSearch');
    expect(search?.query.get('searchString')).toBe('ann@demo.test');
    expect(search?.query.get('field')).toBe('Email');
    expect(screen.getByRole('button', { name: 'Filters, 1 filter active' })).toHaveTextContent('1');
  });

  it('a state filter hides the rows that do not match; Clear filters shows them again', async () => {
    await renderList();
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('combobox', { name: 'States' }));
    await userEvent.click(
      await within(document.querySelector('.ant-select-dropdown') as HTMLElement).findByTitle('Error'),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    // Device filters keep the matching devices and the sites and groups above them.
    expect(rowNames()).toEqual(['North', 'Aarhus Harbour', 'SCR-000000002']);
    expect(screen.getByRole('button', { name: 'Filters, 1 filter active' })).toBeInTheDocument();
    // What a fleet-wide action takes as the list's current filter: the devices shown, and only those.
    expect(listedDevices.get()).toEqual(['SCR-000000002']);

    const again = await openFilters();
    await userEvent.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(rowNames()).toEqual(ALL_ROWS);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect([...listedDevices.get()].sort()).toEqual(
      ['SC-000000123', 'SCR-000000002', 'SC-000000001', 'SCR-000000005', 'SC-000000999'].sort(),
    );
  });

  it('the order number filter keeps the matching devices', async () => {
    await renderList();
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Order number' }));
    await userEvent.paste('nothing-like-it');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(rowNames()).toEqual([]);
  });
});

describe('spec 4: sort and toggles', () => {
  it('the order button toggles ascending and descending', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(screen.getByRole('button', { name: 'Descending' })).toBeInTheDocument();
    // Siblings by state, descending: Empty Lot (unknown) before Aarhus Harbour (error), and inside it the running
    // device before the one in error. Groups still come before the sites beside them, devices without a site last.
    expect(rowNames()).toEqual([
      'North',
      'Copenhagen',
      'Copenhagen Office',
      'SC-000000123',
      'Empty Lot',
      'Aarhus Harbour',
      'SC-000000001',
      'SCR-000000002',
      'Berlin Depot',
      'SCR-000000005',
      'SC-000000999',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(rowNames()).toEqual(ALL_ROWS);
  });

  it('sorts by name', async () => {
    await renderList();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    expect(rowNames()).toEqual([
      'North',
      'Copenhagen',
      'Copenhagen Office',
      'SC-000000123',
      'Aarhus Harbour',
      'SC-000000001',
      'SCR-000000002',
      'Empty Lot',
      'Berlin Depot',
      'SCR-000000005',
      'SC-000000999',
    ]);
  });

  it('hides the groups and the empty sites with the toggles (both shown at first)', async () => {
    await renderList();
    const groups = screen.getByRole('checkbox', { name: 'Show groups' });
    const empty = screen.getByRole('checkbox', { name: 'Show empty sites' });
    expect(groups).toBeChecked();
    expect(empty).toBeChecked();
    await userEvent.click(groups);
    expect(rowNames()).not.toContain('North');
    expect(rowNames()).not.toContain('Copenhagen');
    expect(rowNames()).toContain('Copenhagen Office');
    expect(rowNames()).toContain('Empty Lot');
    await userEvent.click(empty);
    expect(rowNames()).not.toContain('Empty Lot');
    expect(rowNames()).toContain('Aarhus Harbour');
  });
});

describe('spec 4: selection', () => {
  const selected = { selection: { id: 'S1', selectionType: SelectionType.SITE, name: 'Aarhus Harbour' } };

  it('highlights the selected row', async () => {
    await renderList({ host: selected });
    expect(screen.getByRole('option', { name: /^Aarhus Harbour,/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /^North,/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a row on click', async () => {
    const { select, navigate } = await renderList();
    await userEvent.click(screen.getByRole('option', { name: /^Berlin Depot,/ }));
    expect(select).toHaveBeenCalledWith('S5');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys and selects with Enter and Space', async () => {
    const { select } = await renderList();
    const listbox = screen.getByRole('listbox', { name: 'Sites and devices' });
    const activeName = () =>
      document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label');
    act(() => listbox.focus());
    expect(listbox).toHaveFocus();
    // Focus starts on the first row in view.
    expect(activeName()).toBe('North, Site group, Unknown');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeName()).toBe('Copenhagen, Site group, Unknown');
    await userEvent.keyboard('{Enter}');
    expect(select).toHaveBeenLastCalledWith('G2');
    await userEvent.keyboard('{End}{ArrowUp}[Space]');
    expect(select).toHaveBeenLastCalledWith('SCR-000000005');
    await userEvent.keyboard('{Home} ');
    expect(select).toHaveBeenLastCalledWith('G1');
  });

  it('on mobile, choosing a row goes on to home; choosing the selected row again only deselects', async () => {
    const { select, navigate } = await renderList({ host: { ...selected, isMobile: true } });
    await userEvent.click(screen.getByRole('option', { name: /^Berlin Depot,/ }));
    expect(select).toHaveBeenLastCalledWith('S5');
    expect(navigate).toHaveBeenCalledWith('/main/home');
    navigate.mockClear();
    await userEvent.click(screen.getByRole('option', { name: /^Aarhus Harbour,/ }));
    expect(select).toHaveBeenLastCalledWith('S1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('virtualisation', () => {
  it('renders only the rows in view of the large fleet, and the rows further down after a scroll', async () => {
    await renderList({ configuration: largeFleet(), live: {} });
    const listbox = screen.getByTestId('device-list-scroll');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(10);
    expect(options.length).toBeLessThan(100);
    const total = Number(options[0]?.getAttribute('aria-setsize'));
    expect(total).toBeGreaterThan(11_000);
    expect(screen.getByRole('status')).toHaveTextContent(`${total} results`);

    Object.defineProperty(listbox, 'scrollTop', { configurable: true, value: 5000 * ROW_HEIGHT_PX });
    fireEvent.scroll(listbox);
    const scrolled = within(listbox).getAllByRole('option');
    const positions = scrolled.map((o) => Number(o.getAttribute('aria-posinset')));
    expect(scrolled.length).toBeLessThan(100);
    expect(Math.min(...positions)).toBeGreaterThan(4900);
    expect(Math.max(...positions)).toBeLessThan(5100);
  });

  it('scrolls a selected row far down the list into view', async () => {
    const selection = { id: 'SCR-000010000', selectionType: SelectionType.DEVICE, name: 'SCR-000010000' };
    await renderList({ configuration: largeFleet(), live: {}, host: { selection } });
    const row = within(screen.getByTestId('device-list-scroll')).getByRole('option', { name: /^SCR-000010000,/ });
    expect(row).toHaveAttribute('aria-selected', 'true');
  });

  it('a new search starts again at the top of the list', async () => {
    jest.useFakeTimers();
    try {
      await renderList({ configuration: largeFleet(), live: {} });
      const listbox = screen.getByTestId('device-list-scroll');
      let scrollTop = 5000 * ROW_HEIGHT_PX;
      Object.defineProperty(listbox, 'scrollTop', {
        configurable: true,
        get: () => scrollTop,
        set: (value: number) => {
          scrollTop = value;
        },
      });
      fireEvent.scroll(listbox);
      searchFor('site 5');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(scrollTop).toBe(0);
      const first = within(listbox).getAllByRole('option')[0];
      expect(first).toHaveAttribute('aria-posinset', '1');
      expect(first?.getAttribute('aria-label')).toMatch(/^Region /);
    } finally {
      jest.useRealTimers();
    }
  });
});
