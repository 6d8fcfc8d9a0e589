import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SelectionType } from '@bess/shared';
import { fakeAccessApi, grant } from '../testing/fakeAccessApi';
import { renderUsers } from '../testing/renderUsers';

// antd tables take a while to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(120_000);

const DIRECT = [grant('owner@demo.test', 10)];
const NORTH = [grant('north.lead@demo.test', 9, '2027-06-01T00:00:00.000Z')];
const EUROPE = [grant('europe.admin@demo.test', 2)];

const inherited = () => screen.findByRole('region', { name: 'Access through groups above' });
const rowIn = (part: HTMLElement, email: string) => within(part).getByText(email).closest('tr')!;

test('a site under groups shows who has access through each of them, read-only, with the group it comes from', async () => {
  const server = fakeAccessApi(DIRECT, { above: { 'G-1': NORTH, 'G-0': EUROPE } });
  // The caller manages the site and North, and only reads Europe.
  const { select } = await renderUsers({ server, topLevel: 20 });
  const part = await inherited();
  await within(part).findByText('north.lead@demo.test');

  const north = rowIn(part, 'north.lead@demo.test');
  expect(within(north).getByText('Schedule user')).toBeInTheDocument();
  expect(within(north).getByText(/^2027-06-01 \d\d:00$/)).toBeInTheDocument();
  const europe = rowIn(part, 'europe.admin@demo.test');
  expect(within(europe).getByText('Administrator')).toBeInTheDocument();
  expect(within(europe).getByText('Open')).toBeInTheDocument();
  // Nearest group first.
  expect(north.compareDocumentPosition(europe) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  // Neither row can be changed here; the direct grants still can.
  expect(within(part).queryByRole('button', { name: /^(Edit|Remove) access/ })).toBeNull();
  expect(await screen.findByRole('button', { name: 'Edit access owner@demo.test' })).toBeInTheDocument();
  // Europe is named but not offered (the caller only reads it); North leads to its own users.
  expect(within(europe).getByText('Europe')).toBeInTheDocument();
  expect(within(europe).queryByRole('button')).toBeNull();
  fireEvent.click(within(north).getByRole('button', { name: 'Open the users of North' }));
  expect(select).toHaveBeenCalledWith('G-1');
});

test('on a phone the level and the end are under the person, beside the group', async () => {
  const server = fakeAccessApi(DIRECT, { above: { 'G-1': NORTH, 'G-0': EUROPE } });
  await renderUsers({ server, topLevel: 20, isMobile: true });
  const part = await inherited();
  await within(part).findByText('north.lead@demo.test');
  expect(
    within(part)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['E-mail', 'Through group']);
  const north = rowIn(part, 'north.lead@demo.test');
  expect(within(north).getByText(/^Schedule user until 2027-06-01 \d\d:00$/)).toBeInTheDocument();
  expect(within(north).getByRole('button', { name: 'Open the users of North' })).toBeInTheDocument();
  expect(within(rowIn(part, 'europe.admin@demo.test')).getByText('Administrator, open')).toBeInTheDocument();
});

test.each([403, 404])(
  'a group whose users the caller may not read (%i) is left out without an error',
  async (status) => {
    const server = fakeAccessApi(DIRECT, { above: { 'G-1': NORTH, 'G-0': status } });
    const { notify } = await renderUsers({ server, topLevel: 20 });
    const part = await inherited();
    await within(part).findByText('north.lead@demo.test');
    expect(within(part).queryByText('Europe')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    // Both groups were asked: Europe's answer is what left it out.
    expect(server.to('/UserSiteGroup')).toHaveLength(2);
  },
);

test('another failure of a group says so in that part; the direct grants stay', async () => {
  const server = fakeAccessApi(DIRECT, { above: { 'G-1': NORTH, 'G-0': 500 } });
  await renderUsers({ server, topLevel: 20 });
  const part = await inherited();
  await within(part).findByRole('alert');
  expect(within(part).queryByText('north.lead@demo.test')).toBeNull();
  expect(await screen.findByText('owner@demo.test')).toBeInTheDocument();
});

test('nobody through the groups above says so', async () => {
  await renderUsers({ server: fakeAccessApi(DIRECT) });
  const part = await inherited();
  expect(await within(part).findByText('No one has access here through the groups above')).toBeInTheDocument();
});

test("a group shows the grants of the groups above it, not its own again; the page's search filters them", async () => {
  const server = fakeAccessApi([grant('north.owner@demo.test', 10)], { above: { 'G-0': EUROPE } });
  await renderUsers({ server, selectionType: SelectionType.SITEGROUP, topLevel: 2 });
  const part = await inherited();
  await within(part).findByText('europe.admin@demo.test');
  const europe = rowIn(part, 'europe.admin@demo.test');
  expect(within(europe).getByRole('button', { name: 'Open the users of Europe' })).toBeInTheDocument();
  expect(within(part).queryByText('north.owner@demo.test')).toBeNull();

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'owner' } });
  await waitFor(() => expect(within(part).queryByText('europe.admin@demo.test')).toBeNull());
  expect(screen.getByText('north.owner@demo.test')).toBeInTheDocument();
});

test('a group at the top has no groups above, and no such part', async () => {
  await renderUsers({ server: fakeAccessApi(DIRECT), selectionType: SelectionType.SITEGROUP });
  await screen.findByText('owner@demo.test');
  expect(screen.queryByRole('region', { name: 'Access through groups above' })).toBeNull();
});
