/** How a wall display writes its figures: units scaled by spec 9's thresholds with the shared helpers. */
import { UNIT_STEP, UNIT_STEP_LARGE, formatScaled, scaleCo2, scaleEnergy, type Scaled } from '@bess/shared';

/** Power scaled like energy (spec 9 thresholds 1000 and 1,000,000): a group of many sites reaches MW. */
export function scalePower(kw: number): Scaled<'kW' | 'MW' | 'GW'> {
  const size = Math.abs(kw);
  if (size >= UNIT_STEP_LARGE) return { value: kw / UNIT_STEP_LARGE, unit: 'GW' };
  if (size >= UNIT_STEP) return { value: kw / UNIT_STEP, unit: 'MW' };
  return { value: kw, unit: 'kW' };
}

/** e.g. `12.3 kW`, `1.2 MW`. */
export function formatPower(kw: number): string {
  return formatScaled(scalePower(kw), 1);
}

/** spec 9: kWh, MWh, GWh at 1000 and 1,000,000. */
export function formatEnergy(kwh: number): string {
  return formatScaled(scaleEnergy(kwh), 1);
}

/** spec 9: g, kg, t at 1000 and 1,000,000 g. */
export function formatCo2(grams: number): string {
  return formatScaled(scaleCo2(grams), 1);
}

/** An amount with its spec 9 currency symbol after it, in the reader's number format: `12.50 kr`, `4,20 €`. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${number} ${currency}`;
}
