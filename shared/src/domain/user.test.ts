import {
  acceptTerms,
  interfaceLanguage,
  isAccessActive,
  isApiClient,
  needsLanguageDialog,
  needsTermsDialog,
} from './user';
import type { User } from './types';

const user = (extra: Partial<User> = {}): User => ({
  userName: 'Ann',
  userEmail: 'ann@x.dk',
  language: 'da',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 10,
  termsNumber: 3,
  termsDate: null,
  ...extra,
});

describe("spec 4: terms dialog opens while the user's accepted terms number is below the newest", () => {
  it.each([
    [3, 10, 4, true],
    [4, 10, 4, false],
    [5, 10, 4, false],
    [3, 100, 4, false],
    [NaN, 10, 1, true],
  ])('accepted %p at level %p, newest %p -> %p', (termsNumber, userAccessLevelNumber, newest, expected) => {
    expect(needsTermsDialog(user({ termsNumber, userAccessLevelNumber }), newest)).toBe(expected);
  });

  it('accepting stores the newest number and date', () => {
    expect(acceptTerms(user(), 10, '2024-05-01T00:00:00Z')).toMatchObject({
      termsNumber: 10,
      termsDate: '2024-05-01T00:00:00Z',
    });
  });
});

describe('spec 4: language dialog opens when the user has no language', () => {
  it.each([
    [null, 10, true],
    ['', 10, true],
    ['da', 10, false],
    [null, 100, false],
  ])('language %p at level %p -> %p', (language, userAccessLevelNumber, expected) => {
    expect(needsLanguageDialog(user({ language, userAccessLevelNumber }))).toBe(expected);
  });

  it.each([
    ['da', 'da'],
    ['SV', 'sv'],
    ['de-DE', 'de'],
    ['fr', 'en'],
    [null, 'en'],
  ])('spec 1: %p -> interface language %p', (language, expected) => {
    expect(interfaceLanguage(language)).toBe(expected);
  });
});

describe('spec 3: user access entries', () => {
  it.each([
    ['ann@x.dk', false],
    ['my-api-client', true],
    ['', true],
  ])('%p is an API client: %p', (email, expected) => {
    expect(isApiClient(email)).toBe(expected);
  });

  it.each([
    [null, null, '2024-01-01T00:00:00Z', true],
    ['2024-01-01T00:00:00Z', null, '2024-01-01T00:00:00Z', true],
    ['2024-02-01T00:00:00Z', null, '2024-01-01T00:00:00Z', false],
    [null, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', false],
    [null, '2024-06-01T00:00:00Z', '2024-01-01T00:00:00Z', true],
  ])('start %p, end %p at %p: active %p', (startTime, endTime, now, expected) => {
    expect(isAccessActive({ startTime, endTime }, now)).toBe(expected);
  });
});
