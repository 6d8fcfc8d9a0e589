import {
  deviceIdDigits,
  isDeviceSearch,
  matchesDeviceSearch,
  matchesNameSearch,
  padDeviceDigits,
  parseSearch,
} from './search';

describe('spec 5: search text', () => {
  it.each([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    [null, { kind: 'none' }],
    ['123', { kind: 'deviceDigits', digits: '000000123' }],
    [' 42 ', { kind: 'deviceDigits', digits: '000000042' }],
    ['000000123', { kind: 'deviceDigits', digits: '000000123' }],
    ['1234567890', { kind: 'deviceDigits', digits: '1234567890' }],
    ['SC-000000123', { kind: 'deviceId', deviceId: 'SC-000000123' }],
    ['SCR-000000123', { kind: 'deviceId', deviceId: 'SCR-000000123' }],
    ['scr-000000123', { kind: 'deviceId', deviceId: 'SCR-000000123' }],
    ['SC-00000012', { kind: 'name', text: 'sc-00000012' }],
    ['SCX-000000123', { kind: 'name', text: 'scx-000000123' }],
    ['Aarhus', { kind: 'name', text: 'aarhus' }],
    ['12a', { kind: 'name', text: '12a' }],
  ])('%p -> %p', (text, query) => {
    expect(parseSearch(text)).toEqual(query);
  });

  it.each([
    ['1', '000000001'],
    ['123456789', '123456789'],
    ['', '000000000'],
  ])('pads %p to %p', (digits, padded) => {
    expect(padDeviceDigits(digits)).toBe(padded);
  });

  it.each([
    ['SC-000000123', '000000123'],
    ['PV-000000004', '000000004'],
    ['nodigits', ''],
  ])('digits of %p are %p', (id, digits) => {
    expect(deviceIdDigits(id)).toBe(digits);
  });
});

describe('spec 5: matching device ids and names', () => {
  it.each([
    ['123', 'SC-000000123', true],
    ['123', 'SCR-000000123', true],
    ['123', 'SC-000001234', false],
    ['23', 'SC-000000123', false],
    ['SC-000000123', 'SC-000000123', true],
    ['SC-000000123', 'SCR-000000123', false],
    ['sc-000000123', 'SC-000000123', true],
    ['Aarhus', 'SC-000000123', false],
    ['', 'SC-000000123', false],
  ])('search %p matches device %p: %p', (text, id, expected) => {
    expect(matchesDeviceSearch(parseSearch(text), id)).toBe(expected);
  });

  it.each([
    ['aar', 'Aarhus Harbour', true],
    ['HARB', 'Aarhus Harbour', true],
    ['bour h', 'Aarhus Harbour', false],
    ['123', 'Site 123', false],
    ['x', null, false],
  ])('search %p matches name %p: %p', (text, name, expected) => {
    expect(matchesNameSearch(parseSearch(text), name)).toBe(expected);
  });

  it.each([
    ['123', true],
    ['SC-000000001', true],
    ['abc', false],
    ['', false],
  ])('%p is a device search: %p', (text, expected) => {
    expect(isDeviceSearch(parseSearch(text))).toBe(expected);
  });
});
