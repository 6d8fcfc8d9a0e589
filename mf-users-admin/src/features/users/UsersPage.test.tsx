import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SelectionType, type Wire } from '@bess/shared';
import { fakeAccessApi } from './testing/fakeAccessApi';
import { renderUsers } from './testing/renderUsers';

// antd tables and forms take a while to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(120_000);

const grant = (email: string, level: number, endTime: string | null = null): Wire.UserAccessEntry => ({
  userId: `id-${email}`,
  email,
  level,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime,
  isApiClient: !email.includes('@'),
});

const GRANTS = [
  grant('owner@demo.test', 10),
  grant('reader@demo.test', 20, '2027-01-01T00:00:00.000Z'),
  grant('monitoring', 20),
];

const table = () => screen.getByRole('table');
const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

test('lists the users with their level in words, open ends and API clients marked', async () => {
  await renderUsers({ server: fakeAccessApi(GRANTS) });
  await screen.findByText('owner@demo.test');
  expect(within(rowOf('owner@demo.test')).getByText('Normal user')).toBeTruthy();
  expect(within(rowOf('owner@demo.test')).getByText('Open')).toBeTruthy();
  expect(within(rowOf('reader@demo.test')).getByText('Read only')).toBeTruthy();
  expect(within(rowOf('reader@demo.test')).queryByText('Open')).toBeNull();
  expect(within(rowOf('monitoring')).getByText('API client')).toBeTruthy();
  expect(within(rowOf('owner@demo.test')).queryByText('API client')).toBeNull();
});

test('search keeps the matching users only', async () => {
  await renderUsers({ server: fakeAccessApi(GRANTS) });
  await screen.findByText('owner@demo.test');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'READ' } });
  await waitFor(() => expect(screen.queryByText('owner@demo.test')).toBeNull());
  expect(within(table()).getByText('reader@demo.test')).toBeTruthy();
});

test('a group with 5,000 grants shows one page of 20 and the total', async () => {
  const many = Array.from({ length: 5000 }, (_, i) => grant(`user${String(i).padStart(4, '0')}@demo.test`, 10));
  await renderUsers({ server: fakeAccessApi(many), selectionType: SelectionType.SITEGROUP });
  await screen.findByText('user0000@demo.test');
  expect(document.querySelectorAll('tbody > tr[data-row-key]')).toHaveLength(20);
  expect(screen.getByText('5000 users')).toBeTruthy();
});

async function addUser(email: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

test('spec 5: an unknown e-mail (404) is created first, then given access at level 2 (spec 9)', async () => {
  const server = fakeAccessApi(GRANTS);
  const { notify } = await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  await addUser(' New.Person@Example.com ');
  await screen.findByText('new.person@example.com');
  expect(server.to('/User').map((r) => [r.method, r.body])).toEqual([['POST', { email: 'new.person@example.com' }]]);
  const [post] = server.to('/UserSite').filter((r) => r.method === 'POST');
  expect(post!.body).toMatchObject({
    siteId: 'S-1',
    userId: 'user-new.person@example.com',
    email: 'new.person@example.com',
    level: 2,
    endTime: null,
  });
  expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'new.person@example.com has been given access' });
});

test('spec 5: a failed lookup raises the unknown-user message and grants nothing', async () => {
  const server = fakeAccessApi(GRANTS, { lookupStatus: 500 });
  const { notify } = await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  await addUser('someone@example.com');
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'The user could not be added' }));
  expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

test('removing a user asks first, and only the confirmation removes', async () => {
  const server = fakeAccessApi(GRANTS);
  await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  fireEvent.click(screen.getByRole('button', { name: 'Remove access owner@demo.test' }));
  await screen.findByText('Do you want to remove the access of owner@demo.test?');
  expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  const confirm = screen.getAllByRole('button', { name: 'Remove' }).at(-1)!;
  fireEvent.click(confirm);
  await waitFor(() => expect(screen.queryByText('owner@demo.test')).toBeNull());
  expect(server.to('/UserSite').find((r) => r.method === 'DELETE')!.body).toEqual({
    siteId: 'S-1',
    userId: 'id-owner@demo.test',
  });
});

test("a partner admin (4) cannot change an administrator's grant, and is offered no level better than 4", async () => {
  await renderUsers({ server: fakeAccessApi([...GRANTS, grant('boss@demo.test', 2)]), level: 4 });
  await screen.findByText('boss@demo.test');
  expect(within(rowOf('boss@demo.test')).queryByRole('button')).toBeNull();
  expect(within(rowOf('owner@demo.test')).getByRole('button', { name: 'Edit access owner@demo.test' })).toBeTruthy();
});

test('a read-only user sees the list but no way to change it', async () => {
  await renderUsers({ server: fakeAccessApi(GRANTS), level: 20 });
  await screen.findByText('owner@demo.test');
  expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  expect(screen.getByText('You can see who has access, but not change it.')).toBeTruthy();
});
