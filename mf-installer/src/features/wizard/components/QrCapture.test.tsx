import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { decodeQrFromFile } from '../qr/qrDecoder';
import { fakeInstallerApi } from '../testing/fakeInstallerApi';
import { renderInstaller } from '../testing/renderInstaller';

// The decoder needs a real browser's images; here it answers what the test says the photo holds.
jest.mock('../qr/qrDecoder', () => ({ decodeQrFromFile: jest.fn(), startCameraScan: jest.fn() }));
const decoded = decodeQrFromFile as jest.MockedFunction<typeof decodeQrFromFile>;

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const DEVICE = 'SCR-000000902';
const photo = () =>
  fireEvent.change(screen.getByLabelText('Photo of the label'), {
    target: { files: [new File(['png'], 'label.png', { type: 'image/png' })] },
  });

beforeEach(() => localStorage.clear());

describe('spec 5: a photo of the QR label', () => {
  it.each([
    ['a code that holds no device id', 'https://example.test/hello'],
    ['a lower-case id', 'scr-000000902'],
    ['no readable code at all', null],
  ])('%s: Invalid QR-code please try again, nothing asked', async (_, text) => {
    decoded.mockResolvedValue(text);
    const server = fakeInstallerApi({ labels: { [DEVICE]: { serialNumber: 'SN', code: 'C' } } });
    await renderInstaller(server);
    photo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid QR-code please try again');
    expect(server.requests).toEqual([]);
  });

  it('a label holding a device id (here at the end of a URL) identifies the battery', async () => {
    decoded.mockResolvedValue(`https://label.example/d/${DEVICE}`);
    const server = fakeInstallerApi({ labels: { [DEVICE]: { serialNumber: 'SN', code: 'C' } } });
    await renderInstaller(server);
    photo();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAccessibleName('Site'));
    expect(server.to('GET', '/GetLabelByDeviceId')[0]!.query.get('deviceId')).toBe(DEVICE);
  });
});
