import { resolveColorScheme, toThemePreference, type ThemePreference } from './colorScheme';

describe('a theme preference resolves to a colour scheme', () => {
  it.each<[ThemePreference, boolean, string]>([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
  ])('%s on a device that prefers dark=%s draws %s', (preference, systemDark, expected) => {
    expect(resolveColorScheme(preference, systemDark)).toBe(expected);
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['Dark', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    [42, 'system'],
  ])('the value %p reads as %s', (value, expected) => {
    expect(toThemePreference(value)).toBe(expected);
  });
});
