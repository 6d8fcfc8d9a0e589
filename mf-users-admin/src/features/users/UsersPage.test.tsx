import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SelectionType } from '@bess/shared';
import { fakeAccessApi, grant, refusedField } from './testing/fakeAccessApi';
import { renderUsers } from './testing/renderUsers';

// antd tables and forms take a while to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(120_000);

const GRANTS = [
  grant('owner@demo.test', 10),
  grant('reader@demo.test', 20, '2027-01-01T00:00:00.000Z'),
  grant('monitoring', 20),
];

const table = () => screen.getByRole('table', { name: 'Users' });
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

test('on a phone the level and the end are under the person, beside the actions', async () => {
  await renderUsers({ server: fakeAccessApi(GRANTS), isMobile: true });
  await screen.findByText('owner@demo.test');
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['E-mail', 'Actions']);
  expect(within(rowOf('owner@demo.test')).getByText('Normal user, open')).toBeTruthy();
  expect(within(rowOf('reader@demo.test')).getByText(/^Read only until 2027-01-01 \d\d:00$/)).toBeTruthy();
  expect(within(rowOf('monitoring')).getByText('API client')).toBeTruthy();
  expect(within(rowOf('owner@demo.test')).getByRole('button', { name: 'Edit access owner@demo.test' })).toBeTruthy();
  expect(within(rowOf('owner@demo.test')).getByRole('button', { name: 'Remove access owner@demo.test' })).toBeTruthy();
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

/** Opens the add dialog and waits for the schema that marks its required fields. */
async function openAdd() {
  fireEvent.click(screen.getByText('Add user'));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(labelOf(dialog, 'Access level')).toHaveClass('ant-form-item-required'));
  return dialog;
}

const labelOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'label' });
/** The form item of a field: its label, input and the message beside it. */
const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
/** The level the select shows (its title; antd also repeats it for screen readers). */
const levelShown = (dialog: HTMLElement) =>
  itemOf(dialog, 'Access level').querySelector('.ant-select-content')?.getAttribute('title');
const buttonOf = (dialog: HTMLElement, text: string) => within(dialog).getByText(text).closest('button')!;

async function chooseLevel(dialog: HTMLElement, level: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText('Access level'));
  fireEvent.click(await screen.findByTitle(level));
}

async function addUser(email: string, level = 'Administrator') {
  const dialog = await openAdd();
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: email } });
  await chooseLevel(dialog, level);
  fireEvent.click(buttonOf(dialog, 'Save'));
  return dialog;
}

test('the level is chosen, never preset: without one the dialog says so beside it and nothing is sent', async () => {
  const server = fakeAccessApi(GRANTS);
  await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  const dialog = await openAdd();
  // Required from the schema the API checks with: e-mail, level and start; the end may stay open.
  expect(labelOf(dialog, 'E-mail')).toHaveClass('ant-form-item-required');
  expect(labelOf(dialog, 'Access from')).toHaveClass('ant-form-item-required');
  expect(labelOf(dialog, 'Access until')).not.toHaveClass('ant-form-item-required');
  expect(within(itemOf(dialog, 'Access level')).getByText('Choose a level')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'new.person@example.com' } });
  fireEvent.click(buttonOf(dialog, 'Save'));
  expect(await within(itemOf(dialog, 'Access level')).findByText('The field is required')).toBeInTheDocument();
  // Not even the user is created for a grant that would be refused.
  expect(server.writes()).toEqual([]);
});

test('spec 5: an unknown e-mail (404) is created first, then given the level chosen', async () => {
  const server = fakeAccessApi(GRANTS);
  const { notify } = await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  await addUser(' New.Person@Example.com ', 'Administrator');
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

test('re-adding a user who has access shows their grant and offers to change it; nothing is added', async () => {
  const server = fakeAccessApi(GRANTS);
  await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  const dialog = await openAdd();
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' READER@demo.test ' } });
  const email = itemOf(dialog, 'E-mail');
  expect(
    await within(email).findByText('This user already has access here; change their access instead'),
  ).toBeInTheDocument();
  expect(within(email).getByText(/^Their access here: Read only until 2027-01-01 \d\d:00$/)).toBeInTheDocument();
  expect(buttonOf(dialog, 'Save')).toBeDisabled();

  fireEvent.click(within(email).getByText('Change their access'));
  await within(dialog).findByText('Edit access');
  expect(within(dialog).getByLabelText('E-mail')).toBeDisabled();
  expect(levelShown(dialog)).toBe('Read only');
  await chooseLevel(dialog, 'Normal user');
  fireEvent.click(buttonOf(dialog, 'Save'));
  await waitFor(() => expect(server.writes()).toHaveLength(1));
  expect(server.writes()[0]).toEqual({
    method: 'PUT',
    path: '/UserSite',
    body: {
      siteId: 'S-1',
      userId: 'id-reader@demo.test',
      email: 'reader@demo.test',
      level: 10,
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2027-01-01T00:00:00.000Z',
    },
  });
});

test('a grant the list did not show yet (the API answers 409) is shown all the same, and nothing is added', async () => {
  const server = fakeAccessApi(GRANTS, { known: { 'late@demo.test': 'id-late@demo.test' } });
  await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  // Another administrator gives them access after this list was read.
  server.grants().push(grant('late@demo.test', 9, '2028-03-01T10:00:00.000Z'));
  const dialog = await addUser('late@demo.test', 'Read only');
  const email = itemOf(dialog, 'E-mail');
  expect(await within(email).findByText(/^Their access here: Schedule user until 2028-03-01/)).toBeInTheDocument();
  expect(within(email).getByText('Change their access')).toBeInTheDocument();
  expect(buttonOf(dialog, 'Save')).toBeDisabled();
  // The one write was the refused add: their grant is as it was.
  expect(server.writes().map((r) => r.method)).toEqual(['POST']);
  expect(server.grants().find((g) => g.email === 'late@demo.test')?.level).toBe(9);
});

