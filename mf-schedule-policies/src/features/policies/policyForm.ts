/** The policy form's values and their conversion (spec 3 Policy; spec 5 validation through shared's validatePolicy). */
import {
  ServiceType,
  TariffType,
  isBlank,
  parseNumber,
  validatePolicy,
  validateRequired,
  type ValidationErrors,
  type Wire,
} from '@bess/shared';

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

/** The result of checking the form: the policy to send, or the errors by field. */
export type PolicyCheck = { ok: true; policy: Wire.Policy } | { ok: false; errors: ValidationErrors<Wire.Policy> };

/**
 * spec 5: every number typed must be a valid number ('You must fill with a valid number'); charge percentage 0 to
 * 100 %; fixed daily grid charge 0 to the battery capacity (kWh). An empty number is "not used" (null) and not checked.
 */
export function checkPolicyForm(values: PolicyFormValues, batteryCapacityKwh: number): PolicyCheck {
  const typed = Object.fromEntries(POLICY_NUMBERS.filter((f) => !isBlank(values[f])).map((f) => [f, values[f]]));
  const errors = validatePolicy(typed, batteryCapacityKwh);
  const nameError = validateRequired(values.name);
  if (nameError) errors.name = nameError;
  if (Object.values(errors).some((e) => e !== undefined)) return { ok: false, errors };
  const numbers = Object.fromEntries(
    POLICY_NUMBERS.map((f) => [f, isBlank(values[f]) ? null : parseNumber(values[f])]),
  ) as Record<PolicyNumber, number | null>;
  const text = (v: string) => (isBlank(v) ? null : v.trim());
  return {
    ok: true,
    policy: {
      name: values.name.trim(),
      serviceType: ServiceType.GridTariffOptimization,
      tariffArea: text(values.tariffArea),
      dso: text(values.dso),
      tariffModel: values.tariffModel,
      ...numbers,
    },
  };
}
