import { minuteFormatter } from './minuteFormatter';

test.each([
  // Copenhagen's autumn change: 00:00Z and 01:00Z are both 02:00 on the clock.
  ['Europe/Copenhagen', '2026-10-25T00:00:00Z', '2026-10-25 02:00'],
  ['Europe/Copenhagen', '2026-10-25T01:00:00Z', '2026-10-25 02:00'],
  ['Europe/London', '2026-07-01T23:59:00Z', '2026-07-02 00:59'],
  ['UTC', '2026-01-01T00:00:00Z', '2026-01-01 00:00'],
])('in %s, %s reads %s', (zone, instant, text) => {
  expect(minuteFormatter(zone)(Date.parse(instant))).toBe(text);
});
