/** spec 5: who a new grant is for, found (or created) by e-mail before the grant is sent. */
import { ApiError, type ApiClient } from '@bess/shared';
import { isApiClientEmail, normaliseEmail } from './accessRules';

/** spec 5 / spec 8: the unknown-user flag - the grantee could not be found or created. */
export class UnknownUserError extends Error {
  override readonly name = 'UnknownUserError';
  constructor(
    readonly email: string,
    cause?: unknown,
  ) {
    super(`unknown user ${email}`, cause === undefined ? undefined : { cause });
  }
}

/**
 * The user id of `email`. spec 5: an unknown e-mail answered with 404 is created as a user first (POST /User); a
 * failed lookup of an API client (an e-mail without an at-sign, GET /user/{email}/clientId) or any other failure
 * raises the unknown-user flag (UnknownUserError).
 */
export async function resolveGrantee(api: ApiClient, rawEmail: string): Promise<{ userId: string; email: string }> {
  const email = isApiClientEmail(rawEmail) ? rawEmail.trim() : normaliseEmail(rawEmail);
  try {
    if (isApiClientEmail(email)) return { userId: (await api.user.getApiClient({ email })).userId, email };
    try {
      return { userId: (await api.user.getByEmail({ email })).userId, email };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
      return { userId: (await api.user.create({ email })).userId, email };
    }
  } catch (err) {
    throw new UnknownUserError(email, err);
  }
}
