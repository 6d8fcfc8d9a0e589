/** Site entity (spec 3) and the /Site calls (spec 7). */
import { Type, type Static } from 'typebox';
import { COUNTRIES, MeterType, SITE_FEATURES } from '../../domain/enums';
import { Id, Input, IsoDateTime, Name, Nullable, Price } from './common';

/** spec 3: meter types, grid meter and PV meter. */
export const MeterTypeSchema = Type.Enum([MeterType.Grid, MeterType.PV]);
/** spec 3: a meter of a site (the domain's Meter). */
export const MeterSchema = Type.Object({ type: MeterTypeSchema });
export type Meter = Static<typeof MeterSchema>;
/** spec 3: site features. */
export const SiteFeatureSchema = Type.Enum(SITE_FEATURES);
/** spec 3: countries. */
export const CountrySchema = Type.Enum(COUNTRIES);

/** The site fields a user edits (spec 3); everything else on a site is derived by the server. */
const editableSiteFields = {
  siteName: Name(),
  /** spec 3: the parent site group; null at the top. */
  parentId: Type.Optional(Nullable(Id)),
  /** spec 3: default GMT. */
  timezone: Type.Optional(Type.String({ minLength: 1 })),
  meters: Type.Optional(Type.Array(Type.Object({ type: MeterTypeSchema }, { additionalProperties: false }))),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  address: Type.Optional(Nullable(Name({ minLength: 0, maxLength: 500 }))),
  country: Type.Optional(Nullable(CountrySchema)),
  installationType: Type.Optional(Nullable(Name({ minLength: 0 }))),
  pvPeak: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  gridPowerImportLimit: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  gridPowerExportLimit: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  electricityPriceImport: Type.Optional(Nullable(Price)),
  electricityPriceExport: Type.Optional(Nullable(Price)),
  features: Type.Optional(Type.Array(SiteFeatureSchema)),
};

/** spec 3: a site as the configuration call answers it. */
export const SiteSchema = Type.Object({
  siteId: Id,
  siteName: Type.String(),
  parentId: Nullable(Id),
  timezone: Type.String(),
  deviceIds: Type.Array(Id),
  meters: Type.Array(MeterSchema),
  latitude: Type.Optional(Nullable(Type.Number())),
  longitude: Type.Optional(Nullable(Type.Number())),
  address: Type.Optional(Nullable(Type.String())),
  country: Type.Optional(Nullable(CountrySchema)),
  /** spec 3: earliest commissioning date of its devices; wire spelling kept (ARCHITECTURE 8). */
  commissionningDate: Nullable(IsoDateTime),
  installationType: Type.Optional(Nullable(Type.String())),
  pvPeak: Type.Optional(Nullable(Type.Number())),
  gridPowerImportLimit: Type.Optional(Nullable(Type.Number())),
  gridPowerExportLimit: Type.Optional(Nullable(Type.Number())),
  electricityPriceImport: Type.Optional(Nullable(Type.Number())),
  electricityPriceExport: Type.Optional(Nullable(Type.Number())),
  /** spec 3: sum over its devices, kWh. */
  batteryCapacity: Type.Number(),
  /** spec 3 / ARCHITECTURE 8: device type labels, may include XEAM. */
  deviceTypes: Type.Array(Type.String()),
  /** spec 3: has a PV meter and at least one device. */
  hasDashboard: Type.Boolean(),
  features: Type.Array(SiteFeatureSchema),
  /** The access level the signed-in user holds on this site (ARCHITECTURE 8). */
  level: Type.Integer(),
});
export type Site = Static<typeof SiteSchema>;

/** spec 7: POST /Site, "site fields". */
export const CreateSiteBodySchema = Input(editableSiteFields);
export type CreateSiteBody = Static<typeof CreateSiteBodySchema>;

/**
 * The site fields a user edits but the lists (meters, features), each present: null where empty. One type for the
 * columns a site stores as they are sent (the server's `sites` table) and for the site form (mf-users-admin).
 */
export type SiteFields = Required<Omit<CreateSiteBody, 'meters' | 'features'>>;

/** spec 7: "POST returns siteId". */
export const CreateSiteResponseSchema = Type.Object({ siteId: Id });
export type CreateSiteResponse = Static<typeof CreateSiteResponseSchema>;

/** spec 7: PUT /Site, the site id plus the fields to change. */
export const UpdateSiteBodySchema = Input({
  siteId: Id,
  ...editableSiteFields,
  siteName: Type.Optional(Name()),
});
export type UpdateSiteBody = Static<typeof UpdateSiteBodySchema>;

/** spec 7: "DELETE with siteId". */
export const DeleteSiteBodySchema = Input({ siteId: Id });
export type DeleteSiteBody = Static<typeof DeleteSiteBodySchema>;
