/** Test-only: renders the maintenance page as the shell does, with a fake API behind the host's client. */
import type React from 'react';
import { Role, SelectionType, buildHierarchy, type HostSelection, type HostUser } from '@bess/shared';
import { renderRemote, testUser as kitUser } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { MaintenancePage } from '../MaintenancePage';
import type { FakeMaintenanceApi } from './fakeMaintenanceApi';

/** A user of a role whose level on the test site is `level`. */
export function testUser(role: Role | null, level: number): HostUser {
  return kitUser({ role, level });
}

export interface RenderMaintenanceOptions {
  server: FakeMaintenanceApi;
  user?: HostUser;
  /** The user's level on the test site (lower is more). */
  siteLevel?: number;
  selection?: HostSelection;
  language?: string;
  notify?: jest.Mock;
  /** A phone's layout (the host's isMobile). */
  isMobile?: boolean;
  /** The devices the sidebar list shows (the host's listedDeviceIds); absent, the host has no list. */
  listedDeviceIds?: readonly string[];
}

export async function renderMaintenance(options: RenderMaintenanceOptions & { ui?: React.ReactElement }) {
  return renderInHost(options.ui ?? <MaintenancePage />, options);
}

/** Renders any part of the maintenance tab inside the host, the query client and this remote's texts. */
export async function renderInHost(
  ui: React.ReactElement,
  {
    server,
    user = testUser(Role.PartnerAdmin, 4),
    siteLevel = 4,
    selection = { id: 'S-1', selectionType: SelectionType.SITE, name: 'Harbour' },
    language = 'en',
    notify = jest.fn(),
    isMobile = false,
    listedDeviceIds,
  }: RenderMaintenanceOptions,
) {
  const configuration = buildHierarchy(
    [],
    [{ siteId: 'S-1', siteName: 'Harbour', parentId: null, level: siteLevel, timezone: 'Europe/Copenhagen' }],
    [{ deviceId: 'SC-000000001', siteId: 'S-1', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  const rendered = await renderRemote(ui, {
    api: server,
    user,
    language,
    namespaces: [TEXTS],
    host: {
      configuration,
      selection,
      notify,
      timezone: 'Europe/Copenhagen',
      isMobile,
      ...(listedDeviceIds && { listedDeviceIds: () => listedDeviceIds }),
    },
  });
  return { ...rendered, notify };
}
