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
  it('a fixed SOC of 500 is refused beside Fixed SOC in the words of spec 5, and nothing is sent', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    await renderSchedule({ server, now: NOW });
    expect(await openPolicy()).toHaveValue('40');
    const fixedSoc = screen.getByLabelText('Fixed state of charge (%)');
    fireEvent.change(fixedSoc, { target: { value: '500' } });
    fireEvent.click(screen.getByText('Save policy'));
    await screen.findByText('The value must be between 0 and 100 %');
    expect(fixedSoc).toHaveAccessibleDescription('The value must be between 0 and 100 %');
    expect(screen.queryByText(/must be <= 100|anyOf/)).toBeNull();
    expect(server.changes()).toEqual([]);
    expect(server.state.policy).toEqual(STORED);
  });

  it('text in a number field, and a fixed charge above the battery, show the spec texts; nothing is sent', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    await renderSchedule({ server, now: NOW });
    await openPolicy();
    const price = screen.getByLabelText('Price');
    fireEvent.change(price, { target: { value: 'abc' } });
    fireEvent.click(screen.getByText('Save policy'));
    await screen.findByText('You must fill with a valid number');
    expect(price).toHaveAccessibleDescription('You must fill with a valid number');
    // The test site's battery holds 10 kWh (the rule weighs the site's capacity once the numbers are numbers).
    fireEvent.change(price, { target: { value: '1,25' } });
    const fixedEnergy = screen.getByLabelText('Fixed daily grid charge (kWh)');
    fireEvent.change(fixedEnergy, { target: { value: '11' } });
    fireEvent.click(screen.getByText('Save policy'));
    await screen.findByText('The value must be between 0 and 10 kWh');
    expect(fixedEnergy).toHaveAccessibleDescription(expect.stringContaining('The value must be between 0 and 10 kWh'));
    // The price's message leaves with antd's fade, which a busy machine may still be drawing.
    await waitFor(() => expect(screen.queryByText('You must fill with a valid number')).toBeNull());
    expect(server.changes()).toEqual([]);
  });

  it('a policy needs a name: marked as required, and said beside it', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    await renderSchedule({ server, now: NOW });
    await openPolicy();
    const name = screen.getByLabelText('Name');
    expect(name).toBeRequired();
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByText('Save policy'));
    await screen.findByText('The field is required');
    expect(name).toHaveAccessibleDescription('The field is required');
    expect(server.changes()).toEqual([]);
  });

  it('saves a valid policy; a refusal of the API shows its fields beside them and keeps what was typed', async () => {
    const server = fakeScheduleApi({ policy: STORED });
    const { notify } = await renderSchedule({ server, now: NOW });
    const charge = await openPolicy();
    fireEvent.change(charge, { target: { value: '55,5' } });
    server.refuseNext(400, 'body/policy/chargePercentage must be <= 100', [
      { field: 'policy.chargePercentage', key: 'validation.percentRange', values: { min: 0, max: 100 } },
    ]);
    fireEvent.click(screen.getByText('Save policy'));
    await screen.findByText('The value must be between 0 and 100 %');
    expect(charge).toHaveAccessibleDescription('The value must be between 0 and 100 %');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was saved: Some values are not valid. Check the marked fields.',
    );
    expect(screen.queryByText(/must be <= 100/)).toBeNull();
    expect(charge).toHaveValue('55,5');
    expect(server.state.policy).toEqual(STORED);

    fireEvent.click(screen.getByText('Save policy'));
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
