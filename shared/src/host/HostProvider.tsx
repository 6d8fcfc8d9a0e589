import { createContext, useContext, type ReactNode } from 'react';
import type { HostContextValue } from './hostContext';

const HostContext = createContext<HostContextValue | null>(null);
HostContext.displayName = 'BessHost';

export interface HostProviderProps {
  value: HostContextValue;
  children: ReactNode;
}

/** Provides the host contract to everything below it: the shell, or the embed adapter on a partner page. */
export function HostProvider({ value, children }: HostProviderProps) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

/** Reads the host contract. Throws outside a HostProvider, so a remote mounted without a host fails loudly. */
export function useHost(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost() needs a HostProvider (mount the module through the shell or ./embed)');
  return value;
}
