import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Wire } from '@bess/shared';
import { reply } from '@bess/shared/testing';
import { fakeScheduleApi } from '../events/testing/fakeScheduleApi';
import { renderSchedule } from '../events/testing/renderSchedule';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-23T09:10:00Z');
const STORED: Wire.ControlParameters = { pidKI: 0.4, peakShavingGridImportLimit: 40, peakShavingGridExportLimit: null };

/** The schedule tab of a peak-shaving site (its only section), with the stored limits and no grid power yet. */
async function openPeakShaving() {
  const server = fakeScheduleApi();
  let control = STORED;
  server.on('getControlParameters', () => ({ control }));
  server.on('getTelemetrySummary', { telemetry: [] });
  server.on('updateControlParameters', ({ input }) => {
    control = input.control;
    return '';
  });
  await act(async () => {
    await renderSchedule({ server, now: NOW, features: ['Basic', 'PeakShaving'] });
  });
  await screen.findByDisplayValue('40');
  return { server, importLimit: screen.getByLabelText('Grid import limit (kW)') };
}

describe('peak-shaving limits (spec 3 control parameters)', () => {
  it('a limit that is not a number is refused beside it, and nothing is sent', async () => {
    const { server, importLimit } = await openPeakShaving();
    fireEvent.change(importLimit, { target: { value: 'seven' } });
    fireEvent.click(screen.getByText('Save limits'));
    await screen.findByText('You must fill with a valid number');
    expect(importLimit).toHaveAccessibleDescription(expect.stringContaining('You must fill with a valid number'));
    expect(server.calls('updateControlParameters')).toEqual([]);
  });

  it('a negative limit is refused with its range, from the schema the API checks with', async () => {
    const { server } = await openPeakShaving();
    const exportLimit = screen.getByLabelText('Grid export limit (kW)');
    fireEvent.change(exportLimit, { target: { value: '-3' } });
    fireEvent.click(screen.getByText('Save limits'));
    await screen.findByText('Enter a value from 0 to 100000 kW');
    expect(exportLimit).toHaveAccessibleDescription(expect.stringContaining('Enter a value from 0 to 100000 kW'));
    expect(server.calls('updateControlParameters')).toEqual([]);
  });

  it('saves the limits read with a decimal comma; an empty one stores null and pidKI goes back as read', async () => {
    const { server, importLimit } = await openPeakShaving();
    fireEvent.change(importLimit, { target: { value: '7,5' } });
    fireEvent.click(screen.getByText('Save limits'));
    await waitFor(() => expect(server.calls('updateControlParameters')).toHaveLength(1));
    expect(server.calls('updateControlParameters')[0]!.body).toEqual({
      siteId: 'S-DK',
      control: { pidKI: 0.4, peakShavingGridImportLimit: 7.5, peakShavingGridExportLimit: null },
    });
  });

  it("the API's refusal is shown beside the limit it names, never in the API's words", async () => {
    const { server, importLimit } = await openPeakShaving();
    server.on(
      'updateControlParameters',
      reply(400, {
        statusCode: 400,
        message: 'body/control/peakShavingGridImportLimit must be <= 100000',
        errors: [
          {
            field: 'control.peakShavingGridImportLimit',
            key: 'validation.between',
            values: { min: 0, max: 50, unit: ' kW' },
          },
        ],
      }),
    );
    fireEvent.change(importLimit, { target: { value: '60' } });
    fireEvent.click(screen.getByText('Save limits'));
    await screen.findByText('Enter a value from 0 to 50 kW');
    expect(importLimit).toHaveAccessibleDescription(expect.stringContaining('Enter a value from 0 to 50 kW'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was saved: Some values are not valid. Check the marked fields.',
    );
    expect(screen.queryByText(/must be <=/)).toBeNull();
  });
});
