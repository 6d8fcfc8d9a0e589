import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeScheduleApi } from '../events/testing/fakeScheduleApi';
import { renderSchedule } from '../events/testing/renderSchedule';

jest.setTimeout(120_000);

const NOW = new Date('2026-11-23T09:10:00Z');

async function openLoads() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Controllable loads' }));
  // The section is a lazy chunk: the first render waits for it.
  return screen.findByRole('button', { name: 'Add controllable load' }, { timeout: 15_000 });
}

describe('controllable loads (spec 3)', () => {
  it('adds a load after the form refuses bad URLs and numbers beside their fields', async () => {
    const server = fakeScheduleApi();
    await renderSchedule({ server, now: NOW });
    fireEvent.click(await openLoads());
    const dialog = await screen.findByRole('dialog', { name: 'Add controllable load' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    // Marked as required where the API's schema requires a value.
    expect(field('Adapter name')).toBeRequired();
    expect(field('Test connection URL')).not.toBeRequired();
    fireEvent.change(field('Adapter name'), { target: { value: 'Heat pump' } });
    fireEvent.change(field('Action on URL'), { target: { value: 'adapter/on' } });
    fireEvent.change(field('Action off URL'), { target: { value: 'https://adapter.test/off' } });
    fireEvent.change(field('Expected load (kW)'), { target: { value: 'much' } });
    fireEvent.change(field('Minimum active hours'), { target: { value: '9' } });
    fireEvent.change(field('Maximum active hours'), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('Enter an address that starts with http:// or https://');
    expect(field('Action on URL')).toHaveAccessibleDescription('Enter an address that starts with http:// or https://');
    expect(field('Expected load (kW)')).toHaveAccessibleDescription('You must fill with a valid number');
    expect(server.changes()).toEqual([]);

    // Once the numbers are numbers, the API's rule on the hours speaks, beside the maximum.
    fireEvent.change(field('Action on URL'), { target: { value: 'https://adapter.test/on' } });
    fireEvent.change(field('Expected load (kW)'), { target: { value: '3,5' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('The maximum cannot be less than the minimum');
    expect(field('Maximum active hours')).toHaveAccessibleDescription('The maximum cannot be less than the minimum');
    expect(server.changes()).toEqual([]);

    fireEvent.change(field('Maximum active hours'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(server.state.loads[0]).toMatchObject({
      adapterName: 'Heat pump',
      expectedLoad: 3.5,
      minActiveHours: 9,
      maxActiveHours: 12,
      method: 'POST',
    });
    await screen.findByText('Heat pump');
  });

  it("the API's refusal shows beside the field it names, and the dialog stays", async () => {
    const server = fakeScheduleApi();
    await renderSchedule({ server, now: NOW });
    fireEvent.click(await openLoads());
    const dialog = await screen.findByRole('dialog', { name: 'Add controllable load' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field('Adapter name'), { target: { value: 'Heat pump' } });
    fireEvent.change(field('Action on URL'), { target: { value: 'https://adapter.test/on' } });
    fireEvent.change(field('Action off URL'), { target: { value: 'https://adapter.test/off' } });
    fireEvent.change(field('Expected load (kW)'), { target: { value: '2' } });
    server.refuseNext(400, 'Invalid URL', [{ field: 'actionOffUrl', key: 'validation.httpUrl' }]);
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('Enter an address that starts with http:// or https://');
    expect(field('Action off URL')).toHaveAccessibleDescription(
      'Enter an address that starts with http:// or https://',
    );
    expect(within(dialog).queryByText('Invalid URL')).toBeNull();
    expect(server.state.loads).toEqual([]);
  });

  it('edits and removes a stored load', async () => {
    const server = fakeScheduleApi({
      loads: [
        {
          id: 'L-1',
          siteId: 'S-DK',
          adapterName: 'Heat pump',
          actionOnUrl: 'https://adapter.test/on',
          actionOffUrl: 'https://adapter.test/off',
          actionTimeout: 10,
          testConnectionUrl: null,
          testConnectionTimeout: null,
          expectedLoad: 3.5,
          minActiveHours: 0,
          maxActiveHours: 24,
          powerCharacteristic: 'constant',
          method: 'POST',
        },
      ],
    });
    await renderSchedule({ server, now: NOW });
    await openLoads();
    fireEvent.click(await screen.findByLabelText('Edit controllable load Heat pump', {}, { timeout: 10_000 }));
    const edit = await screen.findByRole('dialog', { name: 'Edit controllable load' });
    fireEvent.change(within(edit).getByLabelText('Maximum active hours'), { target: { value: '6' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('0 – 6', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByLabelText('Remove Heat pump'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Heat pump')).toBeNull(), { timeout: 10_000 });
    expect(server.changes().map((r) => r.method)).toEqual(['PUT', 'DELETE']);
  });
});
