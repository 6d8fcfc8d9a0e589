import { checkLoadForm, loadToForm, type LoadFormValues } from './loadForm';

const valid = (overrides: Partial<LoadFormValues> = {}): LoadFormValues => ({
  ...loadToForm(null),
  adapterName: 'Heat pump',
  actionOnUrl: 'https://adapter.test/on',
  actionOffUrl: 'http://192.168.1.20/off',
  expectedLoad: '3,5',
  ...overrides,
});
const errorsOf = (values: LoadFormValues) => {
  const result = checkLoadForm(values);
  return result.ok ? {} : result.errors;
};

describe('controllable load rules (spec 3)', () => {
  it.each<[string, Partial<LoadFormValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['adapter name required', { adapterName: ' ' }, { adapterName: 'required' }],
    ['on URL required', { actionOnUrl: '' }, { actionOnUrl: 'required' }],
    ['not a URL', { actionOnUrl: 'adapter/on' }, { actionOnUrl: 'url' }],
    ['not http(s)', { actionOffUrl: 'ftp://adapter.test/off' }, { actionOffUrl: 'url' }],
    ['test URL optional but checked', { testConnectionUrl: 'javascript:alert(1)' }, { testConnectionUrl: 'url' }],
    ['timeout not a number', { actionTimeout: 'ten' }, { actionTimeout: 'number' }],
    ['negative load', { expectedLoad: '-1' }, { expectedLoad: 'notNegative' }],
    ['hours above 24', { maxActiveHours: '25' }, { maxActiveHours: 'hours' }],
    ['min above max', { minActiveHours: '9', maxActiveHours: '8' }, { minActiveHours: 'minAboveMax' }],
  ])('%s', (_, overrides, expected) => {
    expect(errorsOf(valid(overrides))).toEqual(expected);
  });

  it('gives the load to send: numbers read, an empty optional field null', () => {
    expect(checkLoadForm(valid({ testConnectionTimeout: '' }))).toEqual({
      ok: true,
      load: {
        adapterName: 'Heat pump',
        actionOnUrl: 'https://adapter.test/on',
        actionOffUrl: 'http://192.168.1.20/off',
        actionTimeout: 10,
        testConnectionUrl: null,
        testConnectionTimeout: null,
        expectedLoad: 3.5,
        minActiveHours: 0,
        maxActiveHours: 24,
        powerCharacteristic: 'constant',
        method: 'POST',
      },
    });
  });
});
