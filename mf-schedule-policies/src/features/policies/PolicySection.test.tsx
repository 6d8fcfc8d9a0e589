import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Wire } from '@bess/shared';
import { fakeScheduleApi } from '../events/testing/fakeScheduleApi';
import { renderSchedule } from '../events/testing/renderSchedule';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-23T09:10:00Z');
const STORED: Wire.Policy = {
  name: 'Night charge',
  serviceType: 'GridTariffOptimization',
  tariffArea: 'DK1',
  dso: 'Radius',
  tariffModel: 'FixedTariffCharge',
  chargePercentage: 40,
  fixedEnergy: 5,
  fixedSoc: null,
  price: null,
  priceOffset: null,
  spotHighPriceThreshold: null,
  spotPriceMargin: null,
};

async function openPolicy() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Tariff policy' }));
  // The section is a lazy chunk: the first render waits for it.
  return screen.findByLabelText('Expected grid consumption on sunny days (%)', {}, { timeout: 15_000 });
}

describe('the tariff policy editor (spec 3, 5)', () => {
  it('shows the stored policy; invalid numbers show the spec texts and nothing is sent', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    await renderSchedule({ server, now: NOW });
    const charge = await openPolicy();
    expect(charge).toHaveValue('40');
    fireEvent.change(charge, { target: { value: 'abc' } });
    // The test site's battery holds 10 kWh.
    fireEvent.change(screen.getByLabelText('Fixed daily grid charge (kWh)'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await screen.findByText('You must fill with a valid number');
    expect(screen.getByText('The value must be between 0 and 10 kWh')).toBeInTheDocument();
    fireEvent.change(charge, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await screen.findByText('The value must be between 0 and 100 %');
    expect(server.changes()).toEqual([]);
    expect(server.state.policy).toEqual(STORED);
  });

  it('saves a valid policy; a server refusal shows its message and keeps what was typed', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    const { notify } = await renderSchedule({ server, now: NOW });
    const charge = await openPolicy();
    fireEvent.change(charge, { target: { value: '55,5' } });
    server.refuseNext(400, 'The value must be between 0 and 100 %');
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was saved: The value must be between 0 and 100 %',
    );
    expect(charge).toHaveValue('55,5');
    expect(server.state.policy).toEqual(STORED);

    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(server.state.policy?.chargePercentage).toBe(55.5));
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The policy has been saved' });
  });

  it('a read-only user sees the policy without a save button', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    await renderSchedule({ server, now: NOW, level: 20 });
    expect(await openPolicy()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save policy' })).toBeNull();
  });
});
