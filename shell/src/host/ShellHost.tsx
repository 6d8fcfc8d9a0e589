import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  ERROR_NAMESPACE,
  SNACKBAR_AUTO_HIDE_MS,
  HostProvider,
  changeInterfaceLanguage,
  createApiClient,
  dashboardIds,
  hasDeviceList,
  scheduleSections,
  selectionDeviceTypes,
  selectionFeatures,
  selectionName,
  selectionTimezone,
  toHostUser,
  SITE_FEATURES,
  type SiteFeature,
  type HostContextValue,
  type NavigationContext,
  baseTextsOf,
} from '@bess/shared';
import type { ShellConfig } from '../config/shellConfig';
import { useConfiguration } from '../config/useConfiguration';
import { useSession } from '../auth/session';
import { TokenError, tokenOrTokenError } from '../auth/tokenError';
import { useIsMobile } from '../layout/useIsMobile';
import { Snackbars, useSnackbars } from '../notifications/Snackbars';
import { LiveStatusProvider } from '../polling/LiveStatusContext';
import { useLivePolling } from '../polling/useLivePolling';
import { useSelectionStore } from '../selection/useSelectionStore';
import { listedDevices } from '../sidebar/listedDevices';
import { EMPTY_HIERARCHY } from './emptyHierarchy';
import { ShellStateProvider, type ShellState } from './ShellState';
import { ThemePreferenceProvider } from '../theme/ThemePreferenceContext';
import { useThemePreference } from '../theme/useThemePreference';

export interface ShellHostProps {
  config: ShellConfig;
  i18n: I18n;
  children: ReactNode;
}

const SITE_FEATURE_SET = new Set<string>(SITE_FEATURES);

/**
 * Owns the shell's state and builds the host contract (ARCHITECTURE 3) from it: the session's API client, the user and
 * the configuration (GET /User, GET /SiteGroup), the selection, the polled live status, snackbars.
 */
export function ShellHost({ config, i18n, children }: ShellHostProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const session = useSession();
  const { shown, notify, dismiss } = useSnackbars();
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [showGroups, setShowGroups] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [accountMenuOpen, setAccountMenuOpen] = useState(false);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        getToken: tokenOrTokenError(() => session.getToken()),
        fetch: (input, init) => window.fetch(input, init),
        timeoutMs: config.apiTimeoutMs,
      }),
    [config.apiBaseUrl, config.apiTimeoutMs, session],
  );
  const loaded = useConfiguration(api);
  // What the portal draws follows react-query's answers as deferred values. Each answer reaches React as an
  // urgent update, which React renders in one task however much of the page it redraws; deferred, the page redraws in
  // a transition, in slices between which the browser paints and answers input. Only this component renders
  // urgently, and it starts the status polls from the answer at once. Everything below reads one consistent state.
  const configuration = useDeferredValue(loaded);
  const ready = configuration.status === 'ready' ? configuration : null;
  const hierarchy = ready?.hierarchy ?? EMPTY_HIERARCHY;
  const wireUser = ready?.user ?? null;
  const user = useMemo(() => (wireUser ? toHostUser(wireUser) : null), [wireUser]);
  // spec 3: the interface speaks the user's saved language from the moment GET /User answers (the dialogs switch it
  // at once when it changes).
  const savedLanguage = wireUser?.language ?? null;
  useEffect(() => {
    if (savedLanguage) void changeInterfaceLanguage(i18n, savedLanguage);
  }, [savedLanguage, i18n]);
  const { selection, select } = useSelectionStore(hierarchy);
  // The user's theme, known from the session's address before GET /User answers.
  const theme = useThemePreference(user?.userEmail ?? session.email);
  const colorScheme = theme.colorScheme;
  const loadedReady = loaded.status === 'ready' ? loaded : null;
  const polled = useLivePolling({
    api,
    hierarchy: loadedReady?.hierarchy ?? EMPTY_HIERARCHY,
    userAccessLevelNumber: loadedReady?.user.userAccessLevelNumber ?? null,
    showGroups,
    pollMs: config.statusPollMs,
  });
  const live = useDeferredValue(polled);

  useSessionExpiredNotice(configuration.status === 'ready', notify, i18n);

  const settings = useMemo(() => ({ mapTileUrl: config.mapTileUrl }), [config.mapTileUrl]);
  const features = useMemo(
    () => selectionFeatures(hierarchy, selection).filter((f): f is SiteFeature => SITE_FEATURE_SET.has(f)),
    [hierarchy, selection],
  );
  const host = useMemo<HostContextValue>(
    () => ({
      user,
      configuration: hierarchy,
      selection: { ...selection, name: selectionName(hierarchy, selection) },
      select,
      features,
      api,
      i18n,
      notify,
      navigate: (to: string) => navigate(to),
      isMobile,
      timezone: selectionTimezone(hierarchy, selection),
      live,
      settings,
      shareToken: null,
      colorScheme,
      listedDeviceIds: listedDevices.get,
    }),
    [user, hierarchy, selection, select, features, api, i18n, notify, navigate, isMobile, live, settings, colorScheme],
  );

  const navigation = useMemo<NavigationContext>(
    () => ({
      role: user?.role ?? null,
      userAccessLevelNumber: user?.userAccessLevelNumber ?? 100,
      selectionType: selection.selectionType,
      deviceTypes: selectionDeviceTypes(hierarchy, selection),
      isMobile,
      hasDeviceList: hasDeviceList(user?.role ?? null, hierarchy.sites.length),
      dataFeatureOn: config.features.data,
      scheduleFeatureOn: scheduleSections(features).length > 0,
      backupCapability: features.includes('Backup'),
      dashboardIds: dashboardIds(hierarchy),
      isInstaller: user?.isInstaller ?? false,
    }),
    [user, selection, hierarchy, isMobile, config.features.data, features],
  );
  const toggleSidebar = useCallback(() => setSidebarOpen((open) => !open), []);
  const state = useMemo<ShellState>(
    () => ({
      configuration,
      navigation,
      sidebarOpen,
      toggleSidebar,
      showGroups,
      setShowGroups,
      settingsOpen,
      setSettingsOpen,
      accountMenuOpen,
      setAccountMenuOpen,
    }),
    [configuration, navigation, sidebarOpen, toggleSidebar, showGroups, settingsOpen, accountMenuOpen],
  );

  return (
    <HostProvider value={host}>
      <ShellStateProvider value={state}>
        <LiveStatusProvider value={live}>
          <ThemePreferenceProvider value={theme}>
            {children}
            <Snackbars shown={shown} onDismiss={dismiss} />
          </ThemePreferenceProvider>
        </LiveStatusProvider>
      </ShellStateProvider>
    </HostProvider>
  );
}

/**
 * spec 8: 'Session has expired, please try again'. Once the portal is loaded, a call whose token cannot be renewed
 * (silent acquisition failed without a redirect) tells the user so in an error snackbar, once per failure burst.
 */
function useSessionExpiredNotice(loaded: boolean, notify: HostContextValue['notify'], i18n: I18n): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loaded) return;
    let lastShown = 0;
    const onError = (error: unknown) => {
      if (!(error instanceof TokenError) || Date.now() - lastShown < SNACKBAR_AUTO_HIDE_MS) return;
      lastShown = Date.now();
      notify({ level: 'error', message: baseTextsOf(i18n)('sessionExpired', { ns: ERROR_NAMESPACE }) });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [loaded, notify, i18n, queryClient]);
}
