import { createContext, useContext } from 'react';
import type { ColorScheme, ThemePreference } from '@bess/shared';

export interface ThemePreferenceValue {
  /** What the user chose (System until they choose). */
  preference: ThemePreference;
  /** What the portal is drawn in now. */
  colorScheme: ColorScheme;
  setPreference(preference: ThemePreference): void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue>({
  preference: 'system',
  colorScheme: 'light',
  setPreference: () => undefined,
});

export const ThemePreferenceProvider = ThemePreferenceContext.Provider;

/** The signed-in user's theme and the way to change it (the account menu). */
export function useThemePreferenceContext(): ThemePreferenceValue {
  return useContext(ThemePreferenceContext);
}
