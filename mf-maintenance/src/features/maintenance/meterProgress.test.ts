import { meterProgress } from './meterProgress';

const status = (over: object) => ({ deviceId: 'SC-000000001', step: null, result: null, testRunning: false, ...over });

it('nothing ran: idle, set-up offered', () => {
  expect(meterProgress(undefined)).toEqual({ phase: 'idle', stepIndex: -1, result: null, setupOffered: true });
  expect(meterProgress(status({})).phase).toBe('idle');
});

it('spec 4: a running step is shown by its place in the six steps', () => {
  expect(meterProgress(status({ step: 'waitingForDevice' }))).toMatchObject({ phase: 'running', stepIndex: 0 });
  expect(meterProgress(status({ step: 'runningCheck' }))).toMatchObject({ phase: 'running', stepIndex: 4 });
});

it('spec 4: ends in success (every step done) or a named failure at the step reached', () => {
  expect(meterProgress(status({ step: 'runningSetup', result: 'success' }))).toMatchObject({
    phase: 'success',
    stepIndex: 5,
  });
  expect(meterProgress(status({ step: 'runningSetup', result: 'gridMeterInverted' }))).toMatchObject({
    phase: 'failed',
    stepIndex: 3,
    result: 'gridMeterInverted',
  });
});

it('spec 4: set-up is not offered while a test runs', () => {
  expect(meterProgress(status({ step: 'runningCheck', testRunning: true })).setupOffered).toBe(false);
});
