import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLLOUT_STATUSES, type RolloutStatus } from '@bess/shared/contract';
import {
  afterWave,
  judgeWave,
  nextDeviceState,
  overFailedShare,
  statusAfter,
  type DeviceReport,
  type RolloutAction,
  type WaveCounts,
} from './rules';

describe('rollout rules: what a person may do in each status', () => {
  // status -> [start, pause, resume, abort]; '-' is refused (409)
  const table: Record<RolloutStatus, [string, string, string, string]> = {
    draft: ['running', '-', '-', 'aborted'],
    running: ['-', 'paused', '-', 'aborted'],
    paused: ['-', '-', 'running', 'aborted'],
    halted: ['-', '-', '-', 'aborted'],
    completed: ['-', '-', '-', '-'],
    aborted: ['-', '-', '-', '-'],
  };
  const actions: RolloutAction[] = ['start', 'pause', 'resume', 'abort'];
  for (const status of ROLLOUT_STATUSES) {
    it(`${status}: ${table[status].join(', ')}`, () => {
      assert.deepEqual(
        actions.map((a) => statusAfter(status, a) ?? '-'),
        table[status],
      );
    });
  }
});

describe('rollout rules: a device whose update is on its way', () => {
  const TARGET = 'RTM_main_20251013.1';
  const OLD = 'RTM_main_20251002.1';
  const MIN = 60_000;
  const report = (change: Partial<DeviceReport>): DeviceReport => ({
    online: true,
    installing: false,
    reportedBuild: OLD,
    updateDelivered: false,
    failureReported: false,
    ...change,
  });
  const cases: [string, 'sent' | 'installing', Partial<DeviceReport>, number, string][] = [
    ['sent, not delivered yet: stays sent', 'sent', {}, 1 * MIN, '-'],
    [
      'delivered and installing: installing',
      'sent',
      { updateDelivered: true, installing: true },
      1 * MIN,
      'installing',
    ],
    ['still installing: stays installing', 'installing', { updateDelivered: true, installing: true }, 5 * MIN, '-'],
    [
      'online on the target after delivery: done',
      'installing',
      { updateDelivered: true, reportedBuild: TARGET },
      5 * MIN,
      'done',
    ],
    [
      'a device that skipped the installing report is done too',
      'sent',
      { updateDelivered: true, reportedBuild: TARGET },
      1 * MIN,
      'done',
    ],
    ['on the target before the update reached it: not yet done', 'sent', { reportedBuild: TARGET }, 1 * MIN, '-'],
    [
      'on the target but offline: not done',
      'installing',
      { updateDelivered: true, online: false, reportedBuild: TARGET },
      5 * MIN,
      '-',
    ],
    [
      'on the target but still installing: not done',
      'installing',
      { updateDelivered: true, installing: true, reportedBuild: TARGET },
      5 * MIN,
      '-',
    ],
    [
      'the device reports a failed install: failed installFailed',
      'installing',
      { updateDelivered: true, failureReported: true },
      5 * MIN,
      'failed installFailed',
    ],
    [
      'a reported failure wins over the timeout',
      'sent',
      { failureReported: true, online: false },
      90 * MIN,
      'failed installFailed',
    ],
    ['exactly at the timeout: not failed yet', 'installing', { updateDelivered: true, online: false }, 30 * MIN, '-'],
    [
      'done exactly at the timeout: done',
      'installing',
      { updateDelivered: true, reportedBuild: TARGET },
      30 * MIN,
      'done',
    ],
    [
      'just past the timeout and offline: failed offline',
      'installing',
      { updateDelivered: true, online: false },
      30 * MIN + 1,
      'failed offline',
    ],
    [
      'past the timeout, online on the old build: failed notOnTarget',
      'installing',
      { updateDelivered: true },
      30 * MIN + 1,
      'failed notOnTarget',
    ],
    [
      'never delivered (offline when sent), past the timeout: failed offline',
      'sent',
      { online: false },
      31 * MIN,
      'failed offline',
    ],
  ];
  for (const [name, state, change, elapsed, expected] of cases) {
    it(name, () => {
      const step = nextDeviceState(state, report(change), TARGET, elapsed, 30 * MIN);
      const text = step === null ? '-' : step.state === 'failed' ? `failed ${step.reason}` : step.state;
      assert.equal(text, expected);
    });
  }
});

describe('rollout rules: a wave against its failed share', () => {
  const wave = (change: Partial<WaveCounts>): WaveCounts => ({
    devices: 10,
    pending: 0,
    sent: 0,
    installing: 0,
    done: 0,
    failed: 0,
    skipped: 0,
    ...change,
  });
  const cases: [string, Partial<WaveCounts>, number, string][] = [
    ['all done: ended', { done: 10 }, 0.1, 'ended'],
    ['exactly at the limit (1 of 10 under 0.1): ended, not halted', { done: 9, failed: 1 }, 0.1, 'ended'],
    ['just over the limit (2 of 10 under 0.1): halt', { done: 8, failed: 2 }, 0.1, 'halt ended'],
    ['exactly at a limit float arithmetic rounds (3 of 10 under 0.3)', { done: 7, failed: 3 }, 0.3, 'ended'],
    ['29 of 100 under 0.29 is at the limit', { devices: 100, done: 71, failed: 29 }, 0.29, 'ended'],
    ['devices still on their way: going', { done: 5, sent: 3, pending: 2 }, 0.1, 'going'],
    ['failures already over the limit halt before the wave ends', { failed: 2, pending: 8 }, 0.1, 'halt early'],
    ['failures at the limit with devices to go: going', { failed: 1, installing: 9 }, 0.1, 'going'],
    ['a limit of 0: one failure halts', { failed: 1, done: 9 }, 0, 'halt ended'],
    ['a limit of 1: never halts', { failed: 10 }, 1, 'ended'],
  ];
  for (const [name, counts, max, expected] of cases) {
    it(name, () => {
      const verdict = judgeWave(wave(counts), max);
      const text = verdict.kind === 'halt' ? `halt ${verdict.waveEnded ? 'ended' : 'early'}` : verdict.kind;
      assert.equal(text, expected);
    });
  }

  it('an empty wave is never over its share', () => assert.equal(overFailedShare(0, 0, 0), false));
});

describe('rollout rules: after a wave ended under its limit', () => {
  const ended = Date.parse('2026-11-22T12:00:00Z');
  const cases: [string, number, number, number, string][] = [
    ['the last wave: complete', 3, 3, 0, 'complete'],
    ['soaking', 1, 3, 59 * 60_000, 'soak'],
    ['exactly at the soak time: the next wave', 1, 3, 60 * 60_000, 'nextWave'],
    ['no soak time: the next wave at once', 2, 3, 0, 'nextWave'],
  ];
  for (const [name, wave, count, later, expected] of cases) {
    it(name, () => {
      const soak = name.startsWith('no soak') ? 0 : 60;
      assert.equal(afterWave(wave, count, ended, soak, ended + later), expected);
    });
  }
});
