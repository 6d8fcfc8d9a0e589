import { parseNumber } from '@bess/shared';

/**
 * An antd InputNumber's `parser`: the typed text read as every form reads a number (`parseNumber`), so a decimal comma
 * is a decimal point ('55,6' is 55.6, as in the installer's coordinates) and not dropped (antd's own reading makes
 * it 556). Text that is no number yet (a lone '-' while typing) is left as it is, for the input to wait on.
 */
export function readNumberInput(text: string | undefined): string {
  const value = parseNumber(text ?? '');
  return value === null ? (text ?? '') : String(value);
}
