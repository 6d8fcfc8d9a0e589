import {
  VALIDATION_MESSAGES,
  VALIDATION_NAMESPACE,
  parseNumber,
  parseQrCode,
  validateDeviceId,
  validateRequired,
  validateTestModeValue,
  validateTimezone,
  validationError,
} from './validation';

const REQUIRED = { key: 'validation.required', message: 'The field is required' };
const UPPERCASE = {
  key: 'validation.wrongFormatUppercase',
  message: 'Wrong format SC/SCR have to be with capital letters',
};
const WRONG = { key: 'validation.wrongFormat', message: 'Wrong format' };

describe('spec 5: device id (required; SC/SCR in capitals)', () => {
  it.each([
    ['SC-000000123', null],
    ['SCR-000000123', null],
    [' SCR-000000123 ', null],
    ['', REQUIRED],
    ['   ', REQUIRED],
    [null, REQUIRED],
    ['sc-000000123', UPPERCASE],
    ['scr-000000123', UPPERCASE],
    ['Scr-000000123', UPPERCASE],
    ['sc-12', UPPERCASE],
    ['SC-00000012', WRONG],
    ['SC-0000001234', WRONG],
    ['SC000000123', WRONG],
    ['SCX-000000123', WRONG],
    ['scx-000000123', WRONG],
    ['PV-000000123', WRONG],
    ['123', WRONG],
  ])('%p -> %p', (value, expected) => {
    expect(validateDeviceId(value)).toEqual(expected);
  });

  it('uses the error namespace', () => {
    expect(VALIDATION_NAMESPACE).toBe('error');
  });
});

describe("spec 5: required fields: 'The field is required'", () => {
  it.each([
    ['', REQUIRED],
    [' ', REQUIRED],
    [null, REQUIRED],
    [undefined, REQUIRED],
    ['x', null],
    [0, null],
    [false, null],
  ])('%p -> %p', (value, expected) => {
    expect(validateRequired(value)).toEqual(expected);
  });
});

describe("spec 3: a site's or group's time zone is one the runtime knows", () => {
  const UNKNOWN = { key: 'validation.unknownTimezone', message: 'Choose a known time zone, such as Europe/Copenhagen' };
  it.each([
    ['Europe/Copenhagen', null],
    ['GMT', null],
    ['Australia/Sydney', null],
    ['Mars/Olympus', UNKNOWN],
    ['Europe/Copenhagen ', UNKNOWN],
    ['  ', UNKNOWN],
    // Empty is the required rule's (the schema's), not this one's.
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (zone, expected) => {
    expect(validateTimezone(zone)).toEqual(expected);
  });
});

describe('spec 5: numbers typed in forms', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' -3 ', -3],
    ['.5', 0.5],
    [7, 7],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['12abc', null],
    [NaN, null],
    [Infinity, null],
    [null, null],
  ])('%p -> %p', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });
});

describe('spec 5: test mode value: -max < value < max', () => {
  it.each([
    [0, 5000, null],
    [4999, 5000, null],
    [-4999, 5000, null],
    ['-4999,5', 5000, null],
    [5000, 5000, 'The value must be greater than -5000 and less than 5000'],
    [-5000, 5000, 'The value must be greater than -5000 and less than 5000'],
    [9000, 5000, 'The value must be greater than -5000 and less than 5000'],
    ['', 5000, 'The field is required'],
    ['abc', 5000, 'You must fill with a valid number'],
  ])('%p with max %p -> %p', (value, max, message) => {
    expect(validateTestModeValue(value, max)?.message ?? null).toBe(message);
  });

  it('carries the bounds for interpolation', () => {
    expect(validateTestModeValue(6000, 5000)).toEqual({
      key: 'validation.testModeRange',
      message: 'The value must be greater than -5000 and less than 5000',
      values: { min: -5000, max: 5000 },
    });
  });
});

describe("spec 5: invalid QR code: 'Invalid QR-code please try again'", () => {
  const invalid = {
    ok: false,
    error: { key: 'validation.invalidQr', message: 'Invalid QR-code please try again' },
  };
  it.each([
    ['SC-000000123', { ok: true, deviceId: 'SC-000000123' }],
    [' SCR-000000123\n', { ok: true, deviceId: 'SCR-000000123' }],
    ['https://example.com/device/SCR-000000123', { ok: true, deviceId: 'SCR-000000123' }],
    ['id=SC-000000123;sn=SC-000000123', { ok: true, deviceId: 'SC-000000123' }],
    ['SC-000000123 SC-000000124', invalid],
    ['sc-000000123', invalid],
    ['SC-0000001234', invalid],
    ['XSC-000000123', invalid],
    ['hello', invalid],
    ['', invalid],
    [null, invalid],
  ])('%p -> %p', (text, expected) => {
    expect(parseQrCode(text)).toEqual(expected);
  });
});

describe('spec 5: every message key has an English text', () => {
  it.each(Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[])('%p', (key) => {
    const error = validationError(key, { min: 1, max: 2 });
    expect(error.key).toBe(key);
    expect(error.message).not.toMatch(/\{\{|^$/);
  });
});
