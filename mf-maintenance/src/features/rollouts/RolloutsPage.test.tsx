import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role, SelectionType } from '@bess/shared';
import { reply } from '@bess/shared/testing';
import { renderInHost, testUser } from '../maintenance/testing/renderMaintenance';
import { RolloutsPage } from './RolloutsPage';
import { aRollout, aRolloutDevice, fakeRolloutsApi } from './testing/fakeRollouts';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const superAdmin = testUser(Role.SuperAdmin, 1);
const render = (server: ReturnType<typeof fakeRolloutsApi>, listedDeviceIds?: readonly string[]) =>
  renderInHost(<RolloutsPage />, {
    server: server as never,
    user: superAdmin,
    siteLevel: 1,
    selection: { id: null, selectionType: SelectionType.NONE, name: null },
    ...(listedDeviceIds && { listedDeviceIds }),
  });
const sent = (server: ReturnType<typeof fakeRolloutsApi>, name: string) =>
  server.requests.filter((r) => r.name === name);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the history', () => {
  it('lists the rollouts with their status in words and their progress', async () => {
    const server = fakeRolloutsApi({
      rollouts: [
        aRollout({
          id: 'R-2',
          name: 'Canary of the new build',
          status: 'running',
          target: { firmwareBranch: 'RTM_beta', firmwareBuild: '20251101.2' },
          totals: { pending: 6, sent: 0, installing: 0, done: 3, failed: 1, skipped: 0 },
        }),
        aRollout({ id: 'R-1', name: 'Autumn fleet update', status: 'halted' }),
      ],
    });
    await render(server);
    const table = (await screen.findByText('Canary of the new build')).closest('table')!;
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Canary of the new build')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('RTM_beta 20251101.2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Running')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 done, 1 failed of 10')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Autumn fleet update')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Halted')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('super@demo.test')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    await render(fakeRolloutsApi());
    expect(await screen.findByText('No firmware rollouts yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    const server = fakeRolloutsApi({}, { listRollouts: reply(500) });
    await render(server);
    expect(await screen.findByText('The rollouts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a new rollout', () => {
  async function openForm(server: ReturnType<typeof fakeRolloutsApi>, listedDeviceIds?: readonly string[]) {
    await render(server, listedDeviceIds);
    await userEvent.click(await screen.findByRole('button', { name: 'New rollout' }));
    await screen.findByText('New firmware rollout');
    await userEvent.type(screen.getByLabelText('Name'), 'Harbour first');
  }

  it('refuses a bad value beside its field and sends nothing', async () => {
    const server = fakeRolloutsApi();
    await openForm(server);
    const soak = screen.getByLabelText('Soak time between waves (minutes)');
    await userEvent.clear(soak);
    await userEvent.type(soak, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const message = await waitFor(() => {
      const found = document.getElementById('rollout-soakMinutes-error');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(message.textContent).toMatch(/0/);
    // The message sits in the soak field's own form item.
    expect(soak.closest('.ant-form-item')).toContainElement(message);
    expect(sent(server, 'previewRollout')).toHaveLength(0);
    expect(sent(server, 'createRollout')).toHaveLength(0);
  });

  it('takes the devices the sidebar list shows, each once beside those picked by hand, and can leave them out', async () => {
    const server = fakeRolloutsApi(
      {},
      { previewRollout: { deviceCount: 3, alreadyOnTarget: 0, waves: [{ wave: 1, devices: 3 }], sites: [] } },
    );
    await openForm(server, ['SC-000000001', 'SC-000000002', 'SC-000000003']);
    fireEvent.mouseDown(screen.getByLabelText('Single devices'));
    await userEvent.click(await screen.findByTitle('SC-000000001'));
    await userEvent.click(screen.getByRole('button', { name: 'Take the devices the list shows now' }));
    expect(screen.getByText('3 devices the list showed (its search and filters)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(sent(server, 'previewRollout')).toHaveLength(1));
    expect(sent(server, 'previewRollout')[0]?.body).toMatchObject({
      selection: { deviceIds: ['SC-000000001', 'SC-000000002', 'SC-000000003'] },
    });

    // Back to the settings from the preview.
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave them out' }));
    expect(screen.queryByText(/the list showed/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(sent(server, 'previewRollout')).toHaveLength(2));
    expect(sent(server, 'previewRollout')[1]?.body).toMatchObject({ selection: { deviceIds: ['SC-000000001'] } });
  });

  it('offers no list where the host has none (an embed)', async () => {
    await openForm(fakeRolloutsApi());
    expect(screen.queryByRole('button', { name: 'Take the devices the list shows now' })).not.toBeInTheDocument();
  });

  it('previews the waves and the sites\u2019 windows before anything is made, then creates the draft', async () => {
    const created = aRollout({ id: 'R-9', name: 'Harbour first', waveCount: 2, deviceCount: 4 });
    const server = fakeRolloutsApi(
      { rollouts: [] },
      {
        createRollout: () => {
          server.state.rollouts = [created];
          return created;
        },
        previewRollout: {
          deviceCount: 4,
          alreadyOnTarget: 1,
          waves: [
            { wave: 1, devices: 1 },
            { wave: 2, devices: 3 },
          ],
          sites: [
            {
              siteId: 'S-1',
              siteName: 'Harbour',
              timezone: 'Europe/Copenhagen',
              devices: 4,
              windowOpen: true,
              windowOpensAt: null,
            },
          ],
        },
      },
    );
    await openForm(server);
    // The site picker: the test site of the host's configuration.
    fireEvent.mouseDown(screen.getByLabelText('Sites'));
    await userEvent.click(await screen.findByTitle('Harbour'));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('4 devices in 2 waves')).toBeInTheDocument();
    expect(within(preview).getByText('1 already report the target build and are sent it again')).toBeInTheDocument();
    const cells = within(preview)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual(
      expect.arrayContaining([
        ['1', '1'],
        ['2', '3'],
        ['Harbour', 'Europe/Copenhagen', '4', 'Open now'],
      ]),
    );
    expect(sent(server, 'previewRollout')[0]?.body).toEqual({
      selection: { siteIds: ['S-1'] },
      waves: { canaryCount: 1, shares: [0.1, 0.3] },
      installWindow: null,
    });
    expect(sent(server, 'createRollout')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(sent(server, 'createRollout')).toHaveLength(1));
    expect(sent(server, 'createRollout')[0]?.body).toMatchObject({
      name: 'Harbour first',
      selection: { siteIds: ['S-1'] },
      soakMinutes: 60,
      maxFailedShare: 0.1,
      installTimeoutMinutes: 30,
    });
    // The draft's own page opens; nothing is started.
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(sent(server, 'startRollout')).toHaveLength(0);
  });
});

describe('one rollout', () => {
  it('asks before it starts, then starts it', async () => {
    window.history.replaceState(null, '', '/main/rollouts?rollout=R-1');
    const server = fakeRolloutsApi({ rollouts: [aRollout()], devices: [aRolloutDevice()] });
    await render(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Start the rollout? 10 devices in 3 waves get firmware RTM_main 20251013.1.'),
    ).toBeInTheDocument();
    expect(sent(server, 'startRollout')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent(server, 'startRollout')).toHaveLength(1));
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('does not start when the person cancels', async () => {
    window.history.replaceState(null, '', '/main/rollouts?rollout=R-1');
    const server = fakeRolloutsApi({ rollouts: [aRollout()] });
    await render(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(sent(server, 'startRollout')).toHaveLength(0);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('shows why its rule halted it, wave progress and failed devices in words', async () => {
    window.history.replaceState(null, '', '/main/rollouts?rollout=R-1');
    const halted = aRollout({
      status: 'halted',
      currentWave: 2,
      haltReason: {
        rule: 'maxFailedShare',
        wave: 2,
        devices: 3,
        failed: 2,
        failedShare: 2 / 3,
        maxFailedShare: 0.1,
        waveEnded: true,
        reasons: { installFailed: 1, offline: 1, notOnTarget: 0 },
        at: '2026-11-20T11:00:00.000Z',
      },
    });
    halted.progress[1] = { ...halted.progress[1]!, pending: 0, done: 1, failed: 2, failedShare: 2 / 3 };
    const server = fakeRolloutsApi({
      rollouts: [halted],
      devices: [aRolloutDevice({ deviceId: 'SC-000000002', wave: 2, state: 'failed', failureReason: 'installFailed' })],
    });
    await render(server);
    expect(await screen.findByText('Halted by its abort rule')).toBeInTheDocument();
    expect(
      screen.getByText(/Wave 2: 2 of 3 devices failed \(66\.7 %\), more than the limit of 10 %\. The wave had ended\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Install failed: 1, offline: 1, not on the target build: 0.')).toBeInTheDocument();
    expect(screen.getByText('Wave 1 (1 device)')).toBeInTheDocument();
    expect(screen.getByText('Wave 2 (3 devices)')).toBeInTheDocument();
    expect(screen.getByText('1 done, 2 failed, 0 installing, 0 waiting')).toBeInTheDocument();
    expect(await screen.findByText('The device reported that the install failed')).toBeInTheDocument();
    // A halted rollout only aborts.
    expect(screen.getByRole('button', { name: 'Abort' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });
});
