import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@bess/shared/testing';
import { RemoteModule } from './RemoteModule';

let autoRetryMs = 60_000;
jest.mock('./federation', () => ({
  resetRemote: jest.fn(),
  loadRemoteModule: jest.fn(),
  remoteAutoRetryMs: () => autoRetryMs,
}));

function Home() {
  return <h1>Remote home page</h1>;
}

describe('a remote tab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state, then the remote component', async () => {
    let resolve: (value: Record<string, unknown>) => void = () => undefined;
    const load = jest.fn(() => new Promise<Record<string, unknown>>((r) => (resolve = r)));
    await renderWithHost(<RemoteModule remote="mf_dashboard" module="Home" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    resolve({ Home });
    expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_dashboard', 'Home');
  });

  it('shows the error panel when the remote is down, and Retry really loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ Home });
    await renderWithHost(<RemoteModule remote="mf_dashboard" module="Home" load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself after one poll cycle, but not while the browser tab is hidden', async () => {
    autoRetryMs = 50;
    let visibility: DocumentVisibilityState = 'hidden';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ Home });
      await renderWithHost(<RemoteModule remote="mf_dashboard" module="Home" load={load} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
      await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toBeInTheDocument();

      visibility = 'visible';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(await screen.findByRole('heading', { name: 'Remote home page' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      autoRetryMs = 60_000;
    }
  });

  it('fails inside the tab when the module lacks the named export', async () => {
    const load = jest.fn().mockResolvedValue({ Other: Home });
    await renderWithHost(<RemoteModule remote="mf_dashboard" module="Home" load={load} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
