/**
 * The one error every API call throws (ARCHITECTURE 4), and the mapping of failures to the texts of spec section 8
 * through the `error` i18n namespace. No schema or framework imports: this ships in every bundle.
 */
import { parseFieldErrors, type FieldError } from './fieldErrors';

/** The i18n namespace the keys below live in (spec 1: namespaces translation, country, common, table, error). */
export const ERROR_NAMESPACE = 'error';

/** spec 8: the server error codes the portal knows. */
export const KNOWN_SERVER_CODES = [1000, 1010, 1014, 1017, 1102, 1106] as const;
export type KnownServerCode = (typeof KNOWN_SERVER_CODES)[number];

/** A key of the `error` namespace that an API failure maps to. */
export type ApiErrorKey =
  | `code.${KnownServerCode}`
  | 'connection'
  | 'timeout'
  | 'apiCallFailed'
  | 'deviceDoesNotExist'
  | 'reportedPropertiesNotFound'
  | 'economicsRejected'
  | 'validation.checkFields';

/** spec 8: the telemetry failure suffix 'Code:' and the HTTP status (key of the `error` namespace). */
export const TELEMETRY_CODE_KEY = 'telemetryCode';

/** spec 8: the English texts of the keys (English is the default and fallback language, spec 1). */
export const API_ERROR_MESSAGES_EN: Readonly<Record<ApiErrorKey, string>> = {
  'code.1000': 'Something went wrong',
  'code.1010': 'The device is already registered',
  'code.1014': 'The device is already commissioned on another site',
  'code.1017': 'The user does not exist',
  'code.1102': 'The site does not exist',
  'code.1106': 'The code does not exist',
  connection: 'It was not possible to connect to the server',
  timeout: 'Timeout, please try again',
  apiCallFailed: 'Api call failed',
  deviceDoesNotExist: 'Device does not exist',
  reportedPropertiesNotFound: 'Could not find reported properties',
  // spec 8: "economics step with a 204: rejected with the id"; the text is the i18n base resource's.
  economicsRejected: 'There is no economics data for {{id}} in that period',
  'validation.checkFields': 'Some values are not valid. Check the marked fields.',
};

/** English text of TELEMETRY_CODE_KEY. */
const TELEMETRY_CODE_EN = 'Code: {{status}}';

/**
 * What a 204 means on the calls where it is not a plain success (spec 5: parameter and control reads returning 204
 * are an unknown device; spec 4: an economics step answered 204 is rejected; spec 8: reported properties not found).
 */
export type NoContentKind = 'unknownDevice' | 'reportedPropertiesNotFound' | 'stepRejected';

const NO_CONTENT_KEYS: Readonly<Record<NoContentKind, ApiErrorKey>> = {
  unknownDevice: 'deviceDoesNotExist',
  reportedPropertiesNotFound: 'reportedPropertiesNotFound',
  stepRejected: 'economicsRejected',
};

/** Is this one of the server codes of spec 8? */
export function isKnownServerCode(code: unknown): code is KnownServerCode {
  return typeof code === 'number' && (KNOWN_SERVER_CODES as readonly number[]).includes(code);
}

/** Fills i18next-style `{{name}}` placeholders. */
function interpolate(text: string, values: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The English text of an error key, with its `{{placeholders}}` filled. */
export function englishErrorMessage(
  key: ApiErrorKey | typeof TELEMETRY_CODE_KEY,
  values?: Readonly<Record<string, unknown>>,
): string {
  return interpolate(key === TELEMETRY_CODE_KEY ? TELEMETRY_CODE_EN : API_ERROR_MESSAGES_EN[key], values);
}

/** The facts an ApiError is made from. */
export interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  status: number;
  /** The server's error code (`{ code }` or `{ errorCode }` of the body), numeric when it is a number. */
  code?: number | string;
  /** Overrides the key derived from status and code. */
  i18nKey?: ApiErrorKey;
  /** Values for the key's placeholders (`{{id}}`). */
  i18nValues?: Readonly<Record<string, string | number>>;
  /** The server's own text (`message`, or `errorMessages` joined: spec 8 parameter update failure). */
  serverMessage?: string;
  /** The endpoint name the call was made for (see ENDPOINTS). */
  endpoint?: string;
  /** The parsed error body, for callers that need more than code and message. */
  body?: unknown;
  cause?: unknown;
}

/** The key of the `error` namespace for a failure: server code first, then network, timeout, any other HTTP failure. */
function keyFor(status: number, code: number | string | undefined, fieldErrors: readonly FieldError[]): ApiErrorKey {
  if (isKnownServerCode(code)) return `code.${code}`;
  if (fieldErrors.length > 0) return 'validation.checkFields';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 0) return 'connection';
  return 'apiCallFailed';
}

