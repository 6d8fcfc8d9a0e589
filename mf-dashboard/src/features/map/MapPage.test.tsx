import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildHierarchy,
  Role,
  SelectionType,
  type HostContextValue,
  type LiveDataById,
  type SiteInput,
} from '@bess/shared';
import { fakeApi, renderRemote, reply, testUser, type FakeApi } from '@bess/shared/testing';
import { MapPage } from './MapPage';
import type { SiteMapProps } from './components/SiteMap';
import { TEXTS } from '../../i18n';

// Leaflet needs a laid-out browser; jsdom has none. The stand-in shows what the page hands the map.
jest.mock('./components/SiteMap', () => ({
  SiteMap: ({ markers, statusReady }: SiteMapProps) => (
    <div data-testid="site-map" data-status-ready={String(statusReady)}>
      {markers.map((m) => `${m.siteId}:${m.state}`).join(' ')}
    </div>
  ),
}));

const SITES: SiteInput[] = [
  { siteId: 'S-1', siteName: 'Aarhus', latitude: 56.15, longitude: 10.2 },
  { siteId: 'S-2', siteName: 'Berlin', latitude: 52.52, longitude: 13.4 },
  { siteId: 'S-3', siteName: 'Copenhagen', latitude: 55.68, longitude: 12.57 },
  { siteId: 'S-4', siteName: 'Nowhere', latitude: null, longitude: null },
];
const configuration = buildHierarchy([], SITES, []);

const LIVE: LiveDataById = { 'S-1': { state: 'maxself' }, 'S-2': { state: 'error' }, 'S-3': { state: 'stop' } };

async function renderMap({
  api = fakeApi(),
  user = testUser({ level: 4, role: Role.PartnerAdmin }),
  ...host
}: Partial<Omit<HostContextValue, 'api'>> & { api?: FakeApi } = {}) {
  return renderRemote(<MapPage />, {
    api,
    user,
    namespaces: [TEXTS],
    host: { configuration, live: { byId: LIVE, updatedAt: Date.now(), isStale: false }, ...host },
  });
}

describe('MapPage', () => {
  test('the legend names every state with the number of sites in it', async () => {
    await renderMap();
    const legend = screen.getByRole('region', { name: 'Legend' });
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual([
      'Running1',
      'Error1',
      'Offline0',
      'Idling1',
      'Maintenance0',
      'Not installed0',
      'Unknown0',
    ]);
  });

  test('lists every placed site as a button named by site and state, and says how many have no coordinates', async () => {
    await renderMap();
    const list = screen.getByRole('region', { name: '3 sites on the map' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Berlin, state: Error', 'Aarhus, state: Running', 'Copenhagen, state: Idling']);
    expect(screen.getByText('1 site has no coordinates and is not shown on the map.')).toBeInTheDocument();
    expect(screen.getByTestId('site-map')).toHaveTextContent('S-2:error S-1:running S-3:idling');
  });

  test('choosing a site in the list selects it and opens main/home', async () => {
    const select = jest.fn();
    const navigate = jest.fn();
    await renderMap({ select, navigate });
    fireEvent.click(screen.getByRole('button', { name: 'Aarhus, state: Running' }));
    expect(select).toHaveBeenCalledWith('S-1');
    expect(navigate).toHaveBeenCalledWith('/main/home');
  });

  test('choosing the site that is already selected keeps it selected (selecting again would clear it)', async () => {
    const select = jest.fn();
    const navigate = jest.fn();
    await renderMap({
      select,
      navigate,
      selection: { id: 'S-1', selectionType: SelectionType.SITE, name: 'Aarhus' },
    });
    const button = screen.getByRole('button', { name: 'Aarhus, state: Running' });
    expect(button).toHaveAttribute('aria-current', 'true');
    fireEvent.click(button);
    expect(select).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/main/home');
  });

  test('the filter narrows the list by name', async () => {
    await renderMap();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a site' }), { target: { value: 'cop' } });
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
        'Copenhagen, state: Idling',
      ]),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a site' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No site matches your search')).toBeInTheDocument();
  });

  test('for a super admin the map polls POST /sitestatus itself for the placed sites', async () => {
    const api = fakeApi({
      getSiteStatus: {
        data: { 'S-1': { state: 'offline', lastUpdateTime: null }, 'S-3': { state: 'passive', lastUpdateTime: null } },
      },
    });
    await renderMap({
      api,
      user: testUser({ level: 1, role: Role.SuperAdmin }),
      live: { byId: {}, updatedAt: null, isStale: false },
    });
    expect(await screen.findByRole('button', { name: 'Aarhus, state: Offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copenhagen, state: Running' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berlin, state: Unknown' })).toBeInTheDocument();
    expect(screen.getByTestId('site-map')).toHaveAttribute('data-status-ready', 'true');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.path).toBe('/sitestatus');
    expect((api.requests[0]?.body as { ids: string[] }).ids.sort()).toEqual(['S-1', 'S-2', 'S-3']);
  });

  test('a failed status poll says so; the sites are still listed', async () => {
    const api = fakeApi({ getSiteStatus: reply(500, { message: 'boom' }) });
    await renderMap({
      api,
      user: testUser({ level: 1, role: Role.SuperAdmin }),
      live: { byId: {}, updatedAt: null, isStale: false },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The status of the sites could not be loaded.');
    expect(screen.getByRole('button', { name: 'Aarhus, state: Unknown' })).toBeInTheDocument();
  });

  test('for a partner admin the shell polls: the map reads its live status and calls nothing', async () => {
    const api = fakeApi();
    await renderMap({ api });
    expect(screen.getByRole('button', { name: 'Berlin, state: Error' })).toBeInTheDocument();
    expect(screen.getByTestId('site-map')).toHaveAttribute('data-status-ready', 'true');
    expect(api.requests).toEqual([]);
  });

  test('with no sites at all it says so', async () => {
    await renderMap({ configuration: buildHierarchy([], [], []) });
    expect(screen.getByText('There are no sites to show on the map.')).toBeInTheDocument();
  });
});
