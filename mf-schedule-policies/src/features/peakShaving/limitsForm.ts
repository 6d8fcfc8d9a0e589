/** The peak-shaving limits as typed (spec 3 control parameters; spec 7 PUT /parameters/control). */
import { isBlank, parseNumber } from '@bess/shared';

export interface LimitsFormValues {
  peakShavingGridImportLimit: string;
  peakShavingGridExportLimit: string;
}

export type LimitsCheck =
  | { ok: true; limits: { peakShavingGridImportLimit: number | null; peakShavingGridExportLimit: number | null } }
  | { ok: false; errors: Partial<Record<keyof LimitsFormValues, 'number' | 'notNegative'>> };

/** Limits are kW not below 0; empty means none is stored and the site's own grid limit applies. */
export function checkLimits(values: LimitsFormValues): LimitsCheck {
  const errors: Partial<Record<keyof LimitsFormValues, 'number' | 'notNegative'>> = {};
  const read = (field: keyof LimitsFormValues) => {
    if (isBlank(values[field])) return null;
    const n = parseNumber(values[field]);
    if (n === null) errors[field] = 'number';
    else if (n < 0) errors[field] = 'notNegative';
    return n;
  };
  const peakShavingGridImportLimit = read('peakShavingGridImportLimit');
  const peakShavingGridExportLimit = read('peakShavingGridExportLimit');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, limits: { peakShavingGridImportLimit, peakShavingGridExportLimit } };
}
