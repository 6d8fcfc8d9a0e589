/** Text typed into a config list cell, back to the value stored (spec 3: a cleared field is stored as null). */
import { clearedToNull } from '@bess/shared';

type Cell = string | number | boolean | null;

/** The value of a typed text: null when cleared; a number or boolean when the field held one and the text is one. */
export function parseCell(text: string, previous: Cell | undefined): Cell {
  const value = clearedToNull(text);
  if (value === null || typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (typeof previous === 'number' && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  if (typeof previous === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  return value;
}

/** The text shown for a stored value ('' for null). */
export function cellText(value: Cell | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
