import { PAST_GRACE_MS, inputRuleErrors, type StoredEventFacts } from './inputRules';

const now = new Date('2026-11-22T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

const event = {
  siteId: 'S-1',
  description: 'Night charge',
  startTime: at(60),
  endTime: at(120),
  endMode: 0 as const,
  eventType: 0,
  rate: 10,
};

describe('createEvent', () => {
  it('refuses a start in the past, beyond the grace a form needs', () => {
    expect(inputRuleErrors('createEvent', { ...event, startTime: at(-10) }, { now })).toEqual([
      { field: 'startTime', key: 'validation.inPast' },
    ]);
    const typedNow = new Date(now.getTime() - PAST_GRACE_MS + 1000).toISOString();
    expect(inputRuleErrors('createEvent', { ...event, startTime: typedNow }, { now })).toEqual([]);
  });

  it('reads a time without an offset as UTC, as the server stores it', () => {
    expect(inputRuleErrors('createEvent', { ...event, startTime: '2026-11-22T11:58:00' }, { now })).toEqual([]);
    expect(inputRuleErrors('createEvent', { ...event, startTime: '2026-11-22T11:00:00' }, { now })).toEqual([
      { field: 'startTime', key: 'validation.inPast' },
    ]);
  });

  it("holds the rate within the site's inverters, either sign; no rate or no known power is not judged", () => {
    const power = { inverterMaxPowerKw: 60 };
    expect(inputRuleErrors('createEvent', { ...event, rate: 99_999 }, power)).toEqual([
      { field: 'rate', key: 'validation.between', values: { min: -60, max: 60, unit: ' kW' } },
    ]);
    expect(inputRuleErrors('createEvent', { ...event, rate: -60 }, power)).toEqual([]);
    expect(inputRuleErrors('createEvent', { ...event, rate: null }, power)).toEqual([]);
    expect(inputRuleErrors('createEvent', { ...event, rate: 99_999 }, {})).toEqual([]);
  });
});

describe('updateEvent', () => {
  const { rate: _rate, ...update } = { ...event, id: 'E-1' };
  const stored = (startMinutes: number, endMinutes: number): StoredEventFacts => ({
    startTime: at(startMinutes),
    endTime: at(endMinutes),
    description: 'Night charge',
    eventType: 0,
    fullyChargedBy: null,
  });

  it('an event ahead may change anything but its start into the past', () => {
    const context = { now, storedEvent: stored(60, 120) };
    expect(inputRuleErrors('updateEvent', { ...update, description: 'x', startTime: at(30) }, context)).toEqual([]);
    expect(inputRuleErrors('updateEvent', { ...update, startTime: at(-30) }, context)).toEqual([
      { field: 'startTime', key: 'validation.inPast' },
    ]);
  });

  it('a running event may only change its end, and not into the past', () => {
    const context = { now, storedEvent: stored(-30, 30) };
    const running = { ...update, startTime: at(-30), endTime: at(30) };
    expect(inputRuleErrors('updateEvent', { ...running, endTime: at(90) }, context)).toEqual([]);
    expect(inputRuleErrors('updateEvent', { ...running, endTime: at(0) }, context)).toEqual([]);
    expect(inputRuleErrors('updateEvent', { ...running, endTime: at(-20) }, context)).toEqual([
      { field: 'endTime', key: 'validation.endInPast' },
    ]);
    expect(
      inputRuleErrors('updateEvent', { ...running, eventType: 3, description: 'x', startTime: at(-29) }, context),
    ).toEqual([
      { field: 'startTime', key: 'validation.startedEventFixed' },
      { field: 'eventType', key: 'validation.startedEventFixed' },
      { field: 'description', key: 'validation.startedEventFixed' },
    ]);
  });

  it('without the stored event only the order of the times is judged', () => {
    expect(inputRuleErrors('updateEvent', { ...update, startTime: at(-600) }, { now })).toEqual([]);
    expect(inputRuleErrors('updateEvent', { ...update, endTime: update.startTime }, { now })).toEqual([
      { field: 'endTime', key: 'validation.endAfterStart' },
    ]);
  });
});

describe('the other rules', () => {
  const load = {
    siteId: 'S-1',
    adapterName: 'Heat pump',
    actionOnUrl: 'https://a.test/on',
    actionOffUrl: 'https://a.test/off',
    actionTimeout: 10,
    testConnectionUrl: null,
    testConnectionTimeout: null,
    expectedLoad: 3,
    minActiveHours: 2,
    maxActiveHours: 8,
    powerCharacteristic: 'constant',
    method: 'POST',
  };

  it("a load's maximum hours are not below its minimum", () => {
    expect(inputRuleErrors('createControllableLoad', { ...load, minActiveHours: 9 })).toEqual([
      { field: 'maxActiveHours', key: 'validation.notBelowMin' },
    ]);
    expect(inputRuleErrors('updateControllableLoad', { ...load, id: 'L', minActiveHours: 8 })).toEqual([]);
  });

  it('a message centre message has a title and a message in each language, each language once', () => {
    const english = { language: 'English', title: 'T', message: 'M', messageSummary: '' } as const;
    const base = { isEnabled: true, severity: 'info', title: 'T', message: 'M', messageSummary: '' } as const;
    expect(
      inputRuleErrors('setMessageCenter', {
        ...base,
        title: ' ',
        languages: [english, { ...english, message: '\n' }],
      }),
    ).toEqual([
      { field: 'title', key: 'validation.messageEmpty' },
      { field: 'languages.1.message', key: 'validation.messageEmpty' },
      { field: 'languages.1.language', key: 'validation.notUnique' },
    ]);
  });

  it("a sharing link's expiry is in the future and only while sharing is on", () => {
    const sharing = { id: 'S-1', isEnabled: true, expiresAt: at(-1) };
    expect(inputRuleErrors('updateDashboardSharing', sharing, { now })).toEqual([
      { field: 'expiresAt', key: 'validation.expiryInPast' },
    ]);
    expect(inputRuleErrors('updateDashboardSharing', { ...sharing, isEnabled: false, expiresAt: at(60) })).toEqual([
      { field: 'expiresAt', key: 'validation.expiryNeedsSharing' },
    ]);
    expect(inputRuleErrors('updateDashboardSharing', { ...sharing, expiresAt: null }, { now })).toEqual([]);
  });
});
