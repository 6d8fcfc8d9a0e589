/** Test-only: renders the users page as the shell does, with a fake API behind the host's client. */
import { Role, SelectionType, buildHierarchy, type SelectionType as Selection } from '@bess/shared';
import { renderRemote, testUser } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { UsersPage } from '../UsersPage';
import type { FakeAccessApi } from './fakeAccessApi';

const user = testUser({ name: 'Admin', email: 'admin@demo.test', level: 2, role: Role.Admin });

export interface RenderUsersOptions {
  server: FakeAccessApi;
  /** The caller's level on the site and the group. */
  level?: number;
  /** The caller's level on the group, when it differs from the site's (a site-only grant: 100). */
  groupLevel?: number;
  selectionType?: Selection;
  notify?: jest.Mock;
}

/** Renders the users page of site S-1 (in group G-1) or of the group. */
export async function renderUsers({
  server,
  level = 2,
  groupLevel = level,
  selectionType = SelectionType.SITE,
  notify = jest.fn(),
}: RenderUsersOptions) {
  const configuration = buildHierarchy(
    [{ siteGroupId: 'G-1', parentId: null, name: 'North', level: groupLevel }],
    [{ siteId: 'S-1', siteName: 'Aarhus', parentId: 'G-1', level }],
    [],
  );
  const id = selectionType === SelectionType.SITEGROUP ? 'G-1' : 'S-1';
  const rendered = await renderRemote(<UsersPage />, {
    api: server.client,
    user,
    namespaces: [TEXTS],
    host: { configuration, selection: { id, selectionType, name: id }, notify },
  });
  return { ...rendered, notify };
}
