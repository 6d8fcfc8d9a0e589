import { DEFAULT_ROLLOUT_FORM, parseShares, rolloutActions, rolloutBody, rolloutRefetchInterval } from './rolloutRules';

it.each([
  ['draft', ['start', 'abort']],
  ['running', ['pause', 'abort']],
  ['paused', ['resume', 'abort']],
  ['halted', ['abort']],
  ['completed', []],
  ['aborted', []],
] as const)('a %s rollout allows %p', (status, actions) => {
  expect(rolloutActions(status)).toEqual(actions);
});

it.each([
  ['running', 3000],
  ['paused', 3000],
  ['draft', false],
  ['halted', false],
  ['completed', false],
  ['aborted', false],
  [undefined, false],
] as const)('a %p rollout is read again every %p ms', (status, interval) => {
  expect(rolloutRefetchInterval(status)).toBe(interval);
});

it.each([
  ['10, 30', [0.1, 0.3]],
  ['25%;50', [0.25, 0.5]],
  ['', []],
  ['10, ten', null],
] as const)('shares %p read as %p', (text, shares) => {
  expect(parseShares(text)).toEqual(shares);
});

it('sends percentages as shares, a window only when not any time, and the target only when another is chosen', () => {
  expect(
    rolloutBody({
      ...DEFAULT_ROLLOUT_FORM,
      name: ' Harbour ',
      deviceIds: ['SC-000000001'],
      maxFailedPercent: 25,
      anyTime: false,
      startHour: 22,
      endHour: 4,
    }),
  ).toEqual({
    name: 'Harbour',
    selection: { deviceIds: ['SC-000000001'] },
    waves: { canaryCount: 1, shares: [0.1, 0.3] },
    installWindow: { startHour: 22, endHour: 4 },
    soakMinutes: 60,
    maxFailedShare: 0.25,
    installTimeoutMinutes: 30,
  });
  expect(
    rolloutBody({ ...DEFAULT_ROLLOUT_FORM, targetKind: 'other', firmwareBranch: 'RTM_beta', firmwareBuild: '1.2' })
      .target,
  ).toEqual({ firmwareBranch: 'RTM_beta', firmwareBuild: '1.2' });
  expect(rolloutBody(DEFAULT_ROLLOUT_FORM).target).toBeUndefined();
});
