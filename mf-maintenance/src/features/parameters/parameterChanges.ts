/** What an edit of the parameters changes, field by field: the diff the user confirms before it is sent. */

/** One changed value: its path (`device.fans.0.speed`), and its value before and after (undefined: no such row). */
export interface ParameterChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** Lists of plain values (features) compare whole: a change is the list before and after. */
const samePlainList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * The changes from `before` to `after`: a changed value once, a row added or removed once (with the row as its value),
 * a list of plain values once. Nothing is listed for an edit that was undone.
 */
export function parameterChanges(before: unknown, after: unknown, path = ''): ParameterChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const rows = before.some(isRecord) || after.some(isRecord);
    if (!rows) return samePlainList(before, after) ? [] : [{ path, before, after }];
    const changes: ParameterChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= before.length) changes.push({ path: join(path, i), before: undefined, after: after[i] });
      else if (i >= after.length) changes.push({ path: join(path, i), before: before[i], after: undefined });
      else changes.push(...parameterChanges(before[i], after[i], join(path, i)));
    }
    return changes;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => parameterChanges(before[key], after[key], join(path, key)));
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}
