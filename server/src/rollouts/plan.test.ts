import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cutIntoWaves, hourInWindow, planOrder, waveSettingsOf, waveSizes, windowOpen, windowOpensAt } from './plan';

describe('rollout plan: wave sizes from a canary and shares', () => {
  const cases: [string, number, { canaryCount: number; shares: number[] }, number[]][] = [
    [
      'the defaults: a canary of 1, then 10 % and 30 % of the rest, then the rest',
      101,
      waveSettingsOf(undefined),
      [1, 10, 30, 60],
    ],
    ['shares that reach every device make no extra wave', 20, { canaryCount: 2, shares: [0.5, 0.5] }, [2, 9, 9]],
    ['a share is rounded up: 10 % of 5 devices is one device', 6, { canaryCount: 1, shares: [0.1, 0.3] }, [1, 1, 1, 3]],
    [
      'rounding on the running total keeps the sum: 3 x 1/3 of 10',
      10,
      { canaryCount: 0, shares: [1 / 3, 1 / 3, 1 / 3] },
      [4, 3, 3],
    ],
    ['0.3 of 10 is 3, not 4 (no float noise)', 11, { canaryCount: 1, shares: [0.3] }, [1, 3, 7]],
    [
      'shares over 1 in all: the later ones are empty and left out',
      10,
      { canaryCount: 0, shares: [0.8, 0.8, 0.5] },
      [8, 2],
    ],
    ['a canary larger than the fleet is the whole fleet', 3, { canaryCount: 5, shares: [0.5] }, [3]],
    ['no canary, no shares left: one wave', 4, { canaryCount: 0, shares: [1] }, [4]],
    ['one device', 1, { canaryCount: 1, shares: [0.1, 0.3] }, [1]],
    ['no devices, no waves', 0, { canaryCount: 1, shares: [0.5] }, []],
  ];
  for (const [name, devices, settings, expected] of cases) {
    it(name, () => {
      const sizes = waveSizes(devices, settings);
      assert.deepEqual(sizes, expected);
      assert.equal(
        sizes.reduce((a, b) => a + b, 0),
        devices,
        'every device in a wave',
      );
      assert.ok(
        sizes.every((n) => n > 0),
        'no empty wave',
      );
    });
  }

  it('every device is in exactly one wave, in the order given', () => {
    const ids = Array.from({ length: 37 }, (_, i) => `SC-${String(i).padStart(9, '0')}`);
    const waves = cutIntoWaves(ids, { canaryCount: 2, shares: [0.1, 0.25, 0.25] });
    assert.deepEqual(waves.flat(), ids);
    assert.deepEqual(
      waves.map((w) => w.length),
      waveSizes(37, { canaryCount: 2, shares: [0.1, 0.25, 0.25] }),
    );
  });
});

describe('rollout plan: the order deals sites out, so early waves touch many sites', () => {
  it('takes the first device of each site, then the second of each, by id', () => {
    const order = planOrder([
      { deviceId: 'SC-3', siteId: 'S-B' },
      { deviceId: 'SC-1', siteId: 'S-A' },
      { deviceId: 'SC-2', siteId: 'S-A' },
      { deviceId: 'SC-5', siteId: null },
      { deviceId: 'SC-4', siteId: 'S-B' },
      { deviceId: 'SC-0', siteId: 'S-A' },
    ]);
    assert.deepEqual(
      order.map((d) => d.deviceId),
      ['SC-5', 'SC-0', 'SC-3', 'SC-1', 'SC-4', 'SC-2'],
    );
  });
});

describe('rollout plan: install windows in each site’s own zone', () => {
  const cases: [string, number, { startHour: number; endHour: number }, boolean][] = [
    ['inside a day window', 2, { startHour: 1, endHour: 5 }, true],
    ['its start hour is inside', 1, { startHour: 1, endHour: 5 }, true],
    ['its end hour is not', 5, { startHour: 1, endHour: 5 }, false],
    ['across midnight: late evening', 23, { startHour: 22, endHour: 4 }, true],
    ['across midnight: early morning', 3, { startHour: 22, endHour: 4 }, true],
    ['across midnight: noon is outside', 12, { startHour: 22, endHour: 4 }, false],
    ['the same hour for start and end is the whole day', 17, { startHour: 6, endHour: 6 }, true],
  ];
  for (const [name, hour, window, open] of cases) {
    it(name, () => assert.equal(hourInWindow(hour, window), open));
  }

  it('one instant is inside the window in one site and outside it in another', () => {
    // 2026-11-22 01:30 UTC: 02:30 in Copenhagen, 01:30 in London, 20:30 the day before in New York
    const at = Date.parse('2026-11-22T01:30:00Z');
    const window = { startHour: 2, endHour: 4 };
    assert.equal(windowOpen(at, 'Europe/Copenhagen', window), true);
    assert.equal(windowOpen(at, 'Europe/London', window), false);
    assert.equal(windowOpen(at, 'America/New_York', window), false);
    assert.equal(windowOpen(at, 'America/New_York', null), true, 'no window: any time');
  });

  it('tells when a closed window opens next, in the zone, and nothing while it is open', () => {
    const at = Date.parse('2026-11-22T01:30:00Z');
    const window = { startHour: 2, endHour: 4 };
    assert.equal(windowOpensAt(at, 'Europe/Copenhagen', window), null);
    assert.equal(new Date(windowOpensAt(at, 'Europe/London', window)!).toISOString(), '2026-11-22T02:00:00.000Z');
    assert.equal(new Date(windowOpensAt(at, 'America/New_York', window)!).toISOString(), '2026-11-22T07:00:00.000Z');
    // a zone half an hour off UTC: 02:00 in Kolkata is 20:30 UTC
    assert.equal(new Date(windowOpensAt(at, 'Asia/Kolkata', window)!).toISOString(), '2026-11-22T20:30:00.000Z');
  });
});
