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
  select?: jest.Mock;
  /** The caller's level on a group G-0 'Europe' above G-1; without it, G-1 is at the top. */
  topLevel?: number;
  /** A phone's screen (spec 2: below 900 px). */
  isMobile?: boolean;
}

/** Renders the users page of site S-1 (in group G-1 'North', itself in G-0 'Europe' if asked) or of the group. */
export async function renderUsers({
  server,
  level = 2,
  groupLevel = level,
  selectionType = SelectionType.SITE,
  notify = jest.fn(),
  select = jest.fn(),
  topLevel,
  isMobile = false,
}: RenderUsersOptions) {
  const top = topLevel === undefined ? [] : [{ siteGroupId: 'G-0', parentId: null, name: 'Europe', level: topLevel }];
  const configuration = buildHierarchy(
    [...top, { siteGroupId: 'G-1', parentId: top.length ? 'G-0' : null, name: 'North', level: groupLevel }],
    [{ siteId: 'S-1', siteName: 'Aarhus', parentId: 'G-1', level }],
    [],
  );
  const id = selectionType === SelectionType.SITEGROUP ? 'G-1' : 'S-1';
  // The groups above the object hold no grants unless the test gives them some.
  const groupsAbove = [...(id === 'S-1' ? ['G-1'] : []), ...top.map((g) => g.siteGroupId)];
  for (const groupId of groupsAbove) server.above[groupId] ??= [];
  const rendered = await renderRemote(<UsersPage />, {
    api: server.client,
    user,
    namespaces: [TEXTS],
    host: { configuration, selection: { id, selectionType, name: id }, notify, select, isMobile },
  });
  return { ...rendered, notify, select };
}
