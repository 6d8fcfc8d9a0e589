/**
 * The full contract with its schema values: ENDPOINTS and every TypeBox schema. For the server (route registration
 * and validation) and for tests. Browser code uses `./index` instead, which carries no TypeBox (see there).
 */
export { ENDPOINTS, ENDPOINT_LIST, type EndpointName, type EndpointSpec, type HttpMethod } from './endpoints';
export * from './schemas';
export type { EndpointInput, EndpointOutput } from './client';
export { checkInput, inputSchemaOf, schemaFieldErrors } from './inputCheck';
export * from './fieldErrors';
export * from './schemaErrors';
export * from './schemaFields';
export * from './inputRules';
