import { useMemo } from 'react';
import { useTexts } from '../../i18n';
import { formatEnergy, formatNumber, formatPercent, formatWithUnit } from '@bess/shared';

/** Shown where a value is not reported. */
export const NO_VALUE = '–';

/**
 * Number formatting in the interface language, through shared's one formatter, so every tab writes a number alike.
 * Decision on the precision a person needs at a glance: power in kW with at most 1 decimal, state of charge in whole %,
 * temperature with at most 1 decimal, energy scaled (spec 9) with at most 1 decimal.
 */
export function useFormat() {
  const { i18n } = useTexts();
  const language = i18n.language;
  return useMemo(() => {
    const ok = (value: number | null | undefined): value is number =>
      typeof value === 'number' && Number.isFinite(value);
    return {
      kw: (value: number | null | undefined) => (ok(value) ? formatWithUnit(value, 'kW', language) : NO_VALUE),
      percent: (value: number | null | undefined) => (ok(value) ? formatPercent(value, language) : NO_VALUE),
      celsius: (value: number | null | undefined) => (ok(value) ? formatWithUnit(value, '°C', language) : NO_VALUE),
      kwh: (value: number | null | undefined) => (ok(value) ? formatEnergy(value, language) : NO_VALUE),
      count: (value: number) => formatNumber(value, language, { decimals: 0 }),
    };
  }, [language]);
}
