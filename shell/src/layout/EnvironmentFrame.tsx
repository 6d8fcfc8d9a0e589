import type { ReactNode } from 'react';
import { useShellConfig } from '../config/ShellConfigContext';

/** spec 2: a coloured border marks local and staging environments (the colours live in shell.css). */
export function EnvironmentFrame({ children }: { children: ReactNode }) {
  const { environment } = useShellConfig();
  return (
    <div className="app-frame" data-environment={environment}>
      {children}
    </div>
  );
}
