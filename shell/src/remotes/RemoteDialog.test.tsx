import { screen } from '@testing-library/react';
import { DIALOG_Z_INDEX } from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { RemoteDialog } from './RemoteDialog';

jest.mock('./federation', () => ({
  resetRemote: jest.fn(),
  loadRemoteModule: () => new Promise(() => undefined),
  remoteAutoRetryMs: () => 60_000,
}));

describe('the dialog around a remote module', () => {
  it("sits on antd's dialog layer, so the module's selects and pickers open above it", async () => {
    await renderWithHost(
      <RemoteDialog title="Admin panel" remote="mf_users_admin" module="AdminPanel" onClose={jest.fn()} />,
    );
    const backdrop = screen.getByRole('dialog', { name: 'Admin panel' }).parentElement;
    // jsdom draws nothing: the layer is read where the dialog sets it (the e2e test clicks an option over the dialog).
    expect(backdrop?.style.zIndex).toBe(String(DIALOG_Z_INDEX));
  });
});
