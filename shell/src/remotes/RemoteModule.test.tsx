import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@bess/shared/testing';
import { RemoteModule } from './RemoteModule';

jest.mock('./federation', () => ({ resetRemote: jest.fn(), loadRemoteModule: jest.fn() }));

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

  it('fails inside the tab when the module lacks the named export', async () => {
    const load = jest.fn().mockResolvedValue({ Other: Home });
    await renderWithHost(<RemoteModule remote="mf_dashboard" module="Home" load={load} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
