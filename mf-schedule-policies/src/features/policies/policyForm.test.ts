import { checkInput, englishFieldMessage } from '@bess/shared/contract';
import { policyBody, policyFieldOf, policyNameMissing, policyToForm, type PolicyFormValues } from './policyForm';

const form = (overrides: Partial<PolicyFormValues> = {}): PolicyFormValues => ({
  ...policyToForm(null),
  name: 'Night charge',
  tariffModel: 'FixedTariffCharge',
  ...overrides,
});
/** What the form shows beside each field: the API's check of the body it builds, on a site of 115 kWh. */
const messages = (values: PolicyFormValues) =>
  Object.fromEntries(
    checkInput('updatePolicy', { siteId: 'S1', policy: policyBody(values) }, { batteryCapacityKwh: 115 }).map((e) => [
      policyFieldOf(e.field),
      englishFieldMessage(e),
    ]),
  );

describe('spec 5: policy numbers, as the API checks them', () => {
  it.each<[string, Partial<PolicyFormValues>, Record<string, string>]>([
    ['empty numbers are not used', {}, {}],
    ['not a number', { price: 'abc' }, { price: 'You must fill with a valid number' }],
    ['price not a number', { price: '1.2.3' }, { price: 'You must fill with a valid number' }],
    ['fixed SOC 500', { fixedSoc: '500' }, { fixedSoc: 'The value must be between 0 and 100 %' }],
    [
      'charge percentage above 100',
      { chargePercentage: '101' },
      { chargePercentage: 'The value must be between 0 and 100 %' },
    ],
    [
      'charge percentage below 0',
      { chargePercentage: '-1' },
      { chargePercentage: 'The value must be between 0 and 100 %' },
    ],
    ['charge percentage 100 and fixed SOC 0 are fine', { chargePercentage: '100', fixedSoc: '0' }, {}],
    [
      'fixed energy above the capacity',
      { fixedEnergy: '115,5' },
      { fixedEnergy: 'The value must be between 0 and 115 kWh' },
    ],
    ['fixed energy at the capacity', { fixedEnergy: '115' }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(messages(form(overrides))).toEqual(expected);
  });

  it('a policy is named (the form asks for it; the API takes an empty name)', () => {
    expect(policyNameMissing(form({ name: ' ' }))).toBe(true);
    expect(policyNameMissing(form())).toBe(false);
  });

  it('the body: decimal commas read, empty texts and numbers null, other text kept for the check to refuse', () => {
    expect(policyBody(form({ fixedEnergy: '12,5', price: '1.25', dso: ' Radius ', fixedSoc: 'half' }))).toEqual({
      name: 'Night charge',
      serviceType: 'GridTariffOptimization',
      tariffArea: null,
      dso: 'Radius',
      tariffModel: 'FixedTariffCharge',
      chargePercentage: null,
      fixedEnergy: 12.5,
      fixedSoc: 'half',
      price: 1.25,
      priceOffset: null,
      spotHighPriceThreshold: null,
      spotPriceMargin: null,
    });
  });

  it('a stored policy fills the form and comes back unchanged', () => {
    const policy = policyBody(form({ chargePercentage: '40', spotPriceMargin: '0.1' }));
    expect(policyBody(policyToForm(policy as never))).toEqual(policy);
  });

  it('the API names policy fields by their path; the form field is the last part', () => {
    expect(policyFieldOf('policy.fixedSoc')).toBe('fixedSoc');
    expect(policyFieldOf('siteId')).toBeNull();
  });
});