/** Any failed API call: HTTP failure, network failure (status 0) or timeout. `message` is the English text. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly code: number | string | undefined;
  readonly i18nKey: ApiErrorKey;
  /** Pass to `t(err.i18nKey, { ns: ERROR_NAMESPACE, ...err.i18nValues })`. */
  readonly i18nValues: Readonly<Record<string, string | number>>;
  readonly serverMessage: string | undefined;
  readonly endpoint: string | undefined;
  readonly body: unknown;
  /**
   * The fields the API refused (`errors` of a 400, or of a 409 when the object's state refuses a field: a grant that
   * exists, a name taken), each with the key of its message: shown beside the field.
   */
  readonly fieldErrors: readonly FieldError[];

  constructor(init: ApiErrorInit) {
    const fieldErrors = init.status === 400 || init.status === 409 ? parseFieldErrors(init.body) : [];
    const i18nKey = init.i18nKey ?? keyFor(init.status, init.code, fieldErrors);
    const i18nValues = init.i18nValues ?? {};
    super(englishErrorMessage(i18nKey, i18nValues), init.cause === undefined ? undefined : { cause: init.cause });
    this.i18nValues = i18nValues;
    this.status = init.status;
    this.code = init.code;
    this.i18nKey = i18nKey;
    this.serverMessage = init.serverMessage;
    this.endpoint = init.endpoint;
    this.body = init.body;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * A 204 on a call where "no content" means something (see NoContentKind). It is an ApiError with status 204, so one
 * `instanceof ApiError` check still covers every failure, and TanStack Query puts the query in its error state.
 */
export class NoContentError extends ApiError {
  override readonly name: string = 'NoContentError';
  readonly kind: NoContentKind;
  /** The id the call was about (spec 8: the economics step is "rejected with the id"). */
  readonly id: string | undefined;

  constructor(kind: NoContentKind, endpoint: string, id?: string, text = '') {
    super({ status: 204, i18nKey: NO_CONTENT_KEYS[kind], i18nValues: { id: id ?? '' }, endpoint, body: text });
    this.kind = kind;
    this.id = id;
  }
}

/** The `error` namespace key to show for any thrown value; non-API errors are 'Something went wrong' (spec 2). */
export function errorMessageKey(err: unknown): ApiErrorKey {
  return err instanceof ApiError ? err.i18nKey : 'code.1000';
}

/** spec 8: commissioning failure shows the server's code, or 1000 if none. */
export function serverCodeKey(err: unknown): `code.${KnownServerCode}` {
  return err instanceof ApiError && isKnownServerCode(err.code) ? `code.${err.code}` : 'code.1000';
}

/** A translator of the `error` namespace, e.g. i18next's `getFixedT(lng, 'error')`. */
export type ErrorTranslate = (key: ApiErrorKey | typeof TELEMETRY_CODE_KEY, values?: Record<string, unknown>) => string;

/**
 * spec 8: the telemetry failure text - 'Api call failed' plus 'Code:' and the HTTP status ("Api call failed Code:
 * 500"). Pass the `error` namespace's translator to get it in the user's language.
 */
export function telemetryErrorMessage(err: unknown, translate?: ErrorTranslate): string {
  const status = err instanceof ApiError ? err.status : 0;
  const t: ErrorTranslate = translate ?? ((key, values) => englishErrorMessage(key as ApiErrorKey, values));
  return `${t('apiCallFailed')} ${t(TELEMETRY_CODE_KEY, { status })}`;
}

/**
 * Reads `{ code, message }`, `{ errorCode }` or `{ errorMessages }` from an error body (spec 8); a numeric code
 * string becomes a number so it matches the known codes.
 */
export function parseErrorBody(body: unknown): { code?: number | string; serverMessage?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const raw = record.code ?? record.errorCode;
  let code: number | string | undefined;
  if (typeof raw === 'number') code = raw;
  else if (typeof raw === 'string' && raw !== '') code = /^\d+$/.test(raw) ? Number(raw) : raw;
  const messages = record.errorMessages;
  let serverMessage: string | undefined;
  if (typeof record.message === 'string') serverMessage = record.message;
  else if (Array.isArray(messages)) serverMessage = messages.map(String).join('\n');
  else if (typeof messages === 'string') serverMessage = messages;
  return { ...(code === undefined ? {} : { code }), ...(serverMessage === undefined ? {} : { serverMessage }) };
}
