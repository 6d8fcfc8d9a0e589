/** Test-only: renders a dashboard module as the shell does, with the fake API behind the host's client. */
import type { ReactElement } from 'react';
import { Role, selectionFor, type HostContextValue, type HostUser } from '@bess/shared';
import { renderRemote, testUser as kitUser } from '@bess/shared/testing';
import type { FakeDashboardApi } from './fakeDashboardApi';
import { testFleet } from './testFleet';
import { TEXTS } from '../../../i18n';

/** A signed-in user; `role` null is an owner. */
export function testUser(role: Role | null = null, isInstaller = false): HostUser {
  return kitUser({ role, installer: isInstaller });
}

export interface RenderDashboardOptions extends Partial<HostContextValue> {
  server: FakeDashboardApi;
  /** The selected id (resolved against the configuration); null selects nothing. */
  selectedId?: string | null;
}

/** Renders `ui` with a fresh QueryClient, the test fleet and the fake API; returns the client to drive refreshes. */
export async function renderDashboard(
  ui: ReactElement,
  { server, selectedId = null, ...overrides }: RenderDashboardOptions,
) {
  const configuration = overrides.configuration ?? testFleet();
  const resolved = selectionFor(configuration, selectedId);
  const name =
    resolved.id === null
      ? null
      : (configuration.groupsById.get(resolved.id)?.name ??
        configuration.sitesById.get(resolved.id)?.siteName ??
        resolved.id);
  const { user = testUser(), ...host } = overrides;
  return renderRemote(ui, {
    api: server,
    user,
    namespaces: [TEXTS],
    host: { configuration, selection: { id: resolved.id, selectionType: resolved.selectionType, name }, ...host },
  });
}
