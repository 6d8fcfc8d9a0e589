import { checkInput, englishFieldMessage } from '@bess/shared/contract';
import { badUrlFields, loadBody, loadToForm, type LoadFormValues } from './loadForm';

const valid = (overrides: Partial<LoadFormValues> = {}): LoadFormValues => ({
  ...loadToForm(null),
  adapterName: 'Heat pump',
  actionOnUrl: 'https://adapter.test/on',
  actionOffUrl: 'http://192.168.1.20/off',
  expectedLoad: '3,5',
  ...overrides,
});
/** What the form shows beside each field: the API's check of the body it builds. */
const messages = (values: LoadFormValues) =>
  Object.fromEntries(
    checkInput('createControllableLoad', { siteId: 'S1', ...loadBody(values) }).map((e) => [
      e.field,
      englishFieldMessage(e),
    ]),
  );

describe('controllable load rules (spec 3), as the API checks them', () => {
  it.each<[string, Partial<LoadFormValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['adapter name required', { adapterName: ' ' }, { adapterName: 'The field is required' }],
    ['on URL required', { actionOnUrl: '' }, { actionOnUrl: 'The field is required' }],
    ['timeout required', { actionTimeout: '' }, { actionTimeout: 'The field is required' }],
    ['timeout not a number', { actionTimeout: 'ten' }, { actionTimeout: 'You must fill with a valid number' }],
    ['negative load', { expectedLoad: '-1' }, { expectedLoad: 'Enter a value of at least 0' }],
    ['hours above 24', { maxActiveHours: '25' }, { maxActiveHours: 'Enter a value from 0 to 24' }],
    [
      'max below min',
      { minActiveHours: '9', maxActiveHours: '8' },
      { maxActiveHours: 'The maximum cannot be less than the minimum' },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(messages(valid(overrides))).toEqual(expected);
  });

  it.each<[string, Partial<LoadFormValues>, string[]]>([
    ['http and https', {}, []],
    ['not a URL', { actionOnUrl: 'adapter/on' }, ['actionOnUrl']],
    ['not http(s)', { actionOffUrl: 'ftp://adapter.test/off' }, ['actionOffUrl']],
    ['test URL optional but checked', { testConnectionUrl: 'javascript:alert(1)' }, ['testConnectionUrl']],
    ['an empty URL is the schema to name', { actionOnUrl: '' }, []],
  ])('URLs the API refuses (its handler, not its schema): %s', (_, overrides, expected) => {
    expect(badUrlFields(valid(overrides))).toEqual(expected);
  });

  it('gives the load to send: numbers read, an empty optional field null', () => {
    expect(loadBody(valid({ testConnectionTimeout: '' }))).toEqual({
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
    });
  });
});
