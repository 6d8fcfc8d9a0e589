import type { Wire } from '@bess/shared';
import { checkInput } from '@bess/shared/contract';
import {
  createEventBody,
  eventFieldOf,
  eventPhase,
  ownEventErrors,
  storedFacts,
  updateEventBody,
  type EventFormValues,
} from './eventRules';

const CPH = 'Europe/Copenhagen';
const at = (day: number, hour: number, minute = 0) => ({ year: 2026, month: 11, day, hour, minute });
// Monday 23 November 2026, 10:10 in Copenhagen (UTC+1).
const NOW = Date.parse('2026-11-23T09:10:00Z');
const E1: Wire.ScheduleEvent = {
  id: 'E1',
  siteId: 'S1',
  description: '',
  startTime: '2026-11-23T09:00:00.000Z', // 10:00 in Copenhagen
  endTime: '2026-11-23T11:00:00.000Z', // 12:00
  endMode: 0,
  eventType: 0,
  rate: 5,
};
const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  eventType: 0,
  description: '',
  start: at(23, 13),
  end: at(23, 14),
  rate: '5',
  fullyChargedBy: null,
  ...overrides,
});
const ownOf = (values: EventFormValues, id?: string) =>
  Object.fromEntries(Object.entries(ownEventErrors(values, CPH, [E1], id)).map(([k, e]) => [k, e.key]));

describe("the event dialog's own rules", () => {
  it.each<[string, Partial<EventFormValues>, Record<string, string>]>([
    ['missing start and end', { start: null, end: null }, { start: 'required', end: 'required' }],
    ['an end before the start is the API rule to name', { start: at(23, 14), end: at(23, 13) }, {}],
    ['overlapping a stored event', { start: at(23, 11), end: at(23, 13) }, { start: 'overlap' }],
    ['touching a stored event is fine', { start: at(23, 12), end: at(23, 13) }, {}],
    ['a negative charge rate', { rate: '-1' }, { rate: 'ratePositive' }],
    ['a rate that is not a number is the API check to name', { rate: 'abc' }, {}],
    ['Charge without a rate: full power', { rate: '' }, {}],
    ['OR Model needs a rate', { eventType: 1, rate: '' }, { rate: 'required' }],
    ['Manual set point may be negative', { eventType: 3, rate: '-3' }, {}],
    ['Manual set point cannot be 0', { eventType: 3, rate: '0' }, { rate: 'setPointNotZero' }],
    ['Hold charge ignores the rate', { eventType: 2, rate: 'abc' }, {}],
    ['fully charged by after the end', { fullyChargedBy: at(23, 15) }, { fullyChargedBy: 'fullyChargedByOutside' }],
    ['fully charged by inside', { fullyChargedBy: at(23, 14) }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(ownOf(form(overrides))).toEqual(expected);
  });

  it('an edited event does not overlap itself; the overlap names the other event', () => {
    expect(ownOf(form({ start: at(23, 10), end: at(23, 11) }), 'E1')).toEqual({});
    expect(ownEventErrors(form({ start: at(23, 9), end: at(23, 10, 30) }), CPH, [E1]).start?.other?.id).toBe('E1');
  });
});

describe('the bodies the API takes from the dialog', () => {
  it('a new event: UTC instants of the site wall clock; the rate read with a decimal comma', () => {
    expect(createEventBody('S1', form({ rate: '2,5', description: 'Cheap night' }), CPH)).toEqual({
      siteId: 'S1',
      description: 'Cheap night',
      startTime: '2026-11-23T12:00:00.000Z',
      endTime: '2026-11-23T13:00:00.000Z',
      endMode: 0,
      eventType: 0,
      rate: 2.5,
      fullyChargedBy: null,
    });
  });

  it.each<[string, Partial<EventFormValues>, unknown]>([
    ['an empty rate is null (full power)', { rate: '' }, null],
    ['a rate that is not a number stays text', { rate: 'abc' }, 'abc'],
    ['Hold charge sends no rate', { eventType: 2, rate: '7' }, null],
  ])('%s', (_, overrides, rate) => {
    expect(createEventBody('S1', form(overrides), CPH)?.rate).toEqual(rate);
  });

  it('no body while a time is not picked', () => {
    expect(createEventBody('S1', form({ start: null }), CPH)).toBeNull();
    expect(updateEventBody(E1, form({ end: null }), CPH, 'planned')).toBeNull();
  });

  it('an update carries no rate and keeps a stored time whose minute is unchanged', () => {
    const withSeconds = { ...E1, startTime: '2026-11-24T09:00:30.000Z', endTime: '2026-11-24T10:00:00.000Z' };
    expect(updateEventBody(withSeconds, form({ start: at(24, 10), end: at(24, 12) }), CPH, 'planned')).toEqual({
      id: 'E1',
      siteId: 'S1',
      description: '',
      startTime: '2026-11-24T09:00:30.000Z',
      endTime: '2026-11-24T11:00:00.000Z',
      endMode: 0,
      eventType: 0,
      fullyChargedBy: null,
    });
  });

  it('a running event sends what is stored but its end', () => {
    const body = updateEventBody(
      E1,
      form({ description: 'Changed', start: at(23, 9), end: at(23, 13) }),
      CPH,
      'running',
    );
    expect(body).toMatchObject({ description: '', startTime: E1.startTime, endTime: '2026-11-23T12:00:00.000Z' });
    // The API's rule agrees: only the end changed, and not into the past.
    expect(checkInput('updateEvent', body, { now: new Date(NOW), storedEvent: storedFacts(E1) })).toEqual([]);
  });

  it('the API check names what the dialog shows beside its fields', () => {
    const body = createEventBody('S1', form({ rate: 'abc' }), CPH);
    const errors = checkInput('createEvent', body, { now: new Date(NOW) });
    expect(errors).toEqual([{ field: 'rate', key: 'validation.validNumber' }]);
    expect(errors.map((e) => eventFieldOf(e.field))).toEqual(['rate']);
    const lastWeek = createEventBody('S1', form({ start: at(16, 13), end: at(16, 14) }), CPH);
    expect(checkInput('createEvent', lastWeek, { now: new Date(NOW) })).toEqual([
      { field: 'startTime', key: 'validation.inPast' },
    ]);
  });
});

describe('what an event may still change', () => {
  it.each([
    ['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z', 'planned'],
    ['2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', 'running'],
    ['2026-11-23T08:00:00Z', '2026-11-23T09:10:00Z', 'ended'],
  ])('%s to %s is %s at 09:10 UTC', (startTime, endTime, phase) => {
    expect(eventPhase({ startTime, endTime }, NOW)).toBe(phase);
  });
});
