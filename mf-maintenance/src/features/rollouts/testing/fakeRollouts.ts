/** Test-only: rollouts as the server answers them, and the rollout calls on the shared fake API. */
import type { Wire } from '@bess/shared';
import { fakeApi, reply, type FakeHandlers } from '@bess/shared/testing';

const ZERO = { pending: 0, sent: 0, installing: 0, done: 0, failed: 0, skipped: 0 };

/** A rollout of 10 devices in 3 waves (1, 3, 6) to spec 9's target; `extra` changes what a test is about. */
export function aRollout(extra: Partial<Wire.Rollout> = {}): Wire.Rollout {
  return {
    id: 'R-1',
    name: 'Autumn fleet update',
    target: { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' },
    selection: { siteIds: ['S-1'] },
    waves: { canaryCount: 1, shares: [0.1, 0.3] },
    soakMinutes: 60,
    maxFailedShare: 0.1,
    installTimeoutMinutes: 30,
    installWindow: null,
    status: 'draft',
    currentWave: null,
    waveCount: 3,
    deviceCount: 10,
    totals: { ...ZERO, pending: 10 },
    progress: [
      { wave: 1, devices: 1, ...ZERO, pending: 1, failedShare: 0, startedAt: null, finishedAt: null },
      { wave: 2, devices: 3, ...ZERO, pending: 3, failedShare: 0, startedAt: null, finishedAt: null },
      { wave: 3, devices: 6, ...ZERO, pending: 6, failedShare: 0, startedAt: null, finishedAt: null },
    ],
    nextWaveAt: null,
    haltReason: null,
    createdBy: 'super@demo.test',
    createdAt: '2026-11-20T09:30:00.000Z',
    startedBy: null,
    startedAt: null,
    updatedAt: '2026-11-20T09:30:00.000Z',
    endedAt: null,
    ...extra,
  };
}

/** One device of a rollout. */
export function aRolloutDevice(extra: Partial<Wire.RolloutDevice> = {}): Wire.RolloutDevice {
  return {
    rolloutId: 'R-1',
    deviceId: 'SC-000000001',
    siteId: 'S-1',
    siteName: 'Harbour',
    wave: 1,
    state: 'pending',
    failureReason: null,
    buildBefore: 'RTM_main_20250623.3',
    reportedBuild: 'RTM_main_20250623.3',
    sentAt: null,
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...extra,
  };
}

/** The rollout calls over a list of rollouts the actions change, and whatever else a test declares. */
export function fakeRolloutsApi(
  initial: { rollouts?: Wire.Rollout[]; devices?: Wire.RolloutDevice[] } = {},
  more: FakeHandlers = {},
) {
  const state = { rollouts: initial.rollouts ?? [], devices: initial.devices ?? [] };
  const find = (id: string) => state.rollouts.find((r) => r.id === id);
  const setStatus = (id: string, status: Wire.RolloutStatus) => {
    const found = find(id);
    if (!found) return reply(404);
    const changed = { ...found, status, ...(status === 'running' && { currentWave: 1, startedBy: 'super@demo.test' }) };
    state.rollouts = state.rollouts.map((r) => (r.id === id ? changed : r));
    return changed;
  };
  const api = fakeApi({
    listRollouts: () => ({ rollouts: state.rollouts, total: state.rollouts.length }),
    getRollout: ({ input }) => find(input.id) ?? reply(404),
    getRolloutDevices: ({ input }) => {
      const devices = state.devices.filter(
        (d) =>
          (input.wave === undefined || d.wave === input.wave) && (input.state === undefined || d.state === input.state),
      );
      return { devices, total: devices.length };
    },
    startRollout: ({ input }) => setStatus(input.id, 'running'),
    pauseRollout: ({ input }) => setStatus(input.id, 'paused'),
    resumeRollout: ({ input }) => setStatus(input.id, 'running'),
    abortRollout: ({ input }) => setStatus(input.id, 'aborted'),
    ...more,
  });
  return { ...api, state };
}
