import { inputSchemaOf } from '@bess/shared/contract';
import { schemaAtPath } from '@bess/shared/forms';
import { numberOrText, requiredFieldsOf, textOrNull } from './formFields';

describe('form values as the API takes them', () => {
  it.each<[unknown, number | string | null]>([
    ['', null],
    ['  ', null],
    [null, null],
    ['12', 12],
    ['12,5', 12.5],
    [' -3.5 ', -3.5],
    ['abc', 'abc'],
    ['1.2.3', '1.2.3'],
    [7, 7],
  ])('number field %j -> %j', (value, expected) => {
    expect(numberOrText(value)).toEqual(expected);
  });

  it.each<[unknown, string | null]>([
    ['', null],
    ['  ', null],
    [' DK1 ', 'DK1'],
  ])('text field %j -> %j', (value, expected) => {
    expect(textOrNull(value)).toEqual(expected);
  });
});

describe('required fields, read from the schema the API checks with', () => {
  it.each<[string, string | null, string[]]>([
    // Times must be picked and the type chosen; the description may be empty and the rate is nullable.
    ['createEvent', null, ['siteId', 'startTime', 'endTime', 'endMode', 'eventType']],
    ['updateEvent', null, ['id', 'siteId', 'startTime', 'endTime', 'endMode', 'eventType']],
    // Every number of a policy is nullable ("not used") and its texts may be empty.
    ['updatePolicy', 'policy', ['serviceType']],
    [
      'createControllableLoad',
      null,
      [
        'siteId',
        'adapterName',
        'actionOnUrl',
        'actionOffUrl',
        'actionTimeout',
        'expectedLoad',
        'minActiveHours',
        'maxActiveHours',
        'method',
      ],
    ],
    ['updateControlParameters', 'control', []],
  ] as const)('%s %s', (call, path, expected) => {
    const schema = inputSchemaOf(call as 'createEvent');
    expect([...requiredFieldsOf(path ? schemaAtPath(schema, path) : schema)]).toEqual(expected);
  });
});
