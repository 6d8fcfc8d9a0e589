import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRequestTime, siteTimezone, zonedParts, zonedToEpochMs } from './time';

describe("the server's time in a site's timezone (shared's dayjs helpers underneath)", () => {
  it('spec 3: a missing or unknown zone is GMT', () => {
    assert.equal(siteTimezone(null), 'GMT');
    assert.equal(siteTimezone('Mars/Olympus_Mons'), 'GMT');
    assert.equal(siteTimezone('Europe/Copenhagen'), 'Europe/Copenhagen');
  });

  it('the wall clock of an instant, on both sides of a DST change', () => {
    // 2026-03-29 01:00 UTC: Copenhagen moves from 02:00 (CET) to 03:00 (CEST).
    assert.deepEqual(zonedParts(Date.parse('2026-03-29T00:59:30Z'), 'Europe/Copenhagen'), {
      year: 2026,
      month: 3,
      day: 29,
      hour: 1,
      minute: 59,
      second: 30,
    });
    assert.equal(zonedParts(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Copenhagen').hour, 3);
    assert.equal(zonedParts(Date.parse('2026-11-22T23:30:00Z'), 'Asia/Kolkata').hour, 5);
  });

  for (const [label, args, expected] of [
    ['local midnight', ['Europe/London', 2026, 7, 1] as const, '2026-06-30T23:00:00.000Z'],
    ['day 32 rolls over to the next month', ['Europe/Copenhagen', 2026, 1, 32] as const, '2026-01-31T23:00:00.000Z'],
    ['month 13 rolls over to the next year', ['GMT', 2026, 13] as const, '2027-01-01T00:00:00.000Z'],
    [
      'a time skipped by DST is the instant after the gap',
      ['Europe/Copenhagen', 2026, 3, 29, 2, 30] as const,
      '2026-03-29T01:30:00.000Z',
    ],
    ['a half-hour zone', ['Asia/Kolkata', 2026, 11, 23] as const, '2026-11-22T18:30:00.000Z'],
  ] as const) {
    it(`a wall-clock time back to an instant: ${label}`, () => {
      const [zone, ...fields] = args;
      assert.equal(new Date(zonedToEpochMs(zone, ...(fields as [number, number]))).toISOString(), expected);
    });
  }

  it('a request time: an offset makes an instant, none reads it in the zone, nonsense is null', () => {
    assert.equal(parseRequestTime('2026-06-01T12:00:00+02:00', 'GMT'), Date.parse('2026-06-01T10:00:00Z'));
    assert.equal(parseRequestTime('2026-06-01T12:00:00', 'Europe/Copenhagen'), Date.parse('2026-06-01T10:00:00Z'));
    assert.equal(parseRequestTime('2026-06-01', 'Europe/London'), Date.parse('2026-05-31T23:00:00Z'));
    assert.equal(parseRequestTime('2026-13-01', 'GMT'), null);
  });
});
