import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ANTD_THEMES } from '@bess/shared/antd';
import { useThemePreferenceContext } from './ThemePreferenceContext';

/**
 * The shell's own antd dialogs and drawer (settings, terms, language, filters) in the user's colour scheme,
 * as the remotes are. Imported only by those lazily loaded modules: antd stays off the first paint (ARCHITECTURE 2).
 */
export function ShellAntdTheme({ children }: { children: ReactNode }) {
  const { colorScheme } = useThemePreferenceContext();
  return <ConfigProvider theme={ANTD_THEMES[colorScheme]}>{children}</ConfigProvider>;
}

/** The component inside ShellAntdTheme. */
export function withShellAntdTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Themed(props: P) {
    return (
      <ShellAntdTheme>
        <Component {...props} />
      </ShellAntdTheme>
    );
  };
}
