import { act, configure, fireEvent, screen } from '@testing-library/react';
import { startCameraScan } from '../qr/qrDecoder';
import { fakeInstallerApi } from '../testing/fakeInstallerApi';
import { renderInstaller } from '../testing/renderInstaller';
import { CAMERA_START_TIMEOUT_MS } from './CameraScanner';

// The camera needs a real browser; here it starts, or never does, as each test says.
jest.mock('../qr/qrDecoder', () => ({ decodeQrFromFile: jest.fn(), startCameraScan: jest.fn() }));
const startScan = startCameraScan as jest.MockedFunction<typeof startCameraScan>;

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  // jsdom has no camera API; the scanner only needs it to exist (startCameraScan is the fake above).
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn() } });
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  // The dialog's animations were scheduled on the fake clock: let them end before the next test's real one.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

async function openCamera() {
  await renderInstaller(fakeInstallerApi());
  fireEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
  return screen.findByRole('dialog', { name: 'Scan QR code' });
}

it('a camera that does not start says so after a while instead of waiting for ever', async () => {
  startScan.mockReturnValue(new Promise(() => undefined));
  jest.useFakeTimers();
  await openCamera();
  await screen.findByText('Starting the camera…');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CAMERA_START_TIMEOUT_MS));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The camera did not start. Take a photo of the label or type the device id instead.',
  );
});

it('a camera that starts after the time-out is released at once', async () => {
  let started: (scan: { stop(): void }) => void = () => undefined;
  startScan.mockReturnValue(new Promise((resolve) => (started = resolve)));
  jest.useFakeTimers();
  await openCamera();
  await screen.findByText('Starting the camera…');
  act(() => jest.advanceTimersByTime(CAMERA_START_TIMEOUT_MS));
  const stop = jest.fn();
  await act(async () => started({ stop }));
  expect(stop).toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('The camera did not start.');
});

it('"Type the id instead" closes the camera and puts the cursor in the id field', async () => {
  const stop = jest.fn();
  startScan.mockResolvedValue({ stop });
  const dialog = await openCamera();
  await screen.findByText('Point the camera at the QR code on the battery label.');
  fireEvent.click(screen.getByRole('button', { name: 'Type the id instead' }));
  await screen.findByLabelText('Device id');
  expect(stop).toHaveBeenCalled();
  expect(dialog).not.toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(document.activeElement).toBe(screen.getByLabelText('Device id'));
});
