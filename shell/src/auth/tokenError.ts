/**
 * The API client could not get an access token (spec 8: "No active account after redirect handling: the token step
 * fails"; "A token failure during configuration load sets the token error"). Wrapping the cause lets the shell tell
 * it apart from a failed call.
 */
export class TokenError extends Error {
  override readonly name = 'TokenError';

  constructor(cause: unknown) {
    super('Could not get an access token', { cause });
  }
}

/** `getToken`, with any failure turned into a TokenError. */
export function tokenOrTokenError(getToken: () => Promise<string>): () => Promise<string> {
  return async () => {
    try {
      return await getToken();
    } catch (error) {
      throw new TokenError(error);
    }
  };
}
