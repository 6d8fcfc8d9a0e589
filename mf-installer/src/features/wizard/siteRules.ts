/** Rules of the installer's site step (spec 3 site fields, spec 4 installer flow). Pure. */
import { AccessLevel, COUNTRIES, isSolarId, parseNumber, type Country, type Site, type Wire } from '@bess/shared';

/**
 * The sites an installer may put a battery on: those they hold installer level or better on (the server's rule for
 * CommissionDevice), solar-only sites aside (a battery site is not a PV site), by name.
 */
export function sitesForInstaller(sites: readonly Site[]): Site[] {
  return sites
    .filter((s) => s.level !== null && s.level <= AccessLevel.Installer && !isSolarId(s.siteId))
    .sort((a, b) => a.siteName.localeCompare(b.siteName));
}

/** Decision: choosing a country proposes its time zone (one zone per country of spec 3; Australia's most populous). */
export const COUNTRY_TIMEZONES: Readonly<Record<Country, string>> = {
  Australia: 'Australia/Sydney',
  Denmark: 'Europe/Copenhagen',
  Germany: 'Europe/Berlin',
  Greece: 'Europe/Athens',
  Italy: 'Europe/Rome',
  Netherlands: 'Europe/Amsterdam',
  Portugal: 'Europe/Lisbon',
  Spain: 'Europe/Madrid',
  Sweden: 'Europe/Stockholm',
  UK: 'Europe/London',
};

/** The time zones to choose from: the browser's IANA list, with GMT (spec 3: the default) first. */
export function timezoneOptions(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? Object.values(COUNTRY_TIMEZONES);
  return ['GMT', ...zones.filter((z) => z !== 'GMT')];
}

export const isCountry = (value: unknown): value is Country => COUNTRIES.includes(value as Country);

/** A new site as the form holds it (coordinates typed as text, perhaps with a decimal comma). */
export interface NewSiteForm {
  siteName: string;
  address: string;
  country: Country | null;
  timezone: string;
  latitude: string;
  longitude: string;
}

/**
 * A typed coordinate as the API takes it: a number (a decimal comma read as a point), null when empty. A text that is
 * no number stays text, so that the API's check names it ('You must fill with a valid number'); whether a number is
 * in range (latitude -90..90, longitude -180..180) is the check's too, with the same words as the management tab.
 */
export function coordinateValue(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parseNumber(text) ?? text.trim();
}

/** How the site step makes its site: a new (empty) site, or one around the battery that also saves it (spec 4). */
export type NewSiteMode = 'create' | 'around';

/** The call a new site is made with, and its body: what the check weighs and, once it passes, what is sent. */
export type NewSiteCall =
  | { name: 'createSite'; body: Wire.CreateSiteBody }
  | { name: 'createSiteAroundDevice'; body: Wire.CreateSiteAroundDeviceBody };

/**
 * spec 7 POST /Site or POST /CreateSiteAroundDevice from the form: texts trimmed, an empty address null, coordinates
 * as numbers. A site around the battery left unnamed is named after it (the server's own default).
 */
export function newSiteCall(mode: NewSiteMode, deviceId: string, form: NewSiteForm): NewSiteCall {
  const fields = {
    address: form.address.trim() || null,
    country: form.country,
    timezone: form.timezone,
    // A coordinate that is no number travels as text only as far as the check, which refuses it.
    latitude: coordinateValue(form.latitude) as number | null,
    longitude: coordinateValue(form.longitude) as number | null,
  };
  return mode === 'create'
    ? { name: 'createSite', body: { siteName: form.siteName.trim(), ...fields } }
    : { name: 'createSiteAroundDevice', body: { deviceId, siteName: form.siteName.trim() || deviceId, ...fields } };
}

/** A position from the phone's location, rounded to 5 decimals (about a metre): plenty for a site. */
export function roundCoordinate(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}
