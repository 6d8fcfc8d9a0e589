import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { fakeUserServer, makeWireUser } from './fakeUserServer';
import { renderWithUserApi } from './renderWithUserApi';
import { UserDialogs } from './UserDialogs';

/** Something of the portal behind the dialogs, to see which language it is shown in. */
function Portal() {
  const { t } = useTranslation();
  return <h1>{t('settings.title')}</h1>;
}

function renderPortal(server: ReturnType<typeof fakeUserServer>, termsNumber = 12) {
  return renderWithUserApi(
    <>
      <Portal />
      <UserDialogs />
    </>,
    { server, termsNumber },
  );
}

describe('spec 4: the language dialog', () => {
  it('opens for a user with no language; choosing Dansk saves it and shows the portal in Danish', async () => {
    const server = fakeUserServer(makeWireUser({ language: null }));
    await renderPortal(server);

    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Dansk', 'English', 'Svenska', 'Deutsch']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dansk' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.puts).toEqual([{ language: 'da' }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Indstillinger');
  });

  it('is followed by the terms dialog, already in the chosen language', async () => {
    const server = fakeUserServer(makeWireUser({ language: null, termsNumber: 0, termsDate: null }));
    await renderPortal(server);

    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Svenska' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Villkor nummer 12' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Licensavtal för slutanvändare' })).toBeInTheDocument();
  });

  it('stays open with the error text when the language cannot be saved', async () => {
    const server = fakeUserServer(makeWireUser({ language: null }));
    server.answerPutWith('network-down');
    await renderPortal(server);

    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It was not possible to connect to the server');
    expect(screen.getByRole('dialog', { name: 'Choose your language' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
  });
});

describe('spec 2 and 4: the terms dialog', () => {
  it('opens while the accepted terms number is below the newest, and accepting closes it for good', async () => {
    const server = fakeUserServer(makeWireUser({ termsNumber: 11 }));
    const first = await renderPortal(server, 12);

    const dialog = await screen.findByRole('dialog', { name: 'Terms number 12' });
    // The end user licence agreement itself (spec 1), readable inside the dialog.
    const agreement = within(dialog).getByRole('region', { name: 'End User Licence Agreement' });
    for (const heading of ['1. Licence grant', '2. Restrictions', '3. Data licence', '4. Limitation of liability']) {
      expect(within(agreement).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(agreement).toHaveTextContent('no later than 30 days after');
    expect(agreement).toHaveTextContent('within 1 year after');
    expect(agreement).toHaveTextContent('governed by Danish law');

    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    const checkbox = within(dialog).getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' });
    await userEvent.click(checkbox);
    expect(proceed).toBeEnabled();
    await userEvent.click(checkbox);
    expect(proceed).toBeDisabled();
    await userEvent.click(checkbox);

    const before = Date.now();
    await userEvent.click(proceed);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(server.puts).toHaveLength(1);
    const put = server.puts[0] as { termsNumber: number; termsDate: string };
    expect(put.termsNumber).toBe(12);
    expect(put.termsDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(put.termsDate)).toBeGreaterThanOrEqual(before - 1000);

    // A refetch of the user does not bring it back ...
    await first.queryClient.invalidateQueries();
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // ... and neither does the next visit.
    first.unmount();
    await renderPortal(server, 12);
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open with the error text when accepting fails', async () => {
    const server = fakeUserServer(makeWireUser({ termsNumber: 3 }));
    server.answerPutWith({ status: 500, body: { code: 1000, message: 'boom' } });
    await renderPortal(server, 12);

    const dialog = await screen.findByRole('dialog', { name: 'Terms number 12' });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('dialog', { name: 'Terms number 12' })).toBeInTheDocument();

    // A second try that succeeds closes it.
    server.answerPutWith('store');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.user.termsNumber).toBe(12);
  });

  it('follows the newest number of the configuration', async () => {
    const server = fakeUserServer(makeWireUser({ termsNumber: 12 }));
    await renderPortal(server, 13);
    expect(await screen.findByRole('dialog', { name: 'Terms number 13' })).toBeInTheDocument();
  });
});

describe('a user with a language and the newest terms', () => {
  it('sees no dialog', async () => {
    const server = fakeUserServer(makeWireUser({ language: 'en', termsNumber: 12 }));
    await renderPortal(server, 12);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    // Let the answer render.
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.puts).toEqual([]);
  });
});
