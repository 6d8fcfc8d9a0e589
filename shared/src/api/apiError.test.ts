import { en } from '../i18n/resources/en';
import {
  API_ERROR_MESSAGES_EN,
  ApiError,
  ERROR_NAMESPACE,
  NoContentError,
  TELEMETRY_CODE_KEY,
  errorMessageKey,
  parseErrorBody,
  serverCodeKey,
  telemetryErrorMessage,
  type ApiErrorKey,
} from './apiError';

describe('ApiError keys (spec 8)', () => {
  test.each([
    [{ status: 400, code: 1000 }, 'code.1000', 'Something went wrong'],
    [{ status: 409, code: 1010 }, 'code.1010', 'The device is already registered'],
    [{ status: 409, code: 1014 }, 'code.1014', 'The device is already commissioned on another site'],
    [{ status: 404, code: 1017 }, 'code.1017', 'The user does not exist'],
    [{ status: 404, code: 1102 }, 'code.1102', 'The site does not exist'],
    [{ status: 404, code: 1106 }, 'code.1106', 'The code does not exist'],
    [{ status: 0 }, 'connection', 'It was not possible to connect to the server'],
    [{ status: 504 }, 'timeout', 'Timeout, please try again'],
    [{ status: 500 }, 'apiCallFailed', 'Api call failed'],
    [{ status: 400, code: 9999 }, 'apiCallFailed', 'Api call failed'],
    [{ status: 400, code: 'E_BAD' }, 'apiCallFailed', 'Api call failed'],
  ])('%p -> %s', (init, key, message) => {
    const error = new ApiError(init);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.i18nKey).toBe(key);
    expect(error.message).toBe(message);
    expect(errorMessageKey(error)).toBe(key);
  });

  test('anything that is not an ApiError is "Something went wrong" (spec 2)', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('code.1000');
    expect(errorMessageKey('boom')).toBe('code.1000');
  });

  test('NoContentError is an ApiError with status 204', () => {
    const error = new NoContentError('unknownDevice', 'getParameters', 'SC-1');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'NoContentError', status: 204, i18nKey: 'deviceDoesNotExist', id: 'SC-1' });
  });

  test('spec 8: commissioning shows the server code, or 1000 if none', () => {
    expect(serverCodeKey(new ApiError({ status: 409, code: 1014 }))).toBe('code.1014');
    expect(serverCodeKey(new ApiError({ status: 500 }))).toBe('code.1000');
    expect(serverCodeKey(new ApiError({ status: 0 }))).toBe('code.1000');
  });
});

describe('telemetryErrorMessage (spec 8: adds Code: and the HTTP status)', () => {
  test('in English by default', () => {
    expect(telemetryErrorMessage(new ApiError({ status: 502 }))).toBe('Api call failed Code: 502');
    expect(telemetryErrorMessage(new ApiError({ status: 0 }))).toBe('Api call failed Code: 0');
  });

  test('through a translator of the error namespace', () => {
    const t = jest.fn(
      (key: string, values?: Record<string, unknown>) => `[${key}${values ? `:${String(values.status)}` : ''}]`,
    );
    expect(telemetryErrorMessage(new ApiError({ status: 500 }), t)).toBe('[apiCallFailed] [telemetryCode:500]');
  });
});

describe('parseErrorBody', () => {
  test.each([
    [
      { code: 1010, message: 'dup' },
      { code: 1010, serverMessage: 'dup' },
    ],
    [{ errorCode: '1106' }, { code: 1106 }],
    [{ errorCode: 'X1' }, { code: 'X1' }],
    [{ errorMessages: ['a', 'b'] }, { serverMessage: 'a\nb' }],
    [{ errorMessages: 'just one' }, { serverMessage: 'just one' }],
    ['plain text', {}],
    [null, {}],
  ])('%p', (body, expected) => {
    expect(parseErrorBody(body)).toEqual(expected);
  });
});

describe('the keys exist in the error namespace of the base resources, with the same English text', () => {
  const errorNs = en[ERROR_NAMESPACE] as unknown as Record<string, unknown>;
  const lookup = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errorNs);

  test.each(Object.entries(API_ERROR_MESSAGES_EN) as Array<[ApiErrorKey, string]>)('%s', (key, text) => {
    expect(lookup(key)).toBe(text);
  });

  test(TELEMETRY_CODE_KEY, () => {
    expect(lookup(TELEMETRY_CODE_KEY)).toBe('Code: {{status}}');
  });
});
