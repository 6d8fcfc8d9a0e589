import { createContext, useContext } from 'react';
import type { ShellConfig } from './shellConfig';

const ShellConfigContext = createContext<ShellConfig | null>(null);

export const ShellConfigProvider = ShellConfigContext.Provider;

/** The shell's own run-time configuration; remotes never see it (they get the host contract). */
export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (!config) throw new Error('useShellConfig() outside ShellConfigProvider');
  return config;
}
