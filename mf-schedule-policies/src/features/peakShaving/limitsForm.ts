/** The peak-shaving limits as typed, and the body PUT /parameters/control takes (spec 3 control parameters). */
import type { Wire } from '@bess/shared';
import { type FieldNameOf } from '@bess/shared/forms';
import { numberOrText, type Typed } from '../schedule/formFields';

export interface LimitsFormValues {
  peakShavingGridImportLimit: string;
  peakShavingGridExportLimit: string;
}

/** The form of the stored limits: empty where none is stored. */
export function limitsToForm(control: Wire.ControlParameters): LimitsFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    peakShavingGridImportLimit: text(control.peakShavingGridImportLimit),
    peakShavingGridExportLimit: text(control.peakShavingGridExportLimit),
  };
}

/**
 * spec 7: PUT /parameters/control replaces the control parameters, so the limits go with the rest as read. A limit
 * is kW; empty stores null and the site's own grid limit applies; other text stays text for the API's check to refuse.
 */
export function controlBody(
  siteId: string,
  control: Wire.ControlParameters,
  values: LimitsFormValues,
): { siteId: string; control: Typed<Wire.ControlParameters> } {
  return {
    siteId,
    control: {
      ...control,
      peakShavingGridImportLimit: numberOrText(values.peakShavingGridImportLimit),
      peakShavingGridExportLimit: numberOrText(values.peakShavingGridExportLimit),
    },
  };
}

/** The form field of an API field path: `control.peakShavingGridImportLimit`; pidKI and the site have none here. */
export const limitsFieldOf: FieldNameOf = (field) =>
  field.startsWith('control.') ? field.slice('control.'.length) : null;
