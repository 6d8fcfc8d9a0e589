import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { formatTimestamp } from '@bess/shared';
import { DashboardPage } from '../DashboardPage';
import {
  FLEET,
  dashboardAnswer,
  renderDashboard,
  sharingAnswer,
  testUser,
  type FakeRoutes,
  type SeenRequest,
} from '../testing/renderDashboard';

const TOKEN = 'bess_share_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const ok = (body: unknown) => ({ status: 200, body });

/** The dashboard S-1 opened by a signed-in user, with the sharing calls answered by `sharing`. */
async function openShared(sharing: FakeRoutes, notify = jest.fn()) {
  const rendered = await renderDashboard(<DashboardPage />, {
    path: '/dashboard/S-1',
    user: testUser(),
    configuration: FLEET,
    notify,
    routes: { 'GET /Dashboard/S-1': ok(dashboardAnswer()), ...sharing },
  });
  await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' });
  return { ...rendered, notify };
}

/** The PUT bodies sent so far. */
const puts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('anonymous sharing controls (spec 1) for those the server lets change them', () => {
  test('switch on: the link with the share token, a Copy button; switch off: the link is gone', async () => {
    let state = sharingAnswer();
    const { seen } = await openShared({
      'GET /DashboardSharing?id=S-1': () => ok(state),
      'PUT /DashboardSharing': (request) => {
        const { isEnabled } = request.body as { isEnabled: boolean };
        state = sharingAnswer({ isEnabled, shareToken: isEnabled ? TOKEN : null });
        return ok(state);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share dashboard' }));
    const panel = within(screen.getByRole('region', { name: 'Anonymous sharing' }));
    const toggle = panel.getByRole('switch', { name: 'Share this dashboard' });
    expect(toggle).not.toBeChecked();
    expect(panel.getByText('The dashboard is not shared')).toBeInTheDocument();
    expect(panel.queryByRole('textbox', { name: 'Link to the dashboard' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    // Sharing gives anyone with the link a view: asked first, sent only once confirmed.
    expect(puts(seen)).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const link = await panel.findByRole('textbox', { name: 'Link to the dashboard' });
    expect(link).toHaveValue(`${window.location.origin}/dashboard/S-1?share=${TOKEN}`);
    expect(panel.getByRole('switch', { name: 'Share this dashboard' })).toBeChecked();
    expect(panel.getByText('Anyone with the link can see this dashboard')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await userEvent.click(panel.getByRole('switch', { name: 'Share this dashboard' }));
    await waitFor(() =>
      expect(panel.queryByRole('textbox', { name: 'Link to the dashboard' })).not.toBeInTheDocument(),
    );
    expect(panel.getByText('The dashboard is not shared')).toBeInTheDocument();
    expect(puts(seen)).toEqual([
      { id: 'S-1', isEnabled: true },
      { id: 'S-1', isEnabled: false },
    ]);
  });

  test('Copy puts the link on the clipboard and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { notify } = await openShared({
      'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ isEnabled: true, shareToken: TOKEN })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dashboard/S-1?share=${TOKEN}`);
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The link has been copied' });
  });

  test('an expiry date: picked, it is sent as the end of that day; the link shows until when it works', async () => {
    let state = sharingAnswer({ isEnabled: true, shareToken: TOKEN });
    const { seen } = await openShared({
      'GET /DashboardSharing?id=S-1': () => ok(state),
      'PUT /DashboardSharing': (request) => {
        state = { ...state, expiresAt: (request.body as { expiresAt: string | null }).expiresAt };
        return ok(state);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share dashboard' }));
    const field = screen.getByPlaceholderText('No expiry');
    await userEvent.click(field);
    await userEvent.type(field, '2099-12-31{Enter}');
    const expiresAt = dayjs('2099-12-31').endOf('day').toISOString();
    await waitFor(() => expect(puts(seen)).toEqual([{ id: 'S-1', isEnabled: true, expiresAt }]));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      await screen.findByText(`The link works until ${formatTimestamp(expiresAt, 'yyyy-MM-dd', zone, 'minutes')}`),
    ).toBeInTheDocument();
  });

  test('someone the server does not let change it sees no sharing controls', async () => {
    const { seen } = await openShared({ 'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ canChange: false })) });
    await waitFor(() => expect(seen.some((r) => r.path === '/DashboardSharing?id=S-1')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Share dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the portal' })).toBeInTheDocument();
  });

  test("spec 8: a failed load shows 'Error loading the dashboard sharing settings'", async () => {
    await openShared({ 'GET /DashboardSharing?id=S-1': { status: 403, body: { message: 'Access denied' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the dashboard sharing settings');
    expect(screen.queryByRole('button', { name: 'Share dashboard' })).not.toBeInTheDocument();
  });

  test("spec 8: a failed change says 'Error updating the dashboard sharing settings' and stays off", async () => {
    const { notify } = await openShared({
      'GET /DashboardSharing?id=S-1': ok(sharingAnswer()),
      'PUT /DashboardSharing': { status: 403, body: { message: 'Access denied' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share dashboard' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Share this dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Error updating the dashboard sharing settings' }),
    );
    expect(screen.getByRole('switch', { name: 'Share this dashboard' })).not.toBeChecked();
  });
});