test('a grant that starts later (not among those valid now) is named, and changing it is a PUT by e-mail', async () => {
  const later = { ...grant('later@demo.test', 20), startTime: '2030-01-01T00:00:00.000Z' };
  const server = fakeAccessApi([...GRANTS, later], { known: { 'later@demo.test': 'id-later@demo.test' } });
  await renderUsers({ server });
  await screen.findByText('owner@demo.test');
  const dialog = await addUser('later@demo.test', 'Normal user');
  const email = itemOf(dialog, 'E-mail');
  expect(
    await within(email).findByText('Their access is not among those valid now: it may start later.'),
  ).toBeInTheDocument();
  fireEvent.click(within(email).getByText('Change their access'));
  await within(dialog).findByText('Edit access');
  // What was typed is kept: the list cannot show what they have.
  expect(levelShown(dialog)).toBe('Normal user');
  fireEvent.click(buttonOf(dialog, 'Save'));
  await waitFor(() => expect(server.writes()).toHaveLength(2));
  expect(server.writes()[1]).toMatchObject({
    method: 'PUT',
    body: { userId: 'id-later@demo.test', email: 'later@demo.test', level: 10 },
  });
});

test('an end before the start is refused beside Access until, and nothing is sent', async () => {
  const server = fakeAccessApi(GRANTS);
  await renderUsers({ server });
  await screen.findByText('reader@demo.test');
  fireEvent.click(screen.getByLabelText('Edit access reader@demo.test'));
  const dialog = await screen.findByRole('dialog');
  const start = within(dialog).getByLabelText('Access from');
  await waitFor(() => expect(start).toHaveValue('2026-01-01 00:00'));
  fireEvent.mouseDown(start);
  fireEvent.change(start, { target: { value: '2027-06-01 00:00' } });
  fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(start).toHaveValue('2027-06-01 00:00'));
  fireEvent.click(buttonOf(dialog, 'Save'));
  expect(
    await within(itemOf(dialog, 'Access until')).findByText('The end time must be after the start time'),
  ).toBeInTheDocument();
  expect(server.writes()).toEqual([]);
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
  const dialog = await openAdd();
  fireEvent.mouseDown(within(dialog).getByLabelText('Access level'));
  await screen.findByTitle('Partner administrator');
  const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
  expect(offered).toEqual(['Partner administrator', 'Installer', 'Schedule user', 'Normal user', 'Read only']);
  // Re-adding the administrator shows their grant, but offers no change of a grant stronger than the caller's.
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'boss@demo.test' } });
  const email = itemOf(dialog, 'E-mail');
  expect(
    await within(email).findByText('Their access is stronger than yours, so you cannot change it.'),
  ).toBeInTheDocument();
  expect(within(email).queryByText('Change their access')).toBeNull();
});

test('a read-only user sees the list but no way to change it', async () => {
  await renderUsers({ server: fakeAccessApi(GRANTS), level: 20 });
  await screen.findByText('owner@demo.test');
  expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  expect(screen.getByText('You can see who has access, but not change it.')).toBeTruthy();
});

describe("the caller's own last grant that manages access here", () => {
  const OWN = [...GRANTS, grant('admin@demo.test', 2)];
  // Their level on the group above gives them nothing to manage with: this grant is their last.
  const alone = { level: 2, groupLevel: 20 };

  test('lowering it asks first, and the refusal of the API shows beside the level', async () => {
    const server = fakeAccessApi(OWN, {
      refuse: ({ method }) => (method === 'PUT' ? refusedField('level', 'validation.keepsManager') : undefined),
    });
    await renderUsers({ server, ...alone });
    await screen.findByText('admin@demo.test');
    fireEvent.click(screen.getByLabelText('Edit access admin@demo.test'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(levelShown(dialog)).toBe('Administrator'));
    await chooseLevel(dialog, 'Normal user');
    fireEvent.click(buttonOf(dialog, 'Save'));
    expect(
      await within(dialog).findByText(
        'This is your own access: after this change you can no longer manage who has access here. Save anyway?',
      ),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    fireEvent.click(buttonOf(dialog, 'Save anyway'));
    expect(
      await within(itemOf(dialog, 'Access level')).findByText(
        'You would no longer be able to manage access here: ask another administrator to change your own access',
      ),
    ).toBeInTheDocument();
    expect(server.writes().map((r) => [r.method, (r.body as { level: number }).level])).toEqual([['PUT', 10]]);
  });

  test('removing it asks first, and the refusal of the API shows beside the user', async () => {
    const server = fakeAccessApi(OWN, {
      refuse: ({ method }) => (method === 'DELETE' ? refusedField('userId', 'validation.keepsManager') : undefined),
    });
    const { notify } = await renderUsers({ server, ...alone });
    await screen.findByText('admin@demo.test');
    fireEvent.click(screen.getByLabelText('Remove access admin@demo.test'));
    await screen.findByText(
      'Do you want to remove your own access? You can then no longer manage who has access here.',
    );
    fireEvent.click(screen.getAllByText('Remove', { selector: 'button span' }).at(-1)!);
    expect(
      await within(rowOf('admin@demo.test')).findByText(
        'You would no longer be able to manage access here: ask another administrator to change your own access',
      ),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ level: 'error' }));
    expect(server.grants().some((g) => g.email === 'admin@demo.test')).toBe(true);
  });
});
