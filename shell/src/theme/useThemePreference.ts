import { useCallback, useEffect, useMemo, useState } from 'react';
import { useColorScheme, type ThemePreference } from '@bess/shared';
import { readThemePreference, writeThemePreference } from './themeStorage';
import type { ThemePreferenceValue } from './ThemePreferenceContext';

/**
 * The theme of the user with this e-mail address: read from storage when the user becomes known, saved when
 * changed, resolved against the device's setting, and set on the page's root element (`data-theme` and
 * `color-scheme`) for the shell's own CSS and the browser's scroll bars and form controls.
 */
export function useThemePreference(email: string | null | undefined): ThemePreferenceValue {
  const [state, setState] = useState(() => ({ email, preference: readThemePreference(email) }));
  if (state.email !== email) {
    // Another user (or the first known one): take their saved preference (React's "adjust state during render").
    setState({ email, preference: readThemePreference(email) });
  }
  const colorScheme = useColorScheme(state.preference);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = colorScheme;
    root.style.colorScheme = colorScheme;
  }, [colorScheme]);

  const setPreference = useCallback(
    (preference: ThemePreference) => {
      writeThemePreference(email, preference);
      setState({ email, preference });
    },
    [email],
  );
  return useMemo(
    () => ({ preference: state.preference, colorScheme, setPreference }),
    [state.preference, colorScheme, setPreference],
  );
}
