import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configurationKeys } from '@bess/shared';
import { fakeManagementApi, renderManagement } from './testing/renderManagement';

// antd forms and popovers are slow in jsdom on a busy machine.
jest.setTimeout(120_000);

test('creates a site in the selected group and refetches the configuration', async () => {
  const server = fakeManagementApi({ 'POST /Site': { status: 200, body: { siteId: 'S-NEW' } } });
  const { notify, queryClient } = await renderManagement(server, 'group');
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Depot  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'Depot has been created' }));
  expect(server.sent()).toEqual([
    {
      method: 'POST',
      path: '/Site',
      body: expect.objectContaining({ siteName: 'Depot', parentId: 'G-1', timezone: 'GMT' }),
    },
  ]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: configurationKeys.all });
  expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'Depot has been created' });
});

test('an empty name is refused before anything is sent', async () => {
  const server = fakeManagementApi({});
  await renderManagement(server, 'none');
  fireEvent.click(screen.getByRole('button', { name: 'Create site group' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await within(dialog).findByText('The field is required');
  expect(server.sent()).toEqual([]);
});

test('moving a site to the top level is PUT /AddSiteGroup after PUT /Site', async () => {
  const server = fakeManagementApi({ 'PUT /Site': { status: 204 }, 'PUT /AddSiteGroup': { status: 204 } });
  await renderManagement(server, 'site');
  fireEvent.click(screen.getByRole('button', { name: 'Edit site' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Aarhus'));
  fireEvent.mouseDown(within(dialog).getByLabelText('Parent group'));
  fireEvent.click(await screen.findByTitle('Top level (no group)'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent()).toHaveLength(2));
  expect(server.sent().map((r) => [r.method, r.path])).toEqual([
    ['PUT', '/Site'],
    ['PUT', '/AddSiteGroup'],
  ]);
  expect(server.sent()[1]!.body).toEqual({ siteId: 'S-1', parentId: null });
});

test('deleting the selected site asks first, then clears the selection (spec 4)', async () => {
  const server = fakeManagementApi({ 'DELETE /Site': { status: 204 } });
  const { select } = await renderManagement(server, 'site');
  fireEvent.click(screen.getByRole('button', { name: 'Delete site' }));
  await screen.findByText('Do you want to delete the site Aarhus? Its devices become unparented.');
  expect(server.sent()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(select).toHaveBeenCalledWith(null));
  expect(server.sent()).toEqual([{ method: 'DELETE', path: '/Site', body: { siteId: 'S-1' } }]);
});

test.each([
  [1010, 'The device is already registered'],
  [1014, 'The device is already commissioned on another site'],
  [1106, 'The code does not exist'],
])('spec 8: commissioning refused with %i says %p', async (code, text) => {
  const server = fakeManagementApi({ 'POST /CommissionDevice': { status: 400, body: { code } } });
  const { notify } = await renderManagement(server, 'site');
  const form = screen.getByRole('form', { name: 'Commission device' });
  fireEvent.change(within(form).getByLabelText('Device id'), { target: { value: 'SC-000000009' } });
  fireEvent.change(within(form).getByLabelText('Serial number'), { target: { value: 'SN9' } });
  fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'C9' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Commission device' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: text }));
  expect(server.sent()[0]!.body).toEqual({
    siteId: 'S-1',
    deviceId: 'SC-000000009',
    serialNumber: 'SN9',
    code: 'C9',
  });
});

test("a lower-case device id gets the spec's capital-letters message and nothing is sent", async () => {
  const server = fakeManagementApi({});
  await renderManagement(server, 'site');
  const form = screen.getByRole('form', { name: 'Commission device' });
  fireEvent.change(within(form).getByLabelText('Device id'), { target: { value: 'sc-000000009' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Commission device' }));
  await within(form).findByText('Wrong format SC/SCR have to be with capital letters');
  expect(server.sent()).toEqual([]);
});

test('a partner admin (4) may edit the site but not delete it nor create groups', async () => {
  await renderManagement(fakeManagementApi({}), 'site', 4);
  expect(screen.getByRole('button', { name: 'Edit site' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete site' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Create site group' })).toBeNull();
});

test('spec 4: a site around an unparented device, prefilled beside the selected site, is created and selected', async () => {
  const server = fakeManagementApi({ 'POST /CreateSiteAroundDevice': { status: 200, body: { siteId: 'S-914' } } });
  const { notify, queryClient } = await renderManagement(server, 'site');
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  fireEvent.click(screen.getByRole('button', { name: 'Create site around device SC-000000914' }));
  const dialog = await screen.findByRole('dialog');
  within(dialog).getByText('Create a site around SC-000000914');
  const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('SC-000000914'));
  expect((within(dialog).getByLabelText('Time zone') as HTMLInputElement).value).toBe('Europe/Copenhagen');
  // A blank name is refused before anything is sent.
  fireEvent.change(name, { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await within(dialog).findByText('The field is required');
  expect(server.sent()).toEqual([]);
  fireEvent.change(name, { target: { value: ' Harbour depot ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({
      level: 'success',
      message: 'Harbour depot has been created around SC-000000914',
    }),
  );
  expect(server.sent()).toEqual([
    {
      method: 'POST',
      path: '/CreateSiteAroundDevice',
      body: expect.objectContaining({
        deviceId: 'SC-000000914',
        siteName: 'Harbour depot',
        parentId: 'G-1',
        timezone: 'Europe/Copenhagen',
        country: 'Denmark',
      }),
    },
  ]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: configurationKeys.all });
});

test.each([
  ['The device is already commissioned on another site', 400, { code: 1014 }],
  ['Access denied', 403, undefined],
])('spec 8: a site around a device refused says %p (HTTP %i)', async (text, status, body) => {
  const server = fakeManagementApi({ 'POST /CreateSiteAroundDevice': { status, body } });
  const { notify } = await renderManagement(server, 'none');
  fireEvent.click(screen.getByRole('button', { name: 'Create site around device SC-000000914' }));
  const dialog = await screen.findByRole('dialog');
  within(dialog).getByText('Create a site around SC-000000914');
  await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('SC-000000914'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message: text }));
  // The dialog stays open to try again.
  expect(screen.getByRole('dialog')).toHaveTextContent('Create a site around SC-000000914');
});

test('deleting a device of the site asks first, naming the device and the site, then sends DELETE /Device', async () => {
  const server = fakeManagementApi({ 'DELETE /Device': { status: 204 } });
  const { notify } = await renderManagement(server, 'site');
  fireEvent.click(screen.getByRole('button', { name: 'Delete device SC-000000001' }));
  await screen.findByText('Do you want to delete the device SC-000000001? It leaves Aarhus and the fleet for good.');
  expect(server.sent()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The device SC-000000001 has been deleted' }),
  );
  expect(server.sent()).toEqual([{ method: 'DELETE', path: '/Device', body: { deviceId: 'SC-000000001' } }]);
});

test('a partner admin (4) may not delete a device, nor an unparented one', async () => {
  await renderManagement(fakeManagementApi({}), 'site', 4);
  expect(screen.getByRole('button', { name: 'Uncommission SC-000000001' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Delete device/ })).toBeNull();
});

/** The form item of a field: its label, input and the message beside it. */
const itemOf = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

test('a latitude out of range is named beside Latitude, as in the installer wizard, and nothing is sent', async () => {
  const server = fakeManagementApi({});
  await renderManagement(server, 'group');
  fireEvent.click(screen.getByText('Create site'));
  const dialog = await screen.findByRole('dialog');
  // Required from the schema the API checks with: the name and the time zone, not the coordinates.
  await waitFor(() =>
    expect(within(dialog).getByText('Name', { selector: 'label' })).toHaveClass('ant-form-item-required'),
  );
  expect(within(dialog).getByText('Time zone', { selector: 'label' })).toHaveClass('ant-form-item-required');
  expect(within(dialog).getByText('Latitude', { selector: 'label' })).not.toHaveClass('ant-form-item-required');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Depot' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '95' } });
  fireEvent.change(within(dialog).getByLabelText('Grid import limit (kW)'), { target: { value: '-1' } });
  fireEvent.click(within(dialog).getByText('Save').closest('button')!);
  expect(await within(itemOf(dialog, 'Latitude')).findByText('Enter a value from -90 to 90')).toBeInTheDocument();
  expect(within(itemOf(dialog, 'Grid import limit (kW)')).getByText('Enter a value of at least 0')).toBeInTheDocument();
  expect(server.sent()).toEqual([]);
});

test("the site dialog marks, checks and words the installer's site fields as the installer's site step", async () => {
  const server = fakeManagementApi({ 'POST /Site': { status: 200, body: { siteId: 'S-NEW' } } });
  await renderManagement(server, 'group');
  fireEvent.click(screen.getByText('Create site'));
  const dialog = await screen.findByRole('dialog');
  // The mark is for the eye (the label's asterisk) and for a screen reader (the field is announced as required).
  await waitFor(() => expect(within(dialog).getByLabelText('Name')).toBeRequired());
  expect(within(dialog).getByLabelText('Time zone')).toBeRequired();
  expect(within(dialog).getByLabelText('Latitude')).not.toBeRequired();
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Depot' } });
  fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Mars/Olympus' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '91' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-180,5' } });
  fireEvent.click(within(dialog).getByText('Save').closest('button')!);
  expect(await within(itemOf(dialog, 'Latitude')).findByText('Enter a value from -90 to 90')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Latitude')).toHaveAccessibleDescription('Enter a value from -90 to 90');
  // A decimal comma is a decimal point, as in the installer: -180,5 is out of range, not -1805.
  expect(within(itemOf(dialog, 'Longitude')).getByText('Enter a value from -180 to 180')).toBeInTheDocument();
  expect(
    within(itemOf(dialog, 'Time zone')).getByText('Choose a known time zone, such as Europe/Copenhagen'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByText('Wrong format')).toBeNull();
  expect(server.sent()).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Europe/Copenhagen' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '55,6' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '12,5' } });
  fireEvent.click(within(dialog).getByText('Save').closest('button')!);
  await waitFor(() => expect(server.sent()).toHaveLength(1));
  expect(server.sent()[0]!.body).toMatchObject({ timezone: 'Europe/Copenhagen', latitude: 55.6, longitude: 12.5 });
});

test("a group name the API refuses is named beside Name, in the user's words, not the API's", async () => {
  const server = fakeManagementApi({
    'POST /SiteGroup': {
      status: 409,
      body: { code: 1000, message: 'Name taken', errors: [{ field: 'name', key: 'validation.nameTaken' }] },
    },
  });
  const { notify } = await renderManagement(server, 'group');
  fireEvent.click(screen.getByText('Create site group'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Aarhus' } });
  fireEvent.click(within(dialog).getByText('Save').closest('button')!);
  expect(
    await within(itemOf(dialog, 'Name')).findByText('Another group under the same parent already has this name'),
  ).toBeInTheDocument();
  expect(server.sent()).toHaveLength(1);
  expect(notify).not.toHaveBeenCalled();
});

test('commissioning without a serial number or code names each beside its field and sends nothing', async () => {
  const server = fakeManagementApi({});
  await renderManagement(server, 'site');
  const form = screen.getByRole('form', { name: 'Commission device' });
  fireEvent.change(within(form).getByLabelText('Device id'), { target: { value: 'SC-000000009' } });
  fireEvent.click(within(form).getByText('Commission device', { selector: 'button span' }));
  expect(await within(itemOf(form, 'Serial number')).findByText('The field is required')).toBeInTheDocument();
  expect(within(itemOf(form, 'Code')).getByText('The field is required')).toBeInTheDocument();
  expect(server.sent()).toEqual([]);
});
