/**
 * spec 5's rules of the writes, table by table, through the one check both ends run (`checkInput`: the write's schema,
 * then its rules), read as the English texts a user sees beside each field.
 */
import { checkInput } from './inputCheck';
import type { InputRuleContext } from './inputRules';
import type { EndpointName } from './endpoints';
import { englishFieldMessage } from './schemaErrors';

const messagesOf = (name: EndpointName, input: unknown, context?: InputRuleContext) =>
  Object.fromEntries(checkInput(name, input, context).map((e) => [e.field, englishFieldMessage(e)]));

describe('spec 5: backup settings', () => {
  const valid = {
    siteId: 'S-1',
    reservedSoc: 20,
    minSoc: 10,
    maxSoc: 90,
    gridTransitionInterval: 0,
    gridTransitionOffInterval: 5,
    islandRetryCount: 3,
  };
  it.each([
    ['all valid', {}, {}],
    ['retry count 0', { islandRetryCount: 0 }, {}],
    ['retry count 5', { islandRetryCount: 5 }, {}],
    ['retry count 6', { islandRetryCount: 6 }, { islandRetryCount: 'The island retry count must be between 0 and 5' }],
    [
      'retry count -1',
      { islandRetryCount: -1 },
      { islandRetryCount: 'The island retry count must be between 0 and 5' },
    ],
    ['retry count 2.5', { islandRetryCount: 2.5 }, { islandRetryCount: 'Enter a whole number' }],
    ['retry count empty', { islandRetryCount: null }, { islandRetryCount: 'The field is required' }],
    ['min SOC 101', { minSoc: 101 }, { minSoc: 'The value must be between 0 and 100 %' }],
    ['max SOC -1', { maxSoc: -1 }, { maxSoc: 'The value must be between 0 and 100 %' }],
    ['max SOC 100, min 0', { maxSoc: 100, minSoc: 0 }, {}],
    ['max equal to min', { maxSoc: 50, minSoc: 50 }, { maxSoc: 'The maximum must be greater than the minimum' }],
    ['max below min', { maxSoc: 40, minSoc: 50 }, { maxSoc: 'The maximum must be greater than the minimum' }],
    ['reserved SOC 120', { reservedSoc: 120 }, { reservedSoc: 'The value must be between 0 and 100 %' }],
    ['transition delay -1', { gridTransitionInterval: -1 }, { gridTransitionInterval: 'The value cannot be negative' }],
    [
      'off delay not a number',
      { gridTransitionOffInterval: 'x' },
      { gridTransitionOffInterval: 'You must fill with a valid number' },
    ],
  ])('%s', (_case, change, expected) => {
    expect(messagesOf('updateBackupSettings', { ...valid, ...change })).toEqual(expected);
  });
});

describe('spec 5: policy numbers', () => {
  const policy = {
    name: 'Night',
    serviceType: 'GridTariffOptimization',
    tariffArea: null,
    dso: null,
    tariffModel: null,
    chargePercentage: null,
    fixedEnergy: null,
    fixedSoc: null,
    price: null,
    priceOffset: null,
    spotHighPriceThreshold: null,
    spotPriceMargin: null,
  };
  const check = (change: object, capacity = 20) =>
    messagesOf('updatePolicy', { siteId: 'S-1', policy: { ...policy, ...change } }, { batteryCapacityKwh: capacity });
  it.each([
    [{ chargePercentage: 50, fixedEnergy: 5, price: 1.2 }, {}],
    [{ chargePercentage: 100 }, {}],
    [{ chargePercentage: 101 }, { 'policy.chargePercentage': 'The value must be between 0 and 100 %' }],
    [{ chargePercentage: -1 }, { 'policy.chargePercentage': 'The value must be between 0 and 100 %' }],
    [{ chargePercentage: 'x' }, { 'policy.chargePercentage': 'You must fill with a valid number' }],
    [{ price: 'abc' }, { 'policy.price': 'You must fill with a valid number' }],
    [{ spotPriceMargin: '12' }, { 'policy.spotPriceMargin': 'You must fill with a valid number' }],
    [{ fixedSoc: 500 }, { 'policy.fixedSoc': 'The value must be between 0 and 100 %' }],
    // spec 5: the fixed daily grid charge lies between 0 and the battery capacity in kWh.
    [{ fixedEnergy: 20 }, {}],
    [{ fixedEnergy: 20.1 }, { 'policy.fixedEnergy': 'The value must be between 0 and 20 kWh' }],
  ])('policy %p -> %p', (change, expected) => {
    expect(check(change)).toEqual(expected);
  });
});

describe('spec 5: message centre: title or message cannot be empty', () => {
  const message = {
    isEnabled: true,
    severity: 'info',
    title: 'Outage',
    message: 'Grid work',
    messageSummary: '',
    languages: [{ language: 'Danish', title: 'Nedbrud', message: 'Netarbejde', messageSummary: '' }],
  };
  it.each([
    [{}, []],
    [{ title: '' }, ['title']],
    [{ message: '  ' }, ['message']],
    [{ title: '', message: '' }, ['title', 'message']],
    [
      { languages: [{ language: 'Danish', title: '', message: 'Netarbejde', messageSummary: '' }] },
      ['languages.0.title'],
    ],
  ])('%p -> errors on %p', (change, fields) => {
    const errors = checkInput('setMessageCenter', { ...message, ...change });
    expect(errors.map((e) => e.field)).toEqual(fields);
    expect(errors.every((e) => e.key === 'validation.messageEmpty')).toBe(true);
  });
});
