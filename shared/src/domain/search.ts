/** The sidebar search text (spec 5). */
import { DEVICE_ID_DIGITS } from './constants';

/** What a search text asks for (spec 5). */
export type SearchQuery =
  | { kind: 'none' }
  /** A number: the digits of device ids, left-padded with zeros to 9 digits. */
  | { kind: 'deviceDigits'; digits: string }
  /** SC or SCR, a dash and 9 digits: one device id exactly. */
  | { kind: 'deviceId'; deviceId: string }
  /** Anything else: a case-insensitive substring of a site or group name. */
  | { kind: 'name'; text: string };

// spec 5: pattern SC or SCR, dash, 9 digits. Decision: typed lower case it still finds the id (ids are capitals).
const DEVICE_ID_SEARCH = new RegExp(`^(SC|SCR)-\\d{${DEVICE_ID_DIGITS}}$`, 'i');

/** Left-pads a number text with zeros to 9 digits (spec 5 and 9: padded device id length 9). */
export function padDeviceDigits(digits: string): string {
  return digits.padStart(DEVICE_ID_DIGITS, '0');
}

/** Reads a search text (spec 5): numeric, a device id, a name, or nothing. */
export function parseSearch(text: string | null | undefined): SearchQuery {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  // spec 5: numeric search pads to 9 digits and is matched against device ids.
  if (/^\d+$/.test(trimmed)) return { kind: 'deviceDigits', digits: padDeviceDigits(trimmed) };
  if (DEVICE_ID_SEARCH.test(trimmed)) return { kind: 'deviceId', deviceId: trimmed.toUpperCase() };
  return { kind: 'name', text: trimmed.toLowerCase() };
}

/** True when the query looks for devices by id (numeric or full id), not for names. */
export function isDeviceSearch(
  query: SearchQuery,
): query is Extract<SearchQuery, { kind: 'deviceDigits' | 'deviceId' }> {
  return query.kind === 'deviceDigits' || query.kind === 'deviceId';
}

/** The digits of a device id (`SC-000000123` -> `000000123`), or '' when it has none at the end. */
export function deviceIdDigits(deviceId: string): string {
  return /(\d+)$/.exec(deviceId)?.[1] ?? '';
}

/** True when a device id matches a device search (spec 5); a name or empty query matches no device by id. */
export function matchesDeviceSearch(query: SearchQuery, deviceId: string): boolean {
  switch (query.kind) {
    case 'deviceDigits':
      return deviceIdDigits(deviceId) === query.digits;
    case 'deviceId':
      return deviceId === query.deviceId;
    default:
      return false;
  }
}

/** True when a site or group name matches a name search (spec 5: case-insensitive substring). */
export function matchesNameSearch(query: SearchQuery, name: string | null | undefined): boolean {
  return query.kind === 'name' && typeof name === 'string' && name.toLowerCase().includes(query.text);
}
