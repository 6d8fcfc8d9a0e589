import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role, type Wire } from '@bess/shared';
import { fakeApi, renderRemote, reply, testUser } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { AdminPanelPage } from './AdminPanelPage';

jest.setTimeout(120_000);

function fakeAdminApi({ setResult = 0, roleStatus = 200, setRefusal = undefined as unknown } = {}) {
  const api = fakeApi({
    getActiveMessage: { activeMessage: null },
    getOldMessages: { messages: [] },
    setMessageCenter: setRefusal ? reply(400, setRefusal) : { result: setResult },
    grantRole: ({ input }) =>
      roleStatus === 200 ? { email: input.email, role: Role.Installer } : reply(roleStatus, { code: 1017 }),
  });
  /** What the page changed on the server: every request but the reads, with its path as the server decodes it. */
  const sent = () =>
    api.requests
      .filter((request) => request.method !== 'GET')
      .map(({ method, path, body }) => ({ method, path: decodeURIComponent(path), body }));
  return { api, sent };
}

async function renderAdmin(server: ReturnType<typeof fakeAdminApi>) {
  const notify = jest.fn();
  await renderRemote(<AdminPanelPage />, {
    api: server.api,
    user: testUser({ role: Role.SuperAdmin, level: 1, name: 'Super', email: 'superadmin@demo.test' }),
    host: { notify },
    namespaces: [TEXTS],
  });
  return { notify };
}

const editor = () => screen.getByRole('form', { name: 'Active message' });
/** The admin panel's own tabs (the editor has tabs of its own, one per language). */
const panelTab = (name: string) => screen.getByRole('tab', { name });

test("spec 5: an empty title or message is refused with the spec's text, and nothing is sent", async () => {
  const server = fakeAdminApi();
  await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(within(editor()).getAllByLabelText('Title')[0]!, { target: { value: 'Outage' } });
  fireEvent.click(within(editor()).getByRole('button', { name: 'Save message' }));
  expect(await within(editor()).findAllByText('Title or message cannot be empty')).toHaveLength(1);
  expect(server.sent()).toEqual([]);
});

/** The form item of the field with this id: its label, input and the message beside it. */
const itemOf = (id: string) => document.getElementById(id)!.closest<HTMLElement>('.ant-form-item')!;

test('spec 5: a language half written is refused beside its empty field, on its own tab, and nothing is sent', async () => {
  const server = fakeAdminApi();
  await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(document.getElementById('message-English-title')!, { target: { value: 'Outage' } });
  fireEvent.change(document.getElementById('message-English-message')!, { target: { value: 'Tonight' } });
  fireEvent.change(document.getElementById('message-German-title')!, { target: { value: 'Ausfall' } });
  fireEvent.click(within(editor()).getByText('Save message'));
  expect(
    await within(itemOf('message-German-message')).findByText('Title or message cannot be empty'),
  ).toBeInTheDocument();
  expect(within(itemOf('message-English-message')).queryByText('Title or message cannot be empty')).toBeNull();
  expect(within(editor()).getByRole('tab', { selected: true })).toHaveTextContent('German');
  expect(server.sent()).toEqual([]);
});

test("a text the API refuses is named beside it in the user's words, not the API's", async () => {
  const server = fakeAdminApi({
    setRefusal: {
      code: 1000,
      message: 'Bad input',
      errors: [{ field: 'languages.1.title', key: 'validation.tooLong', values: { max: 10000 } }],
    },
  });
  const { notify } = await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(document.getElementById('message-English-title')!, { target: { value: 'Outage' } });
  fireEvent.change(document.getElementById('message-English-message')!, { target: { value: 'Tonight' } });
  fireEvent.change(document.getElementById('message-Swedish-title')!, { target: { value: 'Avbrott' } });
  fireEvent.change(document.getElementById('message-Swedish-message')!, { target: { value: 'I natt' } });
  fireEvent.click(within(editor()).getByText('Save message'));
  // languages.1 of the body is Swedish: the languages written, in spec 3's order (Danish, English, German, Swedish).
  expect(
    await within(itemOf('message-Swedish-title')).findByText('Enter at most 10000 characters'),
  ).toBeInTheDocument();
  expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Unable to set message' });
});

test("a saved message is sent with its languages; a result other than 0 says 'Unable to set message'", async () => {
  const server = fakeAdminApi({ setResult: 1 });
  const { notify } = await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(within(editor()).getAllByLabelText('Title')[0]!, { target: { value: 'Outage' } });
  fireEvent.change(within(editor()).getAllByLabelText('Message')[0]!, { target: { value: 'Tonight' } });
  fireEvent.click(within(editor()).getByRole('button', { name: 'Save message' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Unable to set message' }));
  expect(server.sent()).toEqual([
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
  fireEvent.click(panelTab('Installer role'));
  const form = screen.getByRole('form', { name: 'Installer role' });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'New.Installer@demo.test' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Give installer role' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: text })));
  expect(server.sent()[0]).toEqual({
    method: 'PUT',
    path: '/User/new.installer@demo.test/role',
    body: { role: 'Installer' },
  });
});

const OLD_MESSAGE: Wire.MessageCenterMessage = {
  id: '7',
  isEnabled: true,
  severity: 'warning',
  title: 'Planned outage',
  message: 'Down on Sunday.',
  messageSummary: 'Sunday night',
  lastUpdated: '2026-11-22T12:00:00.000Z',
  languages: [],
};

test('a tab per part, the message centre first and open; the keyboard reaches and opens the others', async () => {
  const server = fakeAdminApi();
  server.api.on('getOldMessages', { messages: [OLD_MESSAGE] });
  await renderAdmin(server);
  const user = userEvent.setup();
  // The panel's own tabs come first; the editor has tabs of its own, one per language, inside its part.
  const [panelTabs] = screen.getAllByRole('tablist');
  const tab = (name: RegExp) => within(panelTabs!).getByRole('tab', { name });
  expect(
    within(panelTabs!)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Message centre', 'Old messages', 'Installer role']);
  expect(tab(/Message centre/)).toHaveAttribute('aria-selected', 'true');
  // One heading only, the title of the shell's dialog around the panel.
  expect(screen.queryByRole('heading')).toBeNull();
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  // A part is drawn (and read) when first opened.
  expect(screen.queryByText('Planned outage')).toBeNull();
  expect(server.api.calls('getOldMessages')).toHaveLength(0);

  await user.tab();
  expect(tab(/Message centre/)).toHaveFocus();
  await user.keyboard('{ArrowRight}{Enter}');
  expect(tab(/Old messages/)).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Planned outage')).toBeInTheDocument();

  await user.keyboard('{End}{Enter}');
  expect(tab(/Installer role/)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('form', { name: 'Installer role' })).toBeInTheDocument();
});

test('a message being written survives a look at the old messages', async () => {
  const server = fakeAdminApi();
  await renderAdmin(server);
  await screen.findByRole('form', { name: 'Active message' }, { timeout: 20_000 });
  fireEvent.change(document.getElementById('message-English-title')!, { target: { value: 'Outage' } });
  fireEvent.click(panelTab('Old messages'));
  expect(await screen.findByText('No earlier messages')).toBeInTheDocument();
  fireEvent.click(panelTab('Message centre'));
  expect(document.getElementById('message-English-title')).toHaveValue('Outage');
});
