/** Editing of parameter config lists and control parameters (spec 3 and 7). */
import type { ConfigRow, ControlParameters } from './types';

/** spec 3: a new config row starts with every field null. */
export function newConfigRow(fields: readonly string[]): ConfigRow {
  return Object.fromEntries(fields.map((f) => [f, null]));
}

/** spec 3: adds a row (all fields null) to a config list; the fields are those of the first row unless given. */
export function addConfigRow(list: readonly ConfigRow[], fields?: readonly string[]): ConfigRow[] {
  return [...list, newConfigRow(fields ?? Object.keys(list[0] ?? {}))];
}

/** spec 3: removes the row at an index from a config list. */
export function removeConfigRow(list: readonly ConfigRow[], index: number): ConfigRow[] {
  return list.filter((_, i) => i !== index);
}

/** spec 3: a cleared field (empty text, undefined) is stored as null. */
export function clearedToNull(value: string | number | boolean | null | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Sets one field of one row of a config list; a cleared value becomes null (spec 3). */
export function setConfigField(
  list: readonly ConfigRow[],
  index: number,
  field: string,
  value: string | number | boolean | null | undefined,
): ConfigRow[] {
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
