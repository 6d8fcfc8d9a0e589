import { act, fireEvent, screen } from '@testing-library/react';
import { buildHierarchy } from '@bess/shared';
import { DashboardPage } from './DashboardPage';
import { ROTATION_MS } from './RotatingDashboard';
import { FLEET, dashboardAnswer, renderDashboard, testUser, type FakeRoutes } from './testing/renderDashboard';

const ok = (body: unknown) => ({ status: 200, body });
const ANSWERS: FakeRoutes = {
  'GET /Dashboard/S-1': ok(dashboardAnswer({ id: 'S-1', name: 'Aarhus Harbour' })),
  'GET /Dashboard/S-2': ok(dashboardAnswer({ id: 'S-2', name: 'Leeds Depot' })),
  'GET /Dashboard/G-1': ok(dashboardAnswer({ id: 'G-1', name: 'North Group', kind: 'group', siteCount: 2 })),
};

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const position = () => screen.getByLabelText(/^Dashboard \d+ of \d+$/);

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function openRotating(configuration = FLEET) {
  const rendered = await renderDashboard(<DashboardPage />, {
    path: '/dashboard',
    user: testUser(),
    configuration,
    routes: ANSWERS,
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  return rendered;
}

describe('the rotating dashboard (spec 2 /dashboard)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('cycles through the dashboard ids (sites with a dashboard, then groups) every 20 s, with the position', async () => {
    await openRotating();
    await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' });
    expect(position()).toHaveTextContent('1 / 3');
    await advance(ROTATION_MS - 500);
    expect(title()).toBe('Aarhus Harbour');
    await advance(500);
    expect(title()).toBe('Leeds Depot'); // fetched ahead: no loading in between
    expect(position()).toHaveTextContent('2 / 3');
    await advance(ROTATION_MS);
    expect(title()).toBe('North Group');
    expect(position()).toHaveTextContent('3 / 3');
    await advance(ROTATION_MS);
    expect(title()).toBe('Aarhus Harbour'); // and round again; 'Grid Only' has no PV meter, so no dashboard
    expect(screen.queryByRole('button', { name: 'Share dashboard' })).not.toBeInTheDocument();
  });

  test('keyboard: right and left arrows move, space pauses and resumes', async () => {
    await openRotating();
    await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await advance(0);
    expect(position()).toHaveTextContent('2 / 3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await advance(0);
    expect(position()).toHaveTextContent('3 / 3');
    expect(title()).toBe('North Group');

    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await advance(0);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await advance(ROTATION_MS * 2);
    expect(position()).toHaveTextContent('3 / 3');

    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    await advance(ROTATION_MS);
    expect(position()).toHaveTextContent('1 / 3');
  });

  test('arrows still move after a button was clicked (focus on it); space there presses the button only', async () => {
    await openRotating();
    await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' });
    const next = screen.getByRole('button', { name: 'Next dashboard' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    await advance(0);
    expect(position()).toHaveTextContent('2 / 3');
    fireEvent.keyDown(next, { key: ' ', code: 'Space' });
    await advance(0);
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  test('the buttons do the same', async () => {
    await openRotating();
    await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' });
    fireEvent.click(screen.getByRole('button', { name: 'Next dashboard' }));
    await advance(0);
    expect(title()).toBe('Leeds Depot');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(ROTATION_MS * 2);
    expect(title()).toBe('Leeds Depot');
    fireEvent.click(screen.getByRole('button', { name: 'Previous dashboard' }));
    await advance(0);
    expect(title()).toBe('Aarhus Harbour');
  });

  test('with sites but no dashboard among them it says so', async () => {
    const noDashboards = buildHierarchy(
      [],
      [{ siteId: 'S-3', siteName: 'Grid Only', meters: [{ type: 'grid' }], deviceIds: [] }],
      [],
    );
    await openRotating(noDashboards);
    expect(screen.getByRole('status')).toHaveTextContent('There is no dashboard to show');
  });
});
