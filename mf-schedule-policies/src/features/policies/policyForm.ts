/** The policy form's values and the body PUT /Policy takes from them (spec 3 Policy). */
import { ServiceType, TariffType, isBlank, type Wire } from '@bess/shared';
import { type FieldNameOf } from '@bess/shared/forms';
import { numberOrText, textOrNull, type Typed } from '../schedule/formFields';

/** The numbers of a policy, in the order the form shows them. */
export const POLICY_NUMBERS = [
  'chargePercentage',
  'fixedEnergy',
  'fixedSoc',
  'price',
  'priceOffset',
  'spotHighPriceThreshold',
  'spotPriceMargin',
] as const;
export type PolicyNumber = (typeof POLICY_NUMBERS)[number];

/** spec 3: the tariff models are the tariff types, by name. */
export const TARIFF_MODELS = Object.keys(TariffType) as (keyof typeof TariffType)[];

/** The form as typed: numbers are text (a decimal comma is fine), empty means "not used". */
export type PolicyFormValues = {
  name: string;
  tariffArea: string;
  dso: string;
  tariffModel: string | null;
} & Record<PolicyNumber, string>;

/** The form's values of a stored policy (or an empty form). */
export function policyToForm(policy: Wire.Policy | null): PolicyFormValues {
  const numbers = Object.fromEntries(
    POLICY_NUMBERS.map((field) => [field, policy?.[field] === null || !policy ? '' : String(policy[field])]),
  ) as Record<PolicyNumber, string>;
  return {
    name: policy?.name ?? '',
    tariffArea: policy?.tariffArea ?? '',
    dso: policy?.dso ?? '',
    tariffModel: policy?.tariffModel ?? null,
    ...numbers,
  };
}

/**
 * The policy as PUT /Policy takes it: numbers read (a decimal comma is fine), an empty number null ("not used", as
 * the server stores it), a number field holding other text kept as that text so the API's check refuses it, empty
 * texts null.
 */
export function policyBody(values: PolicyFormValues): Typed<Wire.Policy> {
  const numbers = Object.fromEntries(POLICY_NUMBERS.map((f) => [f, numberOrText(values[f])])) as Record<
    PolicyNumber,
    number | string | null
  >;
  return {
    name: (values.name ?? '').trim(),
    serviceType: ServiceType.GridTariffOptimization,
    tariffArea: textOrNull(values.tariffArea),
    dso: textOrNull(values.dso),
    tariffModel: values.tariffModel ?? null,
    ...numbers,
  };
}

/**
 * The form's own rule beyond the API's: a policy is named, so that the site's people can tell which one runs (the
 * API takes an empty name).
 */
export const policyNameMissing = (values: PolicyFormValues) => isBlank(values.name);

/** The form field of an API field path: `policy.fixedSoc` is `fixedSoc`; the rest of the body has no field. */
export const policyFieldOf: FieldNameOf = (field) =>
  field.startsWith('policy.') ? field.slice('policy.'.length) : null;
