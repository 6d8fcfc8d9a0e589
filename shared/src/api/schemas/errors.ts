/** The API's answer to everything that is not a success (spec 8), as one schema for the OpenAPI document and tests. */
import { Type, type Static } from 'typebox';

/**
 * One refused field of a 400 (`fieldErrors.ts`): its dotted path (`policy.fixedSoc`, `device.fans.0.speed`; '' for
 * the whole input), the key of its message in the `error` i18n namespace and the values of the key's placeholders.
 */
export const FieldErrorSchema = Type.Object(
  {
    field: Type.String(),
    key: Type.String({ pattern: '^validation\\.\\w+$' }),
    values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  },
  { additionalProperties: false },
);

/**
 * Every error answer: spec 8's server error code (1000 something went wrong, 1010, 1014, 1017, 1102, 1106) or null,
 * an English message, and for a refused input the refused fields, which the portal shows beside each field. Nothing
 * else: a framework's own error fields never leave.
 */
export const ErrorBodySchema = Type.Object(
  {
    code: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldErrorSchema)),
  },
  { additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;
