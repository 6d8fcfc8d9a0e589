/** Building blocks shared by the schemas of every resource (spec section 7). */
import { Type, type TProperties, type TSchema } from 'typebox';

/** A schema that also accepts null (spec 3: a cleared field is stored as null, an open end time is null). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An input object: request query, body and path params reject unknown fields (ARCHITECTURE 5:
 * `additionalProperties: false` on input), so a typo in a field name is a 400, never a silent no-op.
 */
export const Input = <P extends TProperties>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/**
 * No C0 or C1 control character (NUL, line breaks, bell, ...) and no bidirectional override or isolate, which make
 * text display in another order than it is stored ("Trojan Source"): a name others read must show what it holds.
 */
const NAME_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$';
/** The same, but line breaks and tabs are allowed (a description or a message has paragraphs). */
const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$';

/** A name others read (a site, a group, an address): one line of at most 200 characters, shown as stored. */
export const Name = (options: { minLength?: number; maxLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 1, maxLength: options.maxLength ?? 200, pattern: NAME_PATTERN });

/** A free text others read (an event's description, a message's summary): lines of at most `maxLength` in all. */
export const FreeText = (maxLength = 2000) => Type.String({ maxLength, pattern: TEXT_PATTERN });

/** A non-empty identifier (device, site, group, user, row). All ids travel as strings. */
export const Id = Type.String({ minLength: 1 });

/**
 * An ISO 8601 date or date-time. Deliberately loose (a date prefix only): the real backend receives both
 * `toISOString()` values and site-local times without an offset (spec 4: times converted to the site's timezone).
 */
export const IsoDateTime = Type.String({
  // A real calendar date, optionally with a time, seconds, fraction and offset; nothing after it.
  pattern:
    '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,9})?)?(Z|[+-]([01]\\d|2[0-3]):?[0-5]\\d)?)?$',
  description: 'ISO 8601 date-time',
});

/** spec 7: "a 204 response gives text" - the body of a call that answers 204 (usually empty). */
export const NoContentSchema = Type.String({ description: 'spec 7: a 204 gives text (usually empty)' });

/** The most ids one call may name: the large fleet's 10,000 devices (and well under SQLite's variable limit). */
export const MAX_IDS_PER_CALL = 10_000;

/** A list of ids in a query string; the client repeats the key per value (`ids=a&ids=b`). */
export const IdList = Type.Array(Id, { maxItems: MAX_IDS_PER_CALL });

/**
 * An electricity price per kWh in the site's currency (spec 9: kr, £ or €): a number, not below 0 (spec 5's policy
 * numbers are valid numbers; the portal takes no negative tariff).
 */
export const Price = Type.Number({ minimum: 0, 'x-error': 'validation.notNegative' });

/** A percentage 0 to 100 (spec 9: SOC and percentages 0 to 100), refused in the words of spec 5. */
export const Percent = Type.Number({ minimum: 0, maximum: 100, 'x-unit': '%', 'x-error': 'validation.percentRange' });

/** The `{ result }` answer of calls where 0 means success (spec 7: PUT /messageCenter). */
export const ResultSchema = Type.Object({ result: Type.Integer() });
