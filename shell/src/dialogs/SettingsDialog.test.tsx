import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bess/shared';
import { fakeUserServer, makeWireUser } from './fakeUserServer';
import { renderWithUserApi } from './renderWithUserApi';
import { SettingsDialog } from './SettingsDialog';

/** Something of the portal behind the dialog, to see which language it is shown in. */
function Portal() {
  const { t } = useTranslation();
  return <h1>{t('account.settings')}</h1>;
}

async function openSettings(server: ReturnType<typeof fakeUserServer>, notify = jest.fn<void, [Notification]>()) {
  const onClose = jest.fn();
  const rendered = await renderWithUserApi(
    <>
      <Portal />
      <SettingsDialog open onClose={onClose} />
    </>,
    { server, notify },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return { ...rendered, dialog, onClose, notify };
}

/** Opens an antd select and picks the option with that text. */
async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]!);
}

describe('spec 2: the settings dialog', () => {
  it('shows the saved language and date format', async () => {
    const server = fakeUserServer(makeWireUser({ language: 'sv', dateFormat: 'MM/dd/yyyy' }));
    const { dialog } = await openSettings(server);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Language' }).closest('.ant-select')).toHaveTextContent(
        'Svenska',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Date format' }).closest('.ant-select')).toHaveTextContent(
      'MM/dd/yyyy',
    );
  });

  it('offers the four languages and the nine date formats', async () => {
    const server = fakeUserServer(makeWireUser());
    const { dialog } = await openSettings(server);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    for (const label of ['Dansk', 'English', 'Svenska', 'Deutsch']) {
      expect(screen.getAllByTitle(label).length).toBeGreaterThan(0);
    }
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Date format' }));
    for (const format of [
      'dd/MM/yyyy',
      'dd.MM.yyyy',
      'dd-MM-yyyy',
      'yyyy/MM/dd',
      'yyyy.MM.dd',
      'yyyy-MM-dd',
      'MM/dd/yyyy',
      'MM.dd.yyyy',
      'MM-dd-yyyy',
    ]) {
      expect(screen.getAllByTitle(format).length).toBeGreaterThan(0);
    }
  });

  it('saves language and date format, applies them at once, says so and closes; a reload shows them', async () => {
    const server = fakeUserServer(makeWireUser({ language: 'en', dateFormat: 'yyyy-MM-dd' }));
    const { dialog, onClose, notify, queryClient, unmount } = await openSettings(server);
    await choose(within(dialog).getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await choose(within(dialog).getByRole('combobox', { name: 'Date format' }), 'dd.MM.yyyy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.puts).toEqual([{ language: 'de', dateFormat: 'dd.MM.yyyy' }]);
    // The portal is in German now, and the user everyone reads has the new date format.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Einstellungen');
    expect(queryClient.getQueryData(['configuration', 'user'])).toMatchObject({
      language: 'de',
      dateFormat: 'dd.MM.yyyy',
    });
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'Ihre Einstellungen wurden gespeichert' });

    // A reload: a new cache, and GET /User answers with what was stored.
    unmount();
    const again = await openSettings(server);
    await waitFor(() =>
      expect(within(again.dialog).getByRole('combobox', { name: 'Language' }).closest('.ant-select')).toHaveTextContent(
        'Deutsch',
      ),
    );
    expect(
      within(again.dialog).getByRole('combobox', { name: 'Date format' }).closest('.ant-select'),
    ).toHaveTextContent('dd.MM.yyyy');
  });

  it('stays open with the error text when saving fails, and changes nothing', async () => {
    const server = fakeUserServer(makeWireUser({ language: 'en', dateFormat: 'yyyy-MM-dd' }));
    server.answerPutWith({ status: 500, body: { code: 1000 } });
    const { dialog, onClose, notify } = await openSettings(server);
    await choose(within(dialog).getByRole('combobox', { name: 'Language' }), 'Dansk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(onClose).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(within(dialog).getByRole('combobox', { name: 'Language' }).closest('.ant-select')).toHaveTextContent(
      'Dansk',
    );
  });

  it('is labelled in the interface language, its close button included', async () => {
    const server = fakeUserServer(makeWireUser({ language: 'da' }));
    await renderWithUserApi(<SettingsDialog open onClose={() => undefined} />, { server, language: 'da' });
    const dialog = await screen.findByRole('dialog', { name: 'Indstillinger' });
    expect(within(dialog).getByRole('combobox', { name: 'Sprog' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Datoformat' })).toBeInTheDocument();
    for (const name of ['Luk', 'Annuller', 'Gem']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('Cancel closes without saving', async () => {
    const server = fakeUserServer(makeWireUser());
    const { dialog, onClose } = await openSettings(server);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.puts).toEqual([]);
  });
});
