/** Units, CO2, currency, risk level and the week of a month series (spec 9). */
import {
  CO2_GRAMS_PER_KWH,
  RISK_HIGH_PRIMARY_ABOVE,
  RISK_HIGH_SECONDARY_ABOVE,
  RISK_MEDIUM_SECONDARY_ABOVE,
  UNIT_STEP,
  UNIT_STEP_LARGE,
  WEEK_DAYS,
} from './constants';

/** A value scaled to a unit for display. */
export interface Scaled<U extends string> {
  value: number;
  unit: U;
}

/**
 * spec 9: carbon estimate in grams: 150 g x (load - grid import) kWh, the energy not taken from the grid.
 * Decision: never negative (a grid import above the load is metering noise, not extra carbon).
 */
export function co2Grams(loadKwh: number, gridImportKwh: number): number {
  return Math.max(0, CO2_GRAMS_PER_KWH * (loadKwh - gridImportKwh));
}

/** Scales by the thresholds 1000 and 1,000,000 (at the threshold the larger unit is used). */
function scale<U extends string>(value: number, units: readonly [U, U, U]): Scaled<U> {
  const size = Math.abs(value);
  if (size >= UNIT_STEP_LARGE) return { value: value / UNIT_STEP_LARGE, unit: units[2] };
  if (size >= UNIT_STEP) return { value: value / UNIT_STEP, unit: units[1] };
  return { value, unit: units[0] };
}

/** spec 9: CO2 shown in g, kg or t with thresholds at 1000 and 1,000,000 g. */
export function scaleCo2(grams: number): Scaled<'g' | 'kg' | 't'> {
  return scale(grams, ['g', 'kg', 't']);
}

/** spec 9: energy scaled at 1000 and 1,000,000 kWh to MWh and GWh. */
export function scaleEnergy(kwh: number): Scaled<'kWh' | 'MWh' | 'GWh'> {
  return scale(kwh, ['kWh', 'MWh', 'GWh']);
}

/** A scaled value as text, e.g. `1.5 MWh`; `digits` is the number of decimals at most. */
export function formatScaled(scaled: Scaled<string>, digits = 1): string {
  const factor = 10 ** digits;
  const rounded = Math.round(scaled.value * factor) / factor;
  return `${Object.is(rounded, -0) ? 0 : rounded} ${scaled.unit}`;
}

// spec 9: kr for Denmark, £ for the UK, € otherwise. The short codes are accepted as well.
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  denmark: 'kr',
  dk: 'kr',
  uk: '£',
  gb: '£',
  'united kingdom': '£',
};

/** spec 9: the currency symbol of a site's country: kr for Denmark, £ for the UK, € otherwise. */
export function currencySymbol(country: string | null | undefined): string {
  return CURRENCY_BY_COUNTRY[(country ?? '').trim().toLowerCase()] ?? '€';
}

export type RiskLevel = 'high' | 'medium' | 'low';

/** spec 9: risk level: high if the first value is above 0 or the second above 50, medium above 20, low from 0. */
export function riskLevel(first: number, second: number): RiskLevel {
  if (first > RISK_HIGH_PRIMARY_ABOVE || second > RISK_HIGH_SECONDARY_ABOVE) return 'high';
  if (second > RISK_MEDIUM_SECONDARY_ABOVE) return 'medium';
  return 'low';
}

/** spec 9: the week is the first 7 days of the month series. */
export function weekOf<T>(monthSeries: readonly T[]): T[] {
  return monthSeries.slice(0, WEEK_DAYS);
}
