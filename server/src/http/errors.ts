import { ServerErrorCode } from '@bess/shared/domain';
import type { FieldError } from '@bess/shared/contract';

/**
 * An error with an HTTP status and, where the spec has one, a server error code (spec 8: 1000 something went wrong,
 * 1010 already registered, 1014 commissioned on another site, 1017 user does not exist, 1102 site does not exist,
 * 1106 code does not exist). The error handler answers `{ code, message }`, and `errors` for a refused input: each
 * refused field with the key of its message, which the portal shows beside the field in the user's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number | null = null,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
/** spec 5: site commands without access are refused with 'Access denied'. */
export const accessDenied = () => new HttpError(403, 'Access denied');
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Session has expired, please try again');

export const alreadyRegistered = () =>
  new HttpError(409, 'The device is already registered', ServerErrorCode.AlreadyRegistered);
export const commissionedElsewhere = () =>
  new HttpError(409, 'The device is already commissioned on another site', ServerErrorCode.CommissionedOnAnotherSite);
export const userDoesNotExist = () => new HttpError(404, 'The user does not exist', ServerErrorCode.UserDoesNotExist);
export const siteDoesNotExist = () => new HttpError(404, 'The site does not exist', ServerErrorCode.SiteDoesNotExist);
export const codeDoesNotExist = () => new HttpError(404, 'The code does not exist', ServerErrorCode.CodeDoesNotExist);
