import type { ComponentType } from 'react';
import { antdStylesheetReady } from './antdStylesheet';

/**
 * For React.lazy: loads one of the shell's antd components together with ShellAntdTheme and gives it inside the
 * user's theme, once antd's pre-built stylesheet is there. All stay off the first paint (ARCHITECTURE 2).
 */
export function themedModule<P extends object>(load: () => Promise<ComponentType<P>>) {
  return () =>
    Promise.all([load(), import('./ShellAntdTheme'), antdStylesheetReady()]).then(([Component, theme]) => ({
      default: theme.withShellAntdTheme(Component),
    }));
}
