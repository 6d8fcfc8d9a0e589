import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Input, Nullable, Percent } from './schemas/common';
import { parseFieldErrors, type FieldError } from './fieldErrors';
import { englishFieldMessage, fieldOfPointer, toFieldErrors } from './schemaErrors';
import { checkInput, schemaFieldErrors } from './inputCheck';

/** The field errors of a value against a schema, through TypeBox's compiler as the server checks. */
function compiledErrors(schema: TSchema, value: unknown): FieldError[] {
  const compiled = Compile(schema);
  return toFieldErrors(schema, value, compiled.Errors(value));
}

const Example = Input({
  siteId: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1, maxLength: 10 }),
  speed: Nullable(Type.Number({ minimum: 0, maximum: 100, 'x-unit': '%' })),
  count: Type.Integer({ minimum: 1 }),
  enabled: Type.Boolean(),
  kind: Type.Enum(['grid', 'pv']),
  soc: Percent,
  rows: Type.Array(Input({ power: Nullable(Type.Number({ exclusiveMinimum: 0 })) })),
});
const valid = { siteId: 'S-1', name: 'Fan', speed: 50, count: 2, enabled: true, kind: 'grid', soc: 20, rows: [] };

describe('toFieldErrors', () => {
  it.each([
    ['a number as text', { speed: '60' }, { field: 'speed', key: 'validation.validNumber' }],
    ['a boolean as a number', { enabled: 1 }, { field: 'enabled', key: 'validation.trueOrFalse' }],
    ['true where an integer belongs', { count: true }, { field: 'count', key: 'validation.validNumber' }],
    ['a fraction where an integer belongs', { count: 1.5 }, { field: 'count', key: 'validation.wholeNumber' }],
    [
      'above the maximum (both bounds named)',
      { speed: 500 },
      { field: 'speed', key: 'validation.between', values: { min: 0, max: 100, unit: ' %' } },
    ],
    ['below a lone minimum', { count: 0 }, { field: 'count', key: 'validation.atLeast', values: { min: 1, unit: '' } }],
    [
      'a percentage in the words of spec 5',
      { soc: 101 },
      { field: 'soc', key: 'validation.percentRange', values: { min: 0, max: 100 } },
    ],
    ['empty required text', { name: '' }, { field: 'name', key: 'validation.required' }],
    ['a required number left empty', { count: null }, { field: 'count', key: 'validation.required' }],
    ['a required switch left empty', { enabled: null }, { field: 'enabled', key: 'validation.required' }],
    ['text too long', { name: 'x'.repeat(11) }, { field: 'name', key: 'validation.tooLong', values: { max: 10 } }],
    ['a value off the list', { kind: 'wind' }, { field: 'kind', key: 'validation.oneOf' }],
    [
      'a nested row',
      { rows: [{ power: 0 }] },
      { field: 'rows.0.power', key: 'validation.above', values: { min: 0, unit: '' } },
    ],
  ])('%s', (_, change, expected) => {
    expect(compiledErrors(Example, { ...valid, ...change })).toEqual([expected]);
  });

  it('names a missing field and an unknown one by their paths', () => {
    const { siteId: _omitted, ...rest } = valid;
    expect(compiledErrors(Example, { ...rest, isAdmin: true })).toEqual(
      expect.arrayContaining([
        { field: 'siteId', key: 'validation.required' },
        { field: 'isAdmin', key: 'validation.unknownField' },
      ]),
    );
  });

  it('gives a valid value no errors, through the compiler and through the interpreter alike', () => {
    expect(compiledErrors(Example, valid)).toEqual([]);
    expect(schemaFieldErrors(Example, valid)).toEqual([]);
    expect(schemaFieldErrors(Example, { ...valid, speed: 'abc' })).toEqual(
      compiledErrors(Example, { ...valid, speed: 'abc' }),
    );
  });

  it('reads JSON Pointers as dotted paths', () => {
    expect(fieldOfPointer('/device/fans/0/speed')).toBe('device.fans.0.speed');
    expect(fieldOfPointer('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(fieldOfPointer('')).toBe('');
  });
});

describe('checkInput', () => {
  it('refuses a policy the way the API does, field by field, in the words of spec 5', () => {
    const errors = checkInput('updatePolicy', {
      siteId: 'S-1',
      policy: {
        name: 'Night',
        serviceType: 'GridTariffOptimization',
        tariffArea: null,
        dso: null,
        tariffModel: null,
        chargePercentage: null,
        fixedEnergy: null,
        fixedSoc: 500,
        price: 'abc',
        priceOffset: null,
        spotHighPriceThreshold: null,
        spotPriceMargin: null,
      },
    });
    expect(errors).toEqual([
      { field: 'policy.fixedSoc', key: 'validation.percentRange', values: { min: 0, max: 100 } },
      { field: 'policy.price', key: 'validation.validNumber' },
    ]);
    expect(errors.map(englishFieldMessage)).toEqual([
      'The value must be between 0 and 100 %',
      'You must fill with a valid number',
    ]);
  });

  it('runs the call’s own rules once the schema passes: the end after the start', () => {
    const grant = { siteId: 'S-1', userId: 'u', email: 'a@b.c', level: 10 };
    expect(
      checkInput('addSiteUser', { ...grant, startTime: '2026-11-30T00:00:00Z', endTime: '2026-11-29T00:00:00Z' }),
    ).toEqual([{ field: 'endTime', key: 'validation.endAfterStart' }]);
    expect(checkInput('addSiteUser', { ...grant, startTime: '2026-11-30T00:00:00Z', endTime: null })).toEqual([]);
  });
});

describe('parseFieldErrors', () => {
  it('keeps well-formed entries with a known key, and nothing else', () => {
    expect(
      parseFieldErrors({
        errors: [
          { field: 'a', key: 'validation.required' },
          { field: 'b', key: 'validation.between', values: { min: 0, max: 5, bad: {} } },
          { field: 'c', key: 'validation.noSuchKey' },
          { field: 1, key: 'validation.required' },
          'text',
        ],
      }),
    ).toEqual([
      { field: 'a', key: 'validation.required' },
      { field: 'b', key: 'validation.between', values: { min: 0, max: 5 } },
    ]);
    expect(parseFieldErrors({ message: 'x' })).toEqual([]);
    expect(parseFieldErrors(null)).toEqual([]);
  });
});
