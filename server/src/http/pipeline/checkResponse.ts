import type { preSerializationAsyncHookHandler } from 'fastify';
import { Compile } from 'typebox/compile';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';

/**
 * Does a schema (or one inside it) allow any property name (a Record: telemetry points keyed by signal)? Such answers
 * are written by JSON.stringify: fast-json-stringify checks every value of an open record against its union of types,
 * which measured 6 times slower than JSON.stringify on a year of points (24 against 4 ms), on the data tab's hot path.
 */
function hasOpenRecords(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if ('patternProperties' in schema) return true;
  return Object.values(schema).some(hasOpenRecords);
}

/**
 * The route's response schemas for Fastify: the answer is written by Fastify's serializer from the contract's schema
 * (fast-json-stringify: faster than JSON.stringify, and a field the contract lacks never leaves), except answers with
 * open records (see above).
 */
export function answerSchemas(name: EndpointName): { response?: { 200: unknown } } {
  const endpoint = ENDPOINTS[name];
  return endpoint.status === 200 && !hasOpenRecords(endpoint.response) ? { response: { 200: endpoint.response } } : {};
}

/**
 * The full check of every answer against the contract before it is serialized (tests, and `npm start` outside
 * production: `checkAnswers`): a drift between server and schema is a 500 in tests, never a silent change on the wire.
 * A preSerialization hook, so it sees the handler's answer whoever called (a user, a share principal, a signed link);
 * error bodies pass it too, and are not answers. Null for a call that answers 204 (nothing to check).
 */
export function checkResponse(name: EndpointName): preSerializationAsyncHookHandler | null {
  const endpoint = ENDPOINTS[name];
  if (endpoint.status !== 200) return null;
  const compiled = Compile(endpoint.response);
  return async (_request, reply, payload) => {
    if (reply.statusCode !== 200 || compiled.Check(payload)) return payload;
    const [first] = compiled.Errors(payload);
    throw new Error(`${name}: answer does not match the contract at ${first?.instancePath}: ${first?.message}`);
  };
}
