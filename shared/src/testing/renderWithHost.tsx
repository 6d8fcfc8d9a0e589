import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../api/client';
import { DEFAULT_TIMEZONE } from '../domain/constants';
import { SelectionType } from '../domain/enums';
import { buildHierarchy } from '../domain/hierarchy';
import { HostProvider } from '../host/HostProvider';
import type { HostContextValue } from '../host/hostContext';
import { createI18n } from '../i18n/createI18n';
import { ensureRemoteNamespace, type RemoteNamespace } from '../i18n/remoteNamespace';

/** A host contract for component tests; override what the test is about. Never used by production code. */
export function makeTestHost(i18n: I18n, overrides: Partial<HostContextValue> = {}): HostContextValue {
  return {
    user: null,
    configuration: buildHierarchy([], [], []),
    selection: { id: null, selectionType: SelectionType.NONE, name: null },
    select: () => undefined,
    features: [],
    api: createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => 'test-token',
      fetch: () => Promise.reject(new Error('no network in unit tests')),
    }),
    i18n,
    notify: () => undefined,
    navigate: () => undefined,
    isMobile: false,
    timezone: DEFAULT_TIMEZONE,
    live: { byId: {}, updatedAt: null, isStale: false },
    settings: { mapTileUrl: null },
    shareToken: null,
    ...overrides,
  };
}

/**
 * Renders `ui` inside the i18n and host providers, in English unless told otherwise, with the remote namespaces
 * given (a remote's own texts, loaded as its exposed modules would).
 */
export async function renderWithHost(
  ui: ReactElement,
  overrides: Partial<HostContextValue> = {},
  language = 'en',
  namespaces: readonly RemoteNamespace[] = [],
) {
  const i18n = await createI18n(language);
  for (const namespace of namespaces) await ensureRemoteNamespace(i18n, namespace, language);
  const host = makeTestHost(i18n, overrides);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <HostProvider value={host}>{ui}</HostProvider>
    </I18nextProvider>,
  );
  return { ...result, host, i18n };
}
