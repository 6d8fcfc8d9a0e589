/**
 * One way to write every number and unit in the interface language: Danish, Swedish and German write
 * '18,9 kWh' and '9,3 kg', English '18.9 kWh'. Every tab formats through these, never with template strings or
 * toFixed, so that a figure reads the same everywhere.
 */
import { scaleCo2, scaleEnergy, type Scaled } from './units';
import { UNIT_STEP, UNIT_STEP_LARGE } from './constants';

/** How many decimals: at most `decimals` (trailing zeros dropped), or exactly that many with `fixed`. */
export interface NumberFormatOptions {
  decimals?: number;
  fixed?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number, fixed: boolean): Intl.NumberFormat {
  const key = `${language}|${decimals}|${fixed}`;
  let format = formats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals };
    try {
      format = new Intl.NumberFormat(language || 'en', options);
    } catch {
      format = new Intl.NumberFormat('en', options); // an unknown language tag writes as English
    }
    formats.set(key, format);
  }
  return format;
}

/** A number as the language writes it: `formatNumber(1234.56, 'da')` is '1.234,6'. Never '-0'. */
export function formatNumber(value: number, language: string, options: NumberFormatOptions = {}): string {
  const decimals = options.decimals ?? 1;
  const text = numberFormat(language, decimals, options.fixed ?? false).format(value);
  // -0.04 rounds to '-0': a sign on nothing is noise
  return /^[-\u2212]0([.,]0*)?$/.test(text) ? text.slice(1) : text;
}

/** A number and its unit, separated by a space (SI style, in all four languages): '18,9 kWh', '54 %'. */
export function formatWithUnit(value: number, unit: string, language: string, options?: NumberFormatOptions): string {
  return `${formatNumber(value, language, options)} ${unit}`;
}

/** A scaled value (spec 9 units) in the language: '1,5 MWh'. */
export function formatScaledIn(scaled: Scaled<string>, language: string, options?: NumberFormatOptions): string {
  return formatWithUnit(scaled.value, scaled.unit, language, options);
}

/** spec 9: energy in kWh, MWh or GWh (thresholds 1000 and 1,000,000), e.g. '18,9 kWh'. */
export function formatEnergy(kwh: number, language: string, options?: NumberFormatOptions): string {
  return formatScaledIn(scaleEnergy(kwh), language, options);
}

/** Power scaled like energy (spec 9 thresholds): kW, MW, GW. */
export function scalePower(kw: number): Scaled<'kW' | 'MW' | 'GW'> {
  const size = Math.abs(kw);
  if (size >= UNIT_STEP_LARGE) return { value: kw / UNIT_STEP_LARGE, unit: 'GW' };
  if (size >= UNIT_STEP) return { value: kw / UNIT_STEP, unit: 'MW' };
  return { value: kw, unit: 'kW' };
}

/** Power in kW, MW or GW, e.g. '12,3 kW'. */
export function formatPower(kw: number, language: string, options?: NumberFormatOptions): string {
  return formatScaledIn(scalePower(kw), language, options);
}

/** spec 9: CO2 in g, kg or t (thresholds 1000 and 1,000,000 g), e.g. '9,3 kg'. */
export function formatCo2(grams: number, language: string, options?: NumberFormatOptions): string {
  return formatScaledIn(scaleCo2(grams), language, options);
}

/** A percentage, whole by default: '75 %'. */
export function formatPercent(value: number, language: string, options: NumberFormatOptions = { decimals: 0 }): string {
  return formatWithUnit(value, '%', language, options);
}

/**
 * An amount with its spec 9 currency symbol, two decimals: kr after the number in every language ('56,10 kr');
 * £ and € before it in English ('£4.20', '€4.20') and after it in Danish, Swedish and German ('4,20 €'), as each
 * language writes them.
 */
export function formatMoney(amount: number, symbol: string, language: string): string {
  const text = formatNumber(amount, language, { decimals: 2, fixed: true });
  const english = (language || 'en').toLowerCase().startsWith('en');
  if (symbol !== 'kr' && english) return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
  return `${text} ${symbol}`;
}
