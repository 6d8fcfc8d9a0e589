import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@bess/shared/testing';
import { AccessDeniedDialog } from './AccessDeniedDialog';

describe('spec 2: the access denied dialog', () => {
  it('says access is denied and signs out from its Sign Out button, reachable by keyboard', async () => {
    const onSignOut = jest.fn();
    await renderWithHost(<AccessDeniedDialog open onSignOut={onSignOut} />);
    const dialog = screen.getByRole('dialog', { name: 'Access denied' });
    expect(dialog).toHaveTextContent('You do not have access to the portal with this account.');
    const signOut = within(dialog).getByRole('button', { name: 'Sign Out' });

    // Focus stays inside the modal dialog; Tab reaches the one button and Enter presses it.
    for (let i = 0; i < 3 && document.activeElement !== signOut; i += 1) await userEvent.tab();
    expect(signOut).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed: Sign Out is its only button', async () => {
    await renderWithHost(<AccessDeniedDialog open onSignOut={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Access denied' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign Out']);
  });
});
