import {
  VALIDATION_MESSAGES,
  VALIDATION_NAMESPACE,
  hasErrors,
  parseNumber,
  parseQrCode,
  validateBackupSettings,
  validateChargePercentage,
  validateDeviceId,
  validateFixedEnergy,
  validateMessageCentreMessage,
  validatePolicy,
  validatePolicyNumber,
  validateRequired,
  validateTermsAccepted,
  validateTestModeValue,
  validationError,
} from './validation';
import type { BackupSettingsForm } from './validation';

const REQUIRED = { key: 'validation.required', message: 'The field is required' };
const UPPERCASE = {
  key: 'validation.wrongFormatUppercase',
  message: 'Wrong format SC/SCR have to be with capital letters',
};
const WRONG = { key: 'validation.wrongFormat', message: 'Wrong format' };
const NUMBER = { key: 'validation.validNumber', message: 'You must fill with a valid number' };

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

describe('spec 5: backup settings', () => {
  const valid: BackupSettingsForm = {
    reservedSoc: 20,
    minSoc: 10,
    maxSoc: 90,
    gridTransitionInterval: 0,
    gridTransitionOffInterval: 5,
    islandRetryCount: 3,
  };
  it.each([
    ['all valid', {}, {}],
    ['retry count 0', { islandRetryCount: 0 }, {}],
    ['retry count 5', { islandRetryCount: '5' }, {}],
    ['retry count 6', { islandRetryCount: 6 }, { islandRetryCount: 'The island retry count must be between 0 and 5' }],
    [
      'retry count -1',
      { islandRetryCount: -1 },
      { islandRetryCount: 'The island retry count must be between 0 and 5' },
    ],
    [
      'retry count 2.5',
      { islandRetryCount: 2.5 },
      { islandRetryCount: 'The island retry count must be between 0 and 5' },
    ],
    ['retry count empty', { islandRetryCount: null }, { islandRetryCount: 'The field is required' }],
    ['min SOC 101', { minSoc: 101 }, { minSoc: 'The value must be between 0 and 100 %' }],
    ['max SOC -1', { maxSoc: -1 }, { maxSoc: 'The value must be between 0 and 100 %' }],
    ['max SOC 100, min 0', { maxSoc: 100, minSoc: 0 }, {}],
    ['max equal to min', { maxSoc: 50, minSoc: 50 }, { maxSoc: 'The maximum must be greater than the minimum' }],
    ['max below min', { maxSoc: 40, minSoc: 50 }, { maxSoc: 'The maximum must be greater than the minimum' }],
    ['reserved SOC 120', { reservedSoc: 120 }, { reservedSoc: 'The value must be between 0 and 100 %' }],
    ['transition delay -1', { gridTransitionInterval: -1 }, { gridTransitionInterval: 'The value cannot be negative' }],
    [
      'off delay not a number',
      { gridTransitionOffInterval: 'x' },
      { gridTransitionOffInterval: 'You must fill with a valid number' },
    ],
  ])('%s', (_case, change, expected) => {
    const errors = validateBackupSettings({ ...valid, ...change });
    const messages = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e?.message]));
    expect(messages).toEqual(expected);
    expect(hasErrors(errors)).toBe(Object.keys(expected).length > 0);
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

describe('spec 5: policy numbers', () => {
  it.each([
    ['12', null],
    [0, null],
    ['', NUMBER],
    [null, NUMBER],
    ['abc', NUMBER],
  ])('valid number %p -> %p', (value, expected) => {
    expect(validatePolicyNumber(value)).toEqual(expected);
  });

  it.each([
    [0, null],
    [100, null],
    ['55,5', null],
    [101, 'The value must be between 0 and 100 %'],
    [-1, 'The value must be between 0 and 100 %'],
    ['x', 'You must fill with a valid number'],
  ])('charge percentage %p -> %p', (value, message) => {
    expect(validateChargePercentage(value)?.message ?? null).toBe(message);
  });

  it.each([
    [0, 10, null],
    [10, 10, null],
    [10.1, 10, 'The value must be between 0 and 10 kWh'],
    [-1, 10, 'The value must be between 0 and 10 kWh'],
    ['', 10, 'You must fill with a valid number'],
  ])('fixed energy %p with capacity %p -> %p', (value, capacity, message) => {
    expect(validateFixedEnergy(value, capacity)?.message ?? null).toBe(message);
  });

  it.each([
    [{ chargePercentage: 50, fixedEnergy: 5, price: '1,2' }, {}],
    [
      { chargePercentage: 150, fixedEnergy: 50, price: 'x', priceOffset: null },
      {
        chargePercentage: 'validation.percentRange',
        fixedEnergy: 'validation.fixedEnergyRange',
        price: 'validation.validNumber',
      },
    ],
    [{ spotPriceMargin: 'abc' }, { spotPriceMargin: 'validation.validNumber' }],
  ])('policy %p -> %p', (policy, expected) => {
    const errors = validatePolicy(policy, 20);
    expect(Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e?.key]))).toEqual(expected);
  });
});

describe('spec 5: message centre: title or message cannot be empty', () => {
  it.each([
    [{ title: 'Outage', message: 'Grid work' }, []],
    [{ title: '', message: 'Grid work' }, ['title']],
    [{ title: 'Outage', message: '  ' }, ['message']],
    [{ title: null, message: undefined }, ['title', 'message']],
  ])('%p -> errors on %p', (input, fields) => {
    expect(Object.keys(validateMessageCentreMessage(input))).toEqual(fields);
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

describe('spec 5: terms checkbox must be ticked', () => {
  it.each([
    [true, null],
    [false, 'You must accept the Terms & Conditions to continue'],
  ])('%p -> %p', (checked, message) => {
    expect(validateTermsAccepted(checked)?.message ?? null).toBe(message);
  });
});

describe('spec 5: every message key has an English text', () => {
  it.each(Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[])('%p', (key) => {
    const error = validationError(key, { min: 1, max: 2 });
    expect(error.key).toBe(key);
    expect(error.message).not.toMatch(/\{\{|^$/);
  });
});
