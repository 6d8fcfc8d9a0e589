/** Rules of the installer's site step (spec 3 site fields, spec 4 installer flow). Pure. */
import { AccessLevel, COUNTRIES, isSolarId, parseNumber, type Country, type Site } from '@bess/shared';

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

export type CoordinateError = 'latitudeRange' | 'longitudeRange';

/**
 * Coordinates are optional, but typed ones must be numbers in range (the /Site schema: -90..90 and -180..180).
 * Returns the numbers (null when empty) or the field's error.
 */
export function readCoordinate(text: string, axis: 'latitude' | 'longitude'): number | null | CoordinateError {
  if (text.trim() === '') return null;
  const limit = axis === 'latitude' ? 90 : 180;
  const n = parseNumber(text);
  return n !== null && n >= -limit && n <= limit ? n : axis === 'latitude' ? 'latitudeRange' : 'longitudeRange';
}

/** A position from the phone's location, rounded to 5 decimals (about a metre): plenty for a site. */
export function roundCoordinate(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}
