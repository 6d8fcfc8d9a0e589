import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import {
  DEFAULT_TIMEZONE,
  HostProvider,
  SelectionType,
  createApiClient,
  type HostContextValue,
  type Hierarchy,
} from '@bess/shared';
import type { ShellConfig } from '../config/shellConfig';
import { useIsMobile } from '../layout/useIsMobile';
import { Snackbars, useSnackbars } from '../notifications/Snackbars';
import { EMPTY_HIERARCHY } from './emptyHierarchy';

export interface ShellHostProps {
  config: ShellConfig;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Builds the host contract (ARCHITECTURE 3) from the shell's state. Sign-in, configuration load and the selection
 * store fill it in with issue 4; until then nobody is signed in and nothing is selected.
 */
export function ShellHost({ config, i18n, children }: ShellHostProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { shown, notify, dismiss } = useSnackbars();
  const [configuration] = useState<Hierarchy>(EMPTY_HIERARCHY);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        getToken: () => Promise.reject(new Error('Not signed in')),
        fetch: (input, init) => window.fetch(input, init),
      }),
    [config.apiBaseUrl],
  );
  // spec 4: selecting the same item again clears the selection.
  const select = useCallback((id: string | null) => setSelectedId((current) => (current === id ? null : id)), []);

  const value = useMemo<HostContextValue>(
    () => ({
      user: null,
      configuration,
      selection: { id: selectedId, selectionType: selectedId ? SelectionType.NONE : SelectionType.NONE, name: null },
      select,
      features: [],
      api,
      i18n,
      notify,
      navigate: (to: string) => navigate(to),
      isMobile,
      timezone: DEFAULT_TIMEZONE,
    }),
    [configuration, selectedId, select, api, i18n, notify, navigate, isMobile],
  );

  return (
    <HostProvider value={value}>
      {children}
      <Snackbars shown={shown} onDismiss={dismiss} />
    </HostProvider>
  );
}
