import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeInstallerApi } from './testing/fakeInstallerApi';
import { renderInstaller } from './testing/renderInstaller';
import { wizardStorageKey, type WizardState } from './wizardState';

// antd forms render slowly in jsdom; on a busy machine the default waits are too tight.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 5_000 });

const DEVICE = 'SC-000000901';
const LABEL = { serialNumber: 'SN000901', code: 'CODE901' };

const typeDeviceId = (value: string) => {
  fireEvent.change(screen.getByLabelText('Device id'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Find battery' }));
};
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const currentStep = () => screen.getByRole('main');
/** Waits until `name` is the step shown and drawn: a step after the first is a chunk of its own, a spinner until it comes. */
const stepShown = (name: string) =>
  waitFor(() => {
    expect(currentStep()).toHaveAccessibleName(name);
    expect(currentStep().querySelector('.ant-spin')).toBeNull();
  });
/** The form item of a field: its label, input and the message beside it. */
const itemOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

beforeEach(() => localStorage.clear());

/** A wizard stored by an earlier page load: the battery saved on Malmö Bakery. */
function storeWizard(overrides: Partial<WizardState>) {
  const state: WizardState = {
    step: 'meter',
    deviceId: DEVICE,
    label: LABEL,
    site: { siteId: 'S-MALMO', siteName: 'Malmö Bakery' },
    saved: true,
    meterStarted: false,
    meterPassed: false,
    installedAt: null,
    ...overrides,
  };
  localStorage.setItem(wizardStorageKey('installer@demo.test'), JSON.stringify({ state, savedAt: Date.now() }));
}

describe('spec 2: the installer app is reserved for installers', () => {
  it('a user who is not an installer sees the contact-support hint and no wizard', async () => {
    const server = fakeInstallerApi();
    await renderInstaller(server, { isInstaller: false });
    expect(
      screen.getByText('The installer app is reserved for installers. Please contact support to get access.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Device id')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

describe('spec 5: the device id', () => {
  it.each([
    ['sc-000000901', 'Wrong format SC/SCR have to be with capital letters'],
    ['SC-12', 'Wrong format'],
    ['', 'The field is required'],
  ])('%p shows %p beside the id and asks nothing', async (value, message) => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    await renderInstaller(server);
    typeDeviceId(value);
    expect(await within(itemOf('Device id')).findByText(message)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('an id the installer may not use says so beside the id and stays on the step', async () => {
    await renderInstaller(fakeInstallerApi());
    typeDeviceId('SCR-000000902');
    expect(
      await within(itemOf('Device id')).findByText(
        'No battery SCR-000000902 is available to you. Check the id on the label.',
      ),
    ).toBeInTheDocument();
    expect(currentStep()).toHaveAccessibleName('Battery');
  });
});

describe('spec 4: the installer flow', () => {
  it('creates a site and saves the battery once, also after going back', async () => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    const { notify } = await renderInstaller(server);
    typeDeviceId(` ${DEVICE} `);
    await stepShown('Site');

    fireEvent.click(screen.getByRole('radio', { name: 'Create new site' }));
    // Required from the schema the API checks with: a new site's name, not its coordinates.
    await waitFor(() =>
      expect(screen.getByText('Site name', { selector: 'label' })).toHaveClass('ant-form-item-required'),
    );
    expect(screen.getByText('Latitude', { selector: 'label' })).not.toHaveClass('ant-form-item-required');
    click('Create site');
    expect(await within(itemOf('Site name')).findByText('The field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Harbour Hall' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    click('Create site');
    // The same words as the management tab's site dialog, beside Latitude; nothing is sent.
    expect(await within(itemOf('Latitude')).findByText('Enter a value from -90 to 90')).toBeInTheDocument();
    // The name, typed since, is no longer marked (its message may still be fading out).
    expect(itemOf('Site name')).not.toHaveClass('ant-form-item-has-error');
    expect(server.to('POST', '/Site')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '55,6' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '12.5' } });
    click('Create site');
    await stepShown('Save');
    expect(server.to('POST', '/Site')[0]!.body).toMatchObject({
      siteName: 'Harbour Hall',
      latitude: 55.6,
      longitude: 12.5,
    });

    click('Save battery');
    await stepShown('Meter');
    expect(server.to('POST', '/CommissionDevice')[0]!.body).toEqual({ siteId: 'S-NEW-1', deviceId: DEVICE, ...LABEL });
    expect(notify).toHaveBeenCalledWith({
      level: 'success',
      message: `The battery ${DEVICE} has been saved on Harbour Hall`,
    });

    // Going back to the battery shows it, fixed: no second save is possible.
    click('Back');
    click('Back');
    await stepShown('Site');
    expect(screen.getByText(/is already saved on Harbour Hall/)).toBeInTheDocument();
    click('Next');
    await stepShown('Meter');
    expect(server.to('POST', '/CommissionDevice')).toHaveLength(1);
  });

  it("a new site the API refuses shows its words beside the field, in the user's language, and stays", async () => {
    const server = fakeInstallerApi({
      labels: { [DEVICE]: LABEL },
      createSiteRefusal: {
        code: 1000,
        message: 'Unknown timezone',
        errors: [{ field: 'timezone', key: 'validation.unknownTimezone' }],
      },
    });
    await renderInstaller(server);
    typeDeviceId(DEVICE);
    await stepShown('Site');
    fireEvent.click(screen.getByRole('radio', { name: 'Create new site' }));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Harbour Hall' } });
    click('Create site');
    expect(
      await within(itemOf('Time zone')).findByText('Choose a known time zone, such as Europe/Copenhagen'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unknown timezone')).toBeNull();
    expect(currentStep()).toHaveAccessibleName('Site');
  });

  it('runs the meter to success, confirms, and offers another battery on the same site', async () => {
    storeWizard({ step: 'meter', meterStarted: false });
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    await renderInstaller(server);
    await stepShown('Meter');
    click('Start meter set-up');
    expect(await screen.findByText('Waiting for device to come online…')).toBeInTheDocument();
    act(() => {
      server.meter.step = 'runningCheck';
    });
    expect(await screen.findByText('Running check…')).toBeInTheDocument();
    act(() => {
      server.meter.step = 'testOfMeterInstallation';
      server.meter.result = 'success';
    });
    expect(await screen.findByText('The meter is set up and tested')).toBeInTheDocument();
    click('Next');

    await stepShown('Confirm');
    click('Confirm installation');
    expect(await screen.findByText('The battery is installed')).toBeInTheDocument();
    expect(server.to('POST', '/Installed')[0]!.body).toEqual({ deviceId: DEVICE });

    click('Add another battery to Malmö Bakery');
    await stepShown('Battery');
    expect(screen.getByLabelText('Device id')).toHaveValue('');
  });

  it.each([
    [1014, 'The device is already commissioned on another site', 'error:1014'],
    [1106, 'The code does not exist', 'error:1106'],
  ])('spec 8: a save refused with %i shows its text', async (code, text, detail) => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL }, commissionCode: code });
    await renderInstaller(server);
    typeDeviceId(DEVICE);
    await stepShown('Site');
    click('Next');
    await stepShown('Save');
    click('Save battery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(detail);
    expect(currentStep()).toHaveAccessibleName('Save');
  });

  it('spec 8: 1010 (already on this site, e.g. our own save whose answer was lost) goes on to the meter', async () => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL }, commissionCode: 1010 });
    const { notify } = await renderInstaller(server);
    typeDeviceId(DEVICE);
    await stepShown('Site');
    click('Next');
    await stepShown('Save');
    click('Save battery');
    await stepShown('Meter');
    expect(notify).toHaveBeenCalledWith({ level: 'warning', message: 'The device is already registered' });
  });

  it('a failed meter run shows the reason and retries', async () => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    await renderInstaller(server);
    typeDeviceId(DEVICE);
    await stepShown('Site');
    fireEvent.click(screen.getByRole('radio', { name: 'New site for this battery' }));
    click('Create site and save battery');
    await stepShown('Meter');
    expect(server.to('POST', '/CreateSiteAroundDevice')[0]!.body).toMatchObject({ deviceId: DEVICE, siteName: DEVICE });
    expect(server.to('POST', '/CommissionDevice')).toHaveLength(0);

    click('Start meter set-up');
    await screen.findByText('Waiting for device to come online…');
    act(() => {
      server.meter.result = 'gridMeterInverted';
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Grid meter inverted, please flip and try again');
    click('Try again');
    await screen.findByText('Waiting for device to come online…');
    expect(server.to('POST', '/MeterSetup')).toHaveLength(2);
  });
});

describe("a new site's fields: the rules, texts and marks of the management tab's site dialog", () => {
  it('marks the required fields for eyes and screen readers, and says of latitude 91 what the dialog says', async () => {
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    await renderInstaller(server);
    typeDeviceId(DEVICE);
    await stepShown('Site');
    fireEvent.click(screen.getByRole('radio', { name: 'Create new site' }));
    // The schema the API checks with decides: a new site's name and its time zone, not its coordinates.
    await waitFor(() =>
      expect(screen.getByText('Site name', { selector: 'label' })).toHaveClass('ant-form-item-required'),
    );
    expect(screen.getByText('Time zone', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(screen.getByText('Latitude', { selector: 'label' })).not.toHaveClass('ant-form-item-required');
    expect(screen.getByLabelText('Site name')).toBeRequired();
    expect(screen.getByLabelText('Time zone')).toBeRequired();
    expect(screen.getByLabelText('Latitude')).not.toBeRequired();

    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Harbour Hall' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '91' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-180,5' } });
    click('Create site');
    expect(await within(itemOf('Latitude')).findByText('Enter a value from -90 to 90')).toBeInTheDocument();
    expect(within(itemOf('Longitude')).getByText('Enter a value from -180 to 180')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription('Enter a value from -90 to 90');
    expect(server.to('POST', '/Site')).toHaveLength(0);
  });
});

describe('a reload resumes where the installer stopped', () => {
  it('reopens at the meter step with the run in progress', async () => {
    storeWizard({ step: 'meter', meterStarted: true });
    const server = fakeInstallerApi({ labels: { [DEVICE]: LABEL } });
    server.meter.step = 'powerMeterSetupActive';
    await renderInstaller(server);
    expect(currentStep()).toHaveAccessibleName('Meter');
    expect(screen.getByText('You are back where you stopped: Meter.')).toBeInTheDocument();
    expect(await screen.findByText('Power meter setup active…')).toBeInTheDocument();
    expect(server.to('POST', '/MeterSetup')).toHaveLength(0);
    const steps = screen.getByRole('navigation', { name: 'Installation steps' });
    expect(within(steps).getByText('Meter')).toBeInTheDocument();
  });
});

describe('a lost connection', () => {
  it('says the progress is kept while the browser is offline', async () => {
    await renderInstaller(fakeInstallerApi());
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Your progress is kept here');
    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    onLine.mockRestore();
  });
});
