import type { Wire } from '@bess/shared';

/** A dialog the signed-in user must answer before using the portal. */
export type UserDialog = 'language' | 'terms';

/**
 * Which of the user's dialogs is due, one at a time: first the language (spec 4: the user has none), then the terms
 * (spec 4: the accepted terms number is below the newest). Kept apart from the dialogs so that the shell can decide
 * without fetching them: they and their antd components stay off the way of a user who has nothing to answer.
 */
export function userDialogDue(
  user: Pick<Wire.User, 'language' | 'termsNumber'>,
  termsNumber: number,
): UserDialog | null {
  if (!user.language?.trim()) return 'language';
  if (user.termsNumber < termsNumber) return 'terms';
  return null;
}
