import type { ComponentType } from 'react';

/**
 * For React.lazy: loads one of the shell's antd components together with ShellAntdTheme and gives it inside the
 * theme (issue 17). Both stay in chunks of their own, off the first paint (ARCHITECTURE 2).
 */
export function themedModule<P extends object>(load: () => Promise<ComponentType<P>>) {
  return () =>
    Promise.all([load(), import('./ShellAntdTheme')]).then(([Component, theme]) => ({
      default: theme.withShellAntdTheme(Component),
    }));
}
