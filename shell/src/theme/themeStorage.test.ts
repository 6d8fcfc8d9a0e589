import { memoryStorage } from '@bess/shared/testing';
import { forgetAppStorage } from '../auth/forgetAppStorage';
import { readThemePreference, themeStorageKey, writeThemePreference } from './themeStorage';

describe('the theme preference, remembered per user', () => {
  it('is System until the user chooses, and per user after', () => {
    const storage = memoryStorage();
    expect(readThemePreference('owner@demo.test', storage)).toBe('system');
    writeThemePreference('owner@demo.test', 'dark', storage);
    writeThemePreference('admin@demo.test', 'light', storage);
    expect(readThemePreference('owner@demo.test', storage)).toBe('dark');
    expect(readThemePreference('Owner@Demo.test', storage)).toBe('dark');
    expect(readThemePreference('admin@demo.test', storage)).toBe('light');
    expect(readThemePreference('readonly@demo.test', storage)).toBe('system');
  });

  it('choosing System again removes the saved choice', () => {
    const storage = memoryStorage();
    writeThemePreference('owner@demo.test', 'dark', storage);
    writeThemePreference('owner@demo.test', 'system', storage);
    expect(storage.length).toBe(0);
  });

  it('an unknown user or a stored value that is not a preference reads as System', () => {
    const storage = memoryStorage();
    storage.setItem(themeStorageKey('owner@demo.test'), 'purple');
    expect(readThemePreference('owner@demo.test', storage)).toBe('system');
    expect(readThemePreference(null, storage)).toBe('system');
    writeThemePreference(undefined, 'dark', storage);
    expect(storage.length).toBe(1);
  });

  it('storage that refuses (private mode) leaves System and does not throw', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemePreference('owner@demo.test', refusing)).toBe('system');
    expect(() => writeThemePreference('owner@demo.test', 'dark', refusing)).not.toThrow();
  });

  it('survives sign-out (forgetAppStorage), and its key does not show the e-mail address', () => {
    const storage = memoryStorage();
    storage.setItem('bess.selection', 'S-1');
    writeThemePreference('owner@demo.test', 'dark', storage);
    forgetAppStorage([storage]);
    expect(storage.getItem('bess.selection')).toBeNull();
    expect(readThemePreference('owner@demo.test', storage)).toBe('dark');
    expect(storage.key(0)).not.toMatch(/owner|demo/);
  });
});
