/**
 * The browser side of the API contract (ARCHITECTURE 4): the typed client, its error and the wire types.
 *
 * Schema values and ENDPOINTS are deliberately NOT re-exported here: `@bess/shared` is a Module Federation singleton,
 * whose whole module graph ships to the browser, and TypeBox is not needed there. The server and tests import them
 * from `./contract` (`shared/src/api/contract.ts`). The wire types are here as the `Wire` namespace
 * (`Wire.StatusResponse`, `Wire.Site`) so they do not clash with the domain's entity types of the same names.
 * The client's type `ApiClient` (client.ts) is re-exported by the host contract, so it is not repeated here.
 */
export {
  API_ERROR_MESSAGES_EN,
  ApiError,
  ERROR_NAMESPACE,
  KNOWN_SERVER_CODES,
  NoContentError,
  TELEMETRY_CODE_KEY,
  englishErrorMessage,
  errorMessageKey,
  isKnownServerCode,
  parseErrorBody,
  serverCodeKey,
  telemetryErrorMessage,
  type ApiErrorInit,
  type ApiErrorKey,
  type ErrorTranslate,
  type KnownServerCode,
  type NoContentKind,
} from './apiError';
export {
  API_TIMEOUT_MS,
  buildQueryString,
  createApiClient,
  fillPath,
  type ApiClientOptions,
  type ClientFunction,
  type ClientGroup,
  type ClientGroups,
  type EndpointInput,
  type EndpointOutput,
  type RequestOptions,
} from './client';
export type { EndpointName, EndpointSpec, HttpMethod } from './endpoints';
export { ROUTES, type ClientGroupName, type Route, type RouteOf, type RouteTable } from './routes';
export { fieldMessages, parseFieldErrors, type FieldError, type FieldTranslate } from './fieldErrors';
export type { InputRuleContext, StoredEventFacts } from './inputRules';

/**
 * The input check of the forms (a write's schema and rules, as the API checks them), loaded on first use: TypeBox
 * and the schemas reach the browser in a chunk of their own, only where a form checks.
 */
export const loadInputCheck = () => import(/* webpackChunkName: "input-check" */ './inputCheck');
export type * as Wire from './schemas';
