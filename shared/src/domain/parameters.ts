/** Editing of parameter config lists and control parameters (spec 3 and 7). */
import type { ControlParameters } from './types';

/** A field of a config row: every field is nullable (spec 3). */
export type ConfigValue = string | number | boolean | null;
/** Any config row, seen field by field (each list's row type is assignable to it). */
export type ConfigRowValues = Readonly<Record<string, ConfigValue>>;

/** spec 3: a new config row starts with every field null. */
export function newConfigRow<R extends ConfigRowValues>(fields: readonly (keyof R & string)[]): R {
  return Object.fromEntries(fields.map((f) => [f, null])) as unknown as R;
}

/** spec 3: adds a row (all fields null) to a config list, with the fields its rows have. */
export function addConfigRow<R extends ConfigRowValues>(
  list: readonly R[],
  fields: readonly (keyof R & string)[],
): R[] {
  return [...list, newConfigRow<R>(fields)];
}

/** spec 3: removes the row at an index from a config list. */
export function removeConfigRow<R>(list: readonly R[], index: number): R[] {
  return list.filter((_, i) => i !== index);
}

/** spec 3: a cleared field (empty text, undefined) is stored as null. */
export function clearedToNull<V extends ConfigValue>(value: V | undefined): V | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Sets one field of one row of a config list; a cleared value becomes null (spec 3). */
export function setConfigField<R extends ConfigRowValues>(
  list: readonly R[],
  index: number,
  field: keyof R & string,
  value: ConfigValue | undefined,
): R[] {
  return list.map((row, i) => (i === index ? { ...row, [field]: clearedToNull(value) } : row));
}

/** spec 7: PUT /parameters/control replaces the import and export peak-shaving limits. */
export function withPeakShavingLimits(
  control: ControlParameters,
  importLimit: number | null,
  exportLimit: number | null,
): ControlParameters {
  return { ...control, peakShavingGridImportLimit: importLimit, peakShavingGridExportLimit: exportLimit };
}
