/** Test-only: renders the users page as the shell does, with a fake API behind the host's client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Role,
  SelectionType,
  buildHierarchy,
  createApiClient,
  isAtLeast,
  type HostUser,
  type SelectionType as Selection,
} from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { UsersPage } from '../UsersPage';
import type { FakeAccessApi } from './fakeAccessApi';

const user: HostUser = {
  userName: 'Admin',
  userEmail: 'admin@demo.test',
  language: 'en',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 2,
  role: Role.Admin,
  isInstaller: false,
  isAtLeast: (min) => isAtLeast(Role.Admin, min as Exclude<Role, 'Installer'>),
  isExactly: (wanted) => wanted === Role.Admin,
};

export interface RenderUsersOptions {
  server: FakeAccessApi;
  /** The caller's level on the site and the group. */
  level?: number;
  selectionType?: Selection;
  notify?: jest.Mock;
}

/** Renders the users page of site S-1 (in group G-1) or of the group. */
export async function renderUsers({
  server,
  level = 2,
  selectionType = SelectionType.SITE,
  notify = jest.fn(),
}: RenderUsersOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = buildHierarchy(
    [{ siteGroupId: 'G-1', parentId: null, name: 'North', level }],
    [{ siteId: 'S-1', siteName: 'Aarhus', parentId: 'G-1', level }],
    [],
  );
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const id = selectionType === SelectionType.SITEGROUP ? 'G-1' : 'S-1';
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <UsersPage />
    </QueryClientProvider>,
    { api, configuration, selection: { id, selectionType, name: id }, user, notify },
    'en',
    [TEXTS],
  );
  return { ...rendered, queryClient, notify };
}
