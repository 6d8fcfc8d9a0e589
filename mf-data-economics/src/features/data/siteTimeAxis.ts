import { zonedInstant, zonedParts, type WallClock } from '@bess/shared';

/**
 * The data chart's time axis in the site's timezone (spec 4: times are the site's). The chart library puts its ticks
 * at the browser's midnights and labels every one with date and time, so dense labels turned vertical; these ticks
 * fall on the site's whole minutes, hours, midnights or months, and each label says only what changed.
 */

type Unit = 'minute' | 'hour' | 'day' | 'month';

interface Step {
  unit: Unit;
  n: number;
  /** About how long one step is, to choose a step for a tick count. */
  ms: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const STEPS: readonly Step[] = [
  ...[1, 2, 5, 10, 15, 30].map((n) => ({ unit: 'minute' as const, n, ms: n * MINUTE })),
  ...[1, 2, 3, 6, 12].map((n) => ({ unit: 'hour' as const, n, ms: n * HOUR })),
  ...[1, 2, 7, 14].map((n) => ({ unit: 'day' as const, n, ms: n * DAY })),
  ...[1, 2, 3, 6, 12].map((n) => ({ unit: 'month' as const, n, ms: n * 30 * DAY })),
];

/** The smallest step that gives at most `count` ticks over the span. */
export function stepFor(spanMs: number, count: number): Step {
  return STEPS.find((step) => step.ms * Math.max(1, count) >= spanMs) ?? STEPS[STEPS.length - 1]!;
}

/** The wall clock of the first tick: `from`'s wall clock cut down to the step (a Monday for weeks). */
function firstWall(from: number, step: Step, zone: string): WallClock {
  const p = zonedParts(from, zone);
  const down = (value: number, base = 0) => Math.floor((value - base) / step.n) * step.n + base;
  switch (step.unit) {
    case 'minute':
      return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: down(p.minute) };
    case 'hour':
      return { year: p.year, month: p.month, day: p.day, hour: down(p.hour) };
    case 'day': {
      if (step.n % 7 !== 0) return { year: p.year, month: p.month, day: down(p.day, 1) };
      const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7; // Monday 0
      return { year: p.year, month: p.month, day: p.day - weekday };
    }
    case 'month':
      return { year: p.year, month: down(p.month, 1) };
  }
}

function advance(wall: WallClock, step: Step, times: number): WallClock {
  const by = step.n * times;
  switch (step.unit) {
    case 'minute':
      return { ...wall, minute: (wall.minute ?? 0) + by };
    case 'hour':
      return { ...wall, hour: (wall.hour ?? 0) + by };
    case 'day':
      return { ...wall, day: (wall.day ?? 1) + by };
    case 'month':
      return { ...wall, month: wall.month + by };
  }
}

/**
 * Ticks (epoch ms) between `from` and `to` on the site's wall clock: whole steps of minutes, hours, days (midnights)
 * or months, at most about `count` of them. Steps count wall-clock time, so a tick every 6 hours stays at 00, 06, 12
 * and 18 across a DST change.
 */
export function siteTimeTicks(from: number, to: number, count: number, zone: string): number[] {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return Number.isFinite(from) ? [from] : [];
  const step = stepFor(to - from, count);
  const start = firstWall(from, step, zone);
  const ticks: number[] = [];
  // A bound on the loop: a step is never shorter than the span / count, so about count + 2 ticks are enough.
  for (let i = 0; i < count + 3; i++) {
    const tick = zonedInstant(advance(start, step, i), zone);
    if (tick > to) break;
    if (tick >= from && tick !== ticks[ticks.length - 1]) ticks.push(tick);
  }
  return ticks;
}

/**
 * A tick's label: the time of day ('14:00'), or at the site's midnight the date ('25 Nov', in the interface
 * language), or over more than four months the month and year ('Nov 2026').
 */
export function siteTickLabel(zone: string, language: string, spanMs: number): (time: number) => string {
  const time = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = new Intl.DateTimeFormat(language, { timeZone: zone, day: 'numeric', month: 'short' });
  const month = new Intl.DateTimeFormat(language, { timeZone: zone, month: 'short', year: 'numeric' });
  return (ms) => {
    if (spanMs > 120 * DAY) return month.format(ms);
    const p = zonedParts(ms, zone);
    return p.hour === 0 && p.minute === 0 ? date.format(ms) : time.format(ms);
  };
}
