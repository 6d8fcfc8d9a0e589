import { ApiError } from '@bess/shared';
import { refusalsOf } from './refusals';

const body = { code: 1000, message: 'Refused', errors: [{ field: 'email', key: 'validation.grantExists' }] };

test.each([
  ['a 400', 400, [{ field: 'email', key: 'validation.grantExists' }]],
  ['a 409', 409, [{ field: 'email', key: 'validation.grantExists' }]],
  ['a 500', 500, []],
])('the fields %s names', (_case, status, fields) => {
  expect(refusalsOf(new ApiError({ status, code: 1000, body }))).toEqual(fields);
});

test('a 409 with a key the portal does not know, and anything that is no API error, name no field', () => {
  const unknown = { errors: [{ field: 'email', key: 'validation.noSuchKey' }] };
  expect(refusalsOf(new ApiError({ status: 409, body: unknown }))).toEqual([]);
  expect(refusalsOf(new Error('result 1'))).toEqual([]);
});
