import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  DEFAULT_TIMEZONE,
  HostProvider,
  configurationQueries,
  createApiClient,
  highestRole,
  isAtLeast,
  isExactly,
  isInstaller,
  selectionFor,
  type DateFormat,
  type HostContextValue,
  type HostUser,
  type Hierarchy,
  type Wire,
} from '@bess/shared';
import type { ShellConfig } from '../config/shellConfig';
import { useSession } from '../auth/session';
import { useIsMobile } from '../layout/useIsMobile';
import { Snackbars, useSnackbars } from '../notifications/Snackbars';
import { EMPTY_HIERARCHY } from './emptyHierarchy';

export interface ShellHostProps {
  config: ShellConfig;
  i18n: I18n;
  children: ReactNode;
}

/** The signed-in user of GET /User as the host contract gives it to remotes (ARCHITECTURE 3 and 8). */
export function toHostUser(user: Wire.User): HostUser {
  const roles = user.roles ?? [];
  const role = highestRole(roles);
  return {
    userName: user.userName,
    userEmail: user.userEmail,
    language: user.language,
    dateFormat: user.dateFormat as DateFormat,
    userAccessLevelNumber: user.userAccessLevelNumber,
    role,
    isInstaller: isInstaller(roles),
    isAtLeast: (min) => min !== 'Installer' && isAtLeast(role, min),
    isExactly: (wanted) => (wanted === 'Installer' ? isInstaller(roles) : isExactly(role, wanted)),
  };
}

/**
 * Builds the host contract (ARCHITECTURE 3) from the shell's state: the session's API client, the signed-in user
 * from GET /User, the selection. Configuration load and the selection store grow with issue 4.
 */
export function ShellHost({ config, i18n, children }: ShellHostProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const session = useSession();
  const { shown, notify, dismiss } = useSnackbars();
  const [configuration] = useState<Hierarchy>(EMPTY_HIERARCHY);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        getToken: () => session.getToken(),
        fetch: (input, init) => window.fetch(input, init),
      }),
    [config.apiBaseUrl, session],
  );
  const userQuery = useQuery(configurationQueries.user(api));
  const user = useMemo(() => (userQuery.data ? toHostUser(userQuery.data) : null), [userQuery.data]);
  // spec 4: selecting the same item again clears the selection.
  const select = useCallback((id: string | null) => setSelectedId((current) => (current === id ? null : id)), []);

  const value = useMemo<HostContextValue>(() => {
    const selection = selectionFor(configuration, selectedId);
    return {
      user,
      configuration,
      selection: { ...selection, name: null },
      select,
      features: [],
      api,
      i18n,
      notify,
      navigate: (to: string) => navigate(to),
      isMobile,
      timezone: DEFAULT_TIMEZONE,
    };
  }, [user, configuration, selectedId, select, api, i18n, notify, navigate, isMobile]);

  return (
    <HostProvider value={value}>
      {children}
      <Snackbars shown={shown} onDismiss={dismiss} />
    </HostProvider>
  );
}
