import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meterOutcome } from './live';
import { meterOutcomeSetting, parseMeterOutcomes } from './meterOutcomes';

test('the setting maps device ids to spec 4 outcomes and ignores the rest', () => {
  const map = parseMeterOutcomes(' SC-000000124=noResponse, sc-000000131=timedOut,SC-1=bogus,broken');
  assert.equal(map.get('SC-000000124'), 'noResponse');
  assert.equal(map.get('SC-000000131'), 'timedOut');
  assert.equal(map.size, 2);
});

test('a device named in the setting ends its meter set-up with that outcome', () => {
  const env = { SIMULATOR_METER_OUTCOMES: 'SC-000000123=gridMeterInverted' };
  assert.equal(meterOutcomeSetting('SC-000000123', env), 'gridMeterInverted');
  assert.equal(meterOutcomeSetting('SC-000000131', env), null);
});

test('without the setting the device number decides; with it each failure stops at its step', () => {
  const before = process.env.SIMULATOR_METER_OUTCOMES;
  try {
    delete process.env.SIMULATOR_METER_OUTCOMES;
    assert.equal(meterOutcome('SC-000000123').result, 'success');
    assert.equal(meterOutcome('SC-000000126').result, 'noResponse');
    process.env.SIMULATOR_METER_OUTCOMES = 'SC-000000123=noLoadDetected,SC-000000126=success';
    assert.deepEqual(meterOutcome('SC-000000123'), { result: 'noLoadDetected', failAtStep: 5 });
    assert.equal(meterOutcome('SC-000000126').result, 'success');
  } finally {
    if (before === undefined) delete process.env.SIMULATOR_METER_OUTCOMES;
    else process.env.SIMULATOR_METER_OUTCOMES = before;
  }
});
