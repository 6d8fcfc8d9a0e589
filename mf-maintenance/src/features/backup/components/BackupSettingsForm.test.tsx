import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { BackupSettingsForm } from './BackupSettingsForm';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const stored = {
  siteId: 'S-1',
  reservedSoc: 20,
  minSoc: 10,
  maxSoc: 95,
  gridTransitionInterval: 5,
  gridTransitionOffInterval: 5,
  islandRetryCount: 3,
};

async function renderForm(mayEdit = true) {
  const puts: unknown[] = [];
  const api = fakeApi({
    getBackupSettings: stored,
    updateBackupSettings: ({ body }) => {
      puts.push(body);
      return '';
    },
  });
  const notify = jest.fn();
  await renderRemote(<BackupSettingsForm siteId="S-1" mayEdit={mayEdit} />, {
    api,
    host: { notify },
    namespaces: [TEXTS],
  });
  await waitFor(() => expect(screen.getByLabelText('Minimum state of charge (%)')).toHaveValue('10'));
  return { puts, notify };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('spec 5: max not above min is refused with its text and nothing is sent; a valid change is sent whole', async () => {
  const { puts, notify } = await renderForm();
  type('Minimum state of charge (%)', '60');
  type('Maximum state of charge (%)', '50');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The maximum must be greater than the minimum')).toBeInTheDocument();
  expect(puts).toEqual([]);

  type('Maximum state of charge (%)', '90');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts).toEqual([{ ...stored, minSoc: 60, maxSoc: 90 }]));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The backup settings have been saved' }),
  );
});

it('spec 5: retry count above 5 and a negative delay are refused', async () => {
  const { puts } = await renderForm();
  type('Island retry count', '6');
  type('Grid transition delay (s)', '-1');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The island retry count must be between 0 and 5')).toBeInTheDocument();
  expect(screen.getByText('The value cannot be negative')).toBeInTheDocument();
  expect(puts).toEqual([]);
});

/** The field labels marked as required (antd draws the mark before a label of this class). */
const requiredLabels = () =>
  [...document.querySelectorAll('label.ant-form-item-required')].map((label) => label.textContent);

it('marks every field required for a user who may change them, and says nothing about reading only', async () => {
  await renderForm();
  expect(requiredLabels()).toEqual([
    'Reserved state of charge (%)',
    'Minimum state of charge (%)',
    'Maximum state of charge (%)',
    'Grid transition delay (s)',
    'Grid transition off delay (s)',
    'Island retry count',
  ]);
  expect(
    screen.queryByText('You can see the backup settings of this site but not change them'),
  ).not.toBeInTheDocument();
});

it('without the right level the settings are shown but cannot be saved, say why, and ask for nothing', async () => {
  await renderForm(false);
  expect(screen.getByText('You can see the backup settings of this site but not change them')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Minimum state of charge (%)')).toBeDisabled();
  expect(requiredLabels()).toEqual([]);
});
