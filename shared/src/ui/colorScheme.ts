import { useEffect, useState } from 'react';
import type { ColorScheme } from '../host/hostContext';

/** What a user may choose: the device's setting, or always light, or always dark. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The media query of a device (or browser) set to dark. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Narrows a stored or passed value to a preference; anything else is System. */
export function toThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

/** The scheme a preference draws in: System follows the device. */
export function resolveColorScheme(preference: ThemePreference, systemPrefersDark: boolean): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PREFERS_DARK_QUERY).matches
    : false;
}

/** Whether the device is set to dark, following a change while the page is open. */
export function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PREFERS_DARK_QUERY);
    const onChange = () => setDark(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return dark;
}

/** The scheme of a preference on this device, live. */
export function useColorScheme(preference: ThemePreference): ColorScheme {
  return resolveColorScheme(preference, useSystemPrefersDark());
}
