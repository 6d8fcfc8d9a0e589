import { ApiError, parseFieldErrors, refusedFields, type FieldError } from '@bess/shared';

/**
 * The fields a failed call's answer names, in a 400 or a 409 (a grant that exists, the caller's own last grant that
 * manages access): shared's `refusedFields` reads them from a 400 only, so a 409's are read from its body here.
 */
export function refusalsOf(error: unknown): readonly FieldError[] {
  const fields = refusedFields(error);
  if (fields.length > 0 || !(error instanceof ApiError) || error.status !== 409) return fields;
  return parseFieldErrors(error.body);
}
