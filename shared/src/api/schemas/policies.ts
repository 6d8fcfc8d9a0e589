// not in spec section 7: designed here. spec 1 "tariff-optimisation policies", spec 3 Policy, spec 5 validation.
/** Tariff-optimisation policy of a site: GET and PUT /Policy. */
import { Type, type Static } from 'typebox';
import { ServiceType } from '../../domain/enums';
import { Id, Input, Nullable, Percent } from './common';

/** spec 3: a policy. Numbers not used by the chosen tariff model are null. */
export const PolicySchema = Type.Object({
  name: Type.String(),
  serviceType: Type.Literal(ServiceType.GridTariffOptimization),
  tariffArea: Nullable(Type.String()),
  dso: Nullable(Type.String()),
  /** spec 3: the tariff model by name (the tariff types None, FixedTariff, FixedTariffCharge, FixedTariffSpot, SpotDynamic). */
  tariffModel: Nullable(Type.String()),
  /** spec 5: expected grid consumption on sunny days, 0 to 100 %. */
  chargePercentage: Nullable(Percent),
  /** spec 5: fixed daily grid charge, kWh, 0 to the battery capacity (checked by the form). */
  fixedEnergy: Nullable(Type.Number({ minimum: 0 })),
  fixedSoc: Nullable(Percent),
  price: Nullable(Type.Number()),
  priceOffset: Nullable(Type.Number()),
  spotHighPriceThreshold: Nullable(Type.Number()),
  /** spec 9: in DKK. */
  spotPriceMargin: Nullable(Type.Number()),
});
export type Policy = Static<typeof PolicySchema>;

/** GET /Policy query. */
export const PolicyQuerySchema = Input({ siteId: Id });
export type PolicyQuery = Static<typeof PolicyQuerySchema>;

/** GET /Policy answer: the site's policy, null when none is set. */
export const PolicyResponseSchema = Type.Object({ siteId: Id, policy: Nullable(PolicySchema) });
export type PolicyResponse = Static<typeof PolicyResponseSchema>;

/** PUT /Policy body: set (or with null, remove) the site's policy. */
export const UpdatePolicyBodySchema = Input({
  siteId: Id,
  policy: Nullable(Type.Object(PolicySchema.properties, { additionalProperties: false })),
});
export type UpdatePolicyBody = Static<typeof UpdatePolicyBodySchema>;
