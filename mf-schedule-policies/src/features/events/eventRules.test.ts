import type { Wire } from '@bess/shared';
import { checkEventForm, type EventFormValues } from './eventRules';

const CPH = 'Europe/Copenhagen';
const at = (day: number, hour: number, minute = 0) => ({ year: 2026, month: 11, day, hour, minute });
const stored: Wire.ScheduleEvent[] = [
  {
    id: 'E1',
    siteId: 'S1',
    description: '',
    startTime: '2026-11-23T09:00:00.000Z', // 10:00 in Copenhagen
    endTime: '2026-11-23T11:00:00.000Z', // 12:00
    endMode: 0,
    eventType: 0,
    rate: 5,
  },
];
const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  eventType: 0,
  description: '',
  start: at(23, 13),
  end: at(23, 14),
  rate: '5',
  fullyChargedBy: null,
  ...overrides,
});
const errorsOf = (values: EventFormValues) => {
  const result = checkEventForm(values, CPH, stored);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e.key]));
};

describe('event form rules', () => {
  it('a valid Charge event gives UTC instants of the site wall clock and its rate', () => {
    expect(checkEventForm(form({ rate: '2,5' }), CPH, stored)).toEqual({
      ok: true,
      startTime: '2026-11-23T12:00:00.000Z',
      endTime: '2026-11-23T13:00:00.000Z',
      rate: 2.5,
      fullyChargedBy: null,
    });
  });

  it.each<[string, Partial<EventFormValues>, Record<string, string>]>([
    ['missing start and end', { start: null, end: null }, { start: 'required', end: 'required' }],
    ['end before start', { start: at(23, 14), end: at(23, 13) }, { end: 'endBeforeStart' }],
    ['end equal to start', { start: at(23, 14), end: at(23, 14) }, { end: 'endBeforeStart' }],
    ['overlapping a stored event', { start: at(23, 11), end: at(23, 13) }, { start: 'overlap' }],
    ['touching a stored event is fine', { start: at(23, 12), end: at(23, 13) }, {}],
    ['a negative charge rate', { rate: '-1' }, { rate: 'ratePositive' }],
    ['a rate that is not a number', { rate: 'abc' }, { rate: 'required' }],
    ['Charge without a rate: full power', { rate: '' }, {}],
    ['OR Model needs a rate', { eventType: 1, rate: '' }, { rate: 'required' }],
    ['Manual set point may be negative', { eventType: 3, rate: '-3' }, {}],
    ['Manual set point cannot be 0', { eventType: 3, rate: '0' }, { rate: 'setPointNotZero' }],
    ['Hold charge ignores the rate', { eventType: 2, rate: 'abc' }, {}],
    ['fully charged by after the end', { fullyChargedBy: at(23, 15) }, { fullyChargedBy: 'fullyChargedByOutside' }],
    ['fully charged by inside', { fullyChargedBy: at(23, 14) }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(errorsOf(form(overrides))).toEqual(expected);
  });

  it('an edited event does not overlap itself; the overlap names the other event', () => {
    expect(errorsOf(form({ id: 'E1', start: at(23, 10), end: at(23, 11) }))).toEqual({});
    const result = checkEventForm(form({ start: at(23, 9), end: at(23, 10, 30) }), CPH, stored);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.start?.other?.id).toBe('E1');
  });

  it('Hold charge sends no rate', () => {
    const result = checkEventForm(form({ eventType: 2, rate: '7' }), CPH, stored);
    expect(result.ok && result.rate).toBe(null);
  });
});
