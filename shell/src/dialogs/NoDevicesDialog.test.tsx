import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@bess/shared/testing';
import { NoDevicesDialog } from './NoDevicesDialog';

describe('spec 2 and 8: the no-devices dialog', () => {
  it("shows the spec's text with 'available' spelled right, and offers Sign out", async () => {
    const onSignOut = jest.fn();
    await renderWithHost(<NoDevicesDialog open onSignOut={onSignOut} />);
    const dialog = screen.getByRole('dialog', { name: 'No available devices' });
    expect(dialog).toHaveTextContent(
      'Sorry, you do not have access to any devices. If you need access please contact support',
    );
    expect(dialog).not.toHaveTextContent(/avaliable/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed: it has no close button', async () => {
    await renderWithHost(<NoDevicesDialog open onSignOut={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'No available devices' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('is shown in the user’s language', async () => {
    await renderWithHost(<NoDevicesDialog open onSignOut={() => undefined} />, {}, 'da');
    const dialog = screen.getByRole('dialog', { name: 'Ingen tilgængelige enheder' });
    expect(within(dialog).getByRole('button', { name: 'Log ud' })).toBeInTheDocument();
  });

  it('shows nothing when closed', async () => {
    await renderWithHost(<NoDevicesDialog open={false} onSignOut={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
