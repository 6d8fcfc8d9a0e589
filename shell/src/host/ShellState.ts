import { createContext, useContext } from 'react';
import type { NavigationContext } from '@bess/shared';
import type { ConfigurationState } from '../config/useConfiguration';

/** What the shell's own parts (layout, navigation, dialogs) share beyond the host contract that remotes see. */
export interface ShellState {
  configuration: ConfigurationState;
  /** What the navigation rules of spec 2 look at, for the current user, selection and layout. */
  navigation: NavigationContext;
  /** spec 2: the sidebar starts open; the top bar's toggle opens and closes it. */
  sidebarOpen: boolean;
  toggleSidebar(): void;
  /** The device list's toggle for site groups; group status is polled only while they are shown (spec 7). */
  showGroups: boolean;
  setShowGroups(show: boolean): void;
  /** The settings dialog (account menu > Settings). */
  settingsOpen: boolean;
  setSettingsOpen(open: boolean): void;
  /** The account menu; kept here because the top bar is drawn anew when loading ends. */
  accountMenuOpen: boolean;
  setAccountMenuOpen(open: boolean): void;
}

const ShellStateContext = createContext<ShellState | null>(null);
export const ShellStateProvider = ShellStateContext.Provider;

/** The shell's state, or null outside ShellHost (a part that also renders alone in tests). */
export function useOptionalShellState(): ShellState | null {
  return useContext(ShellStateContext);
}

/** The shell's state; only used inside ShellHost. */
export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() outside ShellHost');
  return state;
}
