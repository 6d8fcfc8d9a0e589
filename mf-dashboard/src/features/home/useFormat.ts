import { useMemo } from 'react';
import { useTexts } from '../../i18n';
import { scaleEnergy } from '@bess/shared';

/** Shown where a value is not reported. */
export const NO_VALUE = '–';

/**
 * Number formatting in the interface language. Decision on the precision a person needs at a glance: power in kW with
 * at most 1 decimal, state of charge in whole %, temperature with at most 1 decimal, energy scaled (spec 9) with at
 * most 1 decimal.
 */
export function useFormat() {
  const { t, i18n } = useTexts();
  const language = i18n.language;
  return useMemo(() => {
    const one = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const withUnit = (text: string, unit: string) => t('valueWithUnit', { ns: 'common', value: text, unit });
    const ok = (value: number | null | undefined): value is number =>
      typeof value === 'number' && Number.isFinite(value);
    return {
      kw: (value: number | null | undefined) =>
        ok(value) ? withUnit(one.format(value), t('kW', { ns: 'common' })) : NO_VALUE,
      percent: (value: number | null | undefined) =>
        ok(value) ? withUnit(whole.format(value), t('percent', { ns: 'common' })) : NO_VALUE,
      celsius: (value: number | null | undefined) =>
        ok(value) ? withUnit(one.format(value), t('celsius', { ns: 'common' })) : NO_VALUE,
      kwh: (value: number | null | undefined) => {
        if (!ok(value)) return NO_VALUE;
        const scaled = scaleEnergy(value);
        return withUnit(one.format(scaled.value), t(scaled.unit, { ns: 'common' }));
      },
      count: (value: number) => whole.format(value),
    };
  }, [t, language]);
}
