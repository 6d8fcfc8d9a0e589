import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Role, createApiClient, isAtLeast, type HostUser } from '@bess/shared';
import { fakeResponse, renderWithHost } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { AdminPanelPage } from './AdminPanelPage';

jest.setTimeout(120_000);

const superAdmin: HostUser = {
  userName: 'Super',
  userEmail: 'superadmin@demo.test',
  language: 'en',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 1,
  role: Role.SuperAdmin,
  isInstaller: false,
  isAtLeast: (min) => isAtLeast(Role.SuperAdmin, min as Exclude<Role, 'Installer'>),
  isExactly: (wanted) => wanted === Role.SuperAdmin,
};

function fakeAdminApi({ setResult = 0, roleStatus = 200 } = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = decodeURIComponent(url.pathname);
    if (method !== 'GET')
      sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (path === '/messageCenter' && method === 'GET') return fakeResponse(200, { activeMessage: null });
    if (path === '/messageCenter/old') return fakeResponse(200, { messages: [] });
    if (path === '/messageCenter' && method === 'PUT') return fakeResponse(200, { result: setResult });
    const role = /^\/User\/(.+)\/role$/.exec(path);
    if (role && method === 'PUT')
      return roleStatus === 200
        ? fakeResponse(200, { email: role[1], role: 'Installer' })
        : fakeResponse(roleStatus, { code: 1017 });
    return fakeResponse(404);
  };
  return { fetch, sent };
}

async function renderAdmin(server: ReturnType<typeof fakeAdminApi>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const notify = jest.fn();
  await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <AdminPanelPage />
    </QueryClientProvider>,
    { api, user: superAdmin, notify },
    'en',
    [TEXTS],
  );
  return { notify };
}

const editor = () => screen.getByRole('form', { name: 'Active message' });

test("spec 5: an empty title or message is refused with the spec's text, and nothing is sent", async () => {
  const server = fakeAdminApi();
  await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(within(editor()).getAllByLabelText('Title')[0]!, { target: { value: 'Outage' } });
  fireEvent.click(within(editor()).getByRole('button', { name: 'Save message' }));
  expect(await within(editor()).findAllByText('Title or message cannot be empty')).toHaveLength(1);
  expect(server.sent).toEqual([]);
});

test("a saved message is sent with its languages; a result other than 0 says 'Unable to set message'", async () => {
  const server = fakeAdminApi({ setResult: 1 });
  const { notify } = await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(within(editor()).getAllByLabelText('Title')[0]!, { target: { value: 'Outage' } });
  fireEvent.change(within(editor()).getAllByLabelText('Message')[0]!, { target: { value: 'Tonight' } });
  fireEvent.click(within(editor()).getByRole('button', { name: 'Save message' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Unable to set message' }));
  expect(server.sent).toEqual([
    {
      method: 'PUT',
      path: '/messageCenter',
      body: expect.objectContaining({
        title: 'Outage',
        message: 'Tonight',
        languages: [{ language: 'English', title: 'Outage', message: 'Tonight', messageSummary: '' }],
      }),
    },
  ]);
});

test.each([
  [200, 'new.installer@demo.test is now Installer'],
  [404, 'User does not exist'],
])('spec 6: granting the installer role answered %i says %p', async (roleStatus, text) => {
  const server = fakeAdminApi({ roleStatus });
  const { notify } = await renderAdmin(server);
  const form = screen.getByRole('form', { name: 'Installer role' });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'New.Installer@demo.test' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Give installer role' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: text })));
  expect(server.sent[0]).toEqual({
    method: 'PUT',
    path: '/User/new.installer@demo.test/role',
    body: { role: 'Installer' },
  });
});
