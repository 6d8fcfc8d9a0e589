import { checkPolicyForm, policyToForm, type PolicyFormValues } from './policyForm';

const form = (overrides: Partial<PolicyFormValues> = {}): PolicyFormValues => ({
  ...policyToForm(null),
  name: 'Night charge',
  tariffModel: 'FixedTariffCharge',
  ...overrides,
});
const messages = (values: PolicyFormValues) => {
  const result = checkPolicyForm(values, 115);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e!.message]));
};

describe('spec 5: policy numbers', () => {
  it.each<[string, Partial<PolicyFormValues>, Record<string, string>]>([
    ['empty numbers are not used', {}, {}],
    ['a name is required', { name: ' ' }, { name: 'The field is required' }],
    ['not a number', { chargePercentage: 'abc' }, { chargePercentage: 'You must fill with a valid number' }],
    ['price not a number', { price: '1.2.3' }, { price: 'You must fill with a valid number' }],
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
    ['charge percentage 0 and 100 are fine', { chargePercentage: '100', fixedSoc: '0' }, {}],
    [
      'fixed energy above the capacity',
      { fixedEnergy: '115,5' },
      { fixedEnergy: 'The value must be between 0 and 115 kWh' },
    ],
    ['fixed energy at the capacity', { fixedEnergy: '115' }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(messages(form(overrides))).toEqual(expected);
  });

  it('a valid form becomes the policy: decimal commas read, empty text and numbers null', () => {
    expect(checkPolicyForm(form({ fixedEnergy: '12,5', price: '1.25', dso: ' Radius ' }), 115)).toEqual({
      ok: true,
      policy: {
        name: 'Night charge',
        serviceType: 'GridTariffOptimization',
        tariffArea: null,
        dso: 'Radius',
        tariffModel: 'FixedTariffCharge',
        chargePercentage: null,
        fixedEnergy: 12.5,
        fixedSoc: null,
        price: 1.25,
        priceOffset: null,
        spotHighPriceThreshold: null,
        spotPriceMargin: null,
      },
    });
  });

  it('a stored policy fills the form and comes back unchanged', () => {
    const result = checkPolicyForm(form({ chargePercentage: '40', spotPriceMargin: '0.1' }), 115);
    expect(result.ok).toBe(true);
    if (result.ok) expect(checkPolicyForm(policyToForm(result.policy), 115)).toEqual(result);
  });
});
