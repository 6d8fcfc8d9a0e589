import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Wire } from '@bess/shared';
import { fakeScheduleApi } from './testing/fakeScheduleApi';
import { renderSchedule } from './testing/renderSchedule';

// Monday 23 November 2026, 10:10 in Copenhagen (UTC+1).
const NOW = new Date('2026-11-23T09:10:00Z');
const stored = (overrides: Partial<Wire.ScheduleEvent> = {}): Wire.ScheduleEvent => ({
  id: 'E-1',
  siteId: 'S-DK',
  description: '',
  startTime: '2026-11-24T13:00:00.000Z', // Tuesday 14:00-15:00 in Copenhagen
  endTime: '2026-11-24T14:00:00.000Z',
  endMode: 0,
  eventType: 2,
  rate: null,
  ...overrides,
});

jest.setTimeout(60_000);

const calendar = () => screen.getByRole('region', { name: 'Event calendar' });
/** Picks a date and time in one of the dialog's pickers, as typed (its format: YYYY-MM-DD HH:mm). */
function pick(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Opens the add dialog once the event types have arrived. */
async function openAdd() {
  const add = await screen.findByRole('button', { name: 'Add event' });
  await waitFor(() => expect(add).toBeEnabled());
  fireEvent.click(add);
  return screen.findByRole('dialog', { name: 'Add event' });
}

describe('the event calendar (spec 3, 4)', () => {
  it('shows the week in the site timezone with events by kind, from the start of the shown week', async () => {
    const server = fakeScheduleApi({ events: [stored()] });
    await renderSchedule({ server, now: NOW });
    await within(calendar()).findByRole('button', { name: 'Hold charge from 14:00 to 15:00' });
    expect(screen.getByRole('status', { name: 'Shown period' })).toHaveTextContent('2026-11-23 – 2026-11-29');
    // spec 7: events from the shown week's Monday 00:00 in Copenhagen.
    const read = server.requests.find((r) => r.path === '/EventSchedule')!;
    expect(read.query.get('fromTimeStamp')).toBe('2026-11-22T23:00:00.000Z');
    // spec 3: colour by type id (2: blue, dark enough for white text at 4.5:1).
    expect(within(calendar()).getByRole('button', { name: /Hold charge/ })).toHaveStyle({
      background: '#0958d9',
    });
  });

  it('a new event shows only after the server answers (spec 4), and is sent in UTC', async () => {
    const server = fakeScheduleApi({ hold: true });
    const { notify } = await renderSchedule({ server, now: NOW });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText('Rate (kW)'), { target: { value: '3,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]!.body).toMatchObject({
      siteId: 'S-DK',
      startTime: '2026-11-23T10:00:00.000Z',
      endTime: '2026-11-23T11:00:00.000Z',
      eventType: 0,
      endMode: 0,
      rate: 3.5,
    });
    // Not yet answered: not in the calendar.
    expect(within(calendar()).queryByRole('button', { name: /Charge from 11:00/ })).toBeNull();
    act(() => server.release());
    await within(calendar()).findByRole('button', { name: 'Charge from 11:00 to 12:00' });
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The event has been saved' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an overlapping event in the form: the message names the other event, nothing is sent', async () => {
    const server = fakeScheduleApi({
      events: [stored({ startTime: '2026-11-23T10:30:00.000Z', endTime: '2026-11-23T14:00:00.000Z' })],
    });
    await renderSchedule({ server, now: NOW });
    await within(calendar()).findByRole('button', { name: 'Hold charge from 11:30 to 15:00' });
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('The event overlaps another event (Hold charge 11:30-15:00)');
    expect(server.changes()).toEqual([]);
  });

  it("a 400 with field errors shows them beside their fields, never the API's own text; nothing changes", async () => {
    const server = fakeScheduleApi();
    server.refuseNext(400, 'body/rate must be <= 5', [
      { field: 'rate', key: 'validation.between', values: { min: -5, max: 5, unit: ' kW' } },
    ]);
    await renderSchedule({ server, now: NOW });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Cheap night' } });
    fireEvent.change(within(dialog).getByLabelText('Rate (kW)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('Enter a value from -5 to 5 kW');
    expect(within(dialog).getByLabelText('Rate (kW)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a value from -5 to 5 kW'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nothing was saved: Some values are not valid. Check the marked fields.',
    );
    expect(within(dialog).queryByText(/body\/rate/)).toBeNull();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Cheap night');
    expect(within(calendar()).queryByRole('button', { name: /Charge/ })).toBeNull();
  });

  it("a refusal without field errors shows spec 8's text, not the API's English message", async () => {
    const server = fakeScheduleApi();
    server.refuseNext(400, 'The event overlaps another event');
    await renderSchedule({ server, now: NOW });
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing was saved: Api call failed');
    expect(within(dialog).queryByText(/overlaps/)).toBeNull();
  });

  it('a rate that is not a number says so beside the rate, and nothing is sent', async () => {
    const server = fakeScheduleApi();
    await renderSchedule({ server, now: NOW });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText('Rate (kW)'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('You must fill with a valid number');
    expect(within(dialog).getByLabelText('Rate (kW)')).toHaveAccessibleDescription(
      expect.stringContaining('You must fill with a valid number'),
    );
    expect(server.changes()).toEqual([]);
  });

  it('an event starting a week ago is refused beside its start, and nothing is sent', async () => {
    const server = fakeScheduleApi();
    await renderSchedule({ server, now: NOW });
    const dialog = await openAdd();
    // The start and end time are marked as required: the API's schema requires them.
    expect(within(dialog).getByLabelText('Start time')).toBeRequired();
    expect(within(dialog).getByLabelText('End time')).toBeRequired();
    pick(within(dialog).getByLabelText('Start time'), '2026-11-16 11:00');
    pick(within(dialog).getByLabelText('End time'), '2026-11-16 12:00');
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('The start time cannot be in the past');
    expect(within(dialog).getByLabelText('Start time')).toHaveAccessibleDescription(
      'The start time cannot be in the past',
    );
    expect(server.changes()).toEqual([]);
  });

  it("a rate beyond what the site's inverters can do is refused before sending (an installer reads their power)", async () => {
    const server = fakeScheduleApi({ inverterMaxPower: 5 });
    await renderSchedule({ server, now: NOW, level: 5 });
    const dialog = await openAdd();
    await waitFor(() => expect(server.calls('getTestModeLimit')).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText('Rate (kW)'), { target: { value: '99999' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await within(dialog).findByText('Enter a value from -5 to 5 kW');
    expect(server.changes()).toEqual([]);
  });

  it('edits and deletes an event; the calendar follows the server', async () => {
    const server = fakeScheduleApi({ events: [stored()] });
    await renderSchedule({ server, now: NOW });
    fireEvent.click(await within(calendar()).findByRole('button', { name: 'Hold charge from 14:00 to 15:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Keep for evening' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.state.events[0]!.description).toBe('Keep for evening'));
    // spec 7: PUT carries no rate.
    expect(server.changes()[0]!.method).toBe('PUT');
    expect(server.changes()[0]!.body).not.toHaveProperty('rate');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(calendar()).getByRole('button', { name: /Hold charge from 14:00/ }));
    const again = await screen.findByRole('dialog', { name: 'Edit event' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete event' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(calendar()).queryByRole('button', { name: /Hold charge/ })).toBeNull());
    expect(server.changes().map((r) => r.method)).toEqual(['PUT', 'DELETE']);
  });

  it('an event that has ended opens read-only: no Save, no Delete, and it says why', async () => {
    // Monday 08:00-09:00 in Copenhagen; now is 10:10.
    const server = fakeScheduleApi({
      events: [stored({ startTime: '2026-11-23T07:00:00.000Z', endTime: '2026-11-23T08:00:00.000Z' })],
    });
    await renderSchedule({ server, now: NOW });
    fireEvent.click(await within(calendar()).findByLabelText('Hold charge from 08:00 to 09:00'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This event has ended: it can no longer be changed')).toBeInTheDocument();
    expect(within(dialog).queryByText('Save')).toBeNull();
    expect(within(dialog).queryByText('Delete event')).toBeNull();
    expect(within(dialog).getByLabelText('End time')).toBeDisabled();
    expect(within(dialog).getByLabelText('Description')).toBeDisabled();
  });

  it('a running event lets only its end change; the rest goes back as stored', async () => {
    // Monday 10:00-11:00 in Copenhagen; now is 10:10.
    const running = stored({ startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:00:00.000Z' });
    const server = fakeScheduleApi({ events: [running] });
    await renderSchedule({ server, now: NOW });
    fireEvent.click(await within(calendar()).findByLabelText('Hold charge from 10:00 to 11:00'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The event has started: only its end time can be changed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start time')).toBeDisabled();
    expect(within(dialog).getByLabelText('Description')).toBeDisabled();
    const end = within(dialog).getByLabelText('End time');
    expect(end).toBeEnabled();
    pick(end, '2026-11-23 12:30');
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]!.body).toEqual({
      id: 'E-1',
      siteId: 'S-DK',
      description: '',
      startTime: '2026-11-23T09:00:00.000Z',
      endTime: '2026-11-23T11:30:00.000Z',
      endMode: 0,
      eventType: 2,
      fullyChargedBy: null,
    });
    await within(calendar()).findByLabelText('Hold charge from 10:00 to 12:30');
  });

  it.each([10, 20])('level %i reads the calendar: no add, the dialog is read-only', async (level) => {
    const server = fakeScheduleApi({ events: [stored()] });
    await renderSchedule({ server, now: NOW, level });
    fireEvent.click(await within(calendar()).findByRole('button', { name: /Hold charge/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete event' })).toBeNull();
    expect(within(dialog).getByLabelText('Description')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add event' })).toBeNull();
    expect(screen.getByText('You can see the schedule of this site but not change it')).toBeInTheDocument();
  });

  it('steps weeks and switches to the day view', async () => {
    const server = fakeScheduleApi({ events: [stored()] });
    await renderSchedule({ server, now: NOW });
    const range = screen.getByRole('status', { name: 'Shown period' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(range).toHaveTextContent('2026-11-30 – 2026-12-06');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.click(screen.getByText('Day'));
    expect(range).toHaveTextContent(/^2026-11-23$/);
    expect(within(calendar()).getAllByRole('columnheader')).toHaveLength(1);
  });

  it('moves an event with the keyboard, shows the change before and after, and sends it once confirmed', async () => {
    const server = fakeScheduleApi({ events: [stored()] });
    await renderSchedule({ server, now: NOW });
    const block = await within(calendar()).findByRole('button', { name: 'Hold charge from 14:00 to 15:00' });
    expect(block).toHaveAccessibleDescription(/Arrow keys move the event/);
    block.focus();
    // Down twice: half an hour later; right: a day later; Shift+Down: the end a quarter hour later.
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    fireEvent.keyDown(block, { key: 'ArrowRight' });
    fireEvent.keyDown(block, { key: 'ArrowDown', shiftKey: true });
    const moved = within(calendar()).getByRole('button', { name: 'Hold charge from 14:30 to 15:45' });
    expect(moved).toHaveFocus();
    expect(screen.getByText(/Hold charge from 14:30 to 15:45 on 2026-11-25\. Press Enter/)).toBeInTheDocument();
    expect(server.changes()).toEqual([]);

    fireEvent.keyDown(moved, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Change this event (Hold charge)?' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldNowNew',
      'Start time2026-11-24 14:002026-11-25 14:30',
      'End time2026-11-24 15:002026-11-25 15:45',
    ]);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]!.body).toMatchObject({
      id: 'E-1',
      startTime: '2026-11-25T13:30:00.000Z',
      endTime: '2026-11-25T14:45:00.000Z',
    });
    await within(calendar()).findByRole('button', { name: 'Hold charge from 14:30 to 15:45' });
  });

  it('Escape drops a keyboard move; a move onto another event is refused before anything is sent', async () => {
    const other = stored({ id: 'E-2', startTime: '2026-11-24T15:00:00.000Z', endTime: '2026-11-24T16:00:00.000Z' });
    const server = fakeScheduleApi({ events: [stored(), other] });
    await renderSchedule({ server, now: NOW });
    const block = await within(calendar()).findByRole('button', { name: 'Hold charge from 14:00 to 15:00' });
    block.focus();
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    fireEvent.keyDown(block, { key: 'Escape' });
    expect(within(calendar()).getByRole('button', { name: 'Hold charge from 14:00 to 15:00' })).toHaveFocus();

    // Two hours later it would lie over 16:00-17:00.
    for (let i = 0; i < 8; i++) fireEvent.keyDown(block, { key: 'ArrowDown' });
    fireEvent.keyDown(block, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: /Change this event/ });
    await within(dialog).findByText('The event overlaps another event (Hold charge 16:00-17:00)');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.changes()).toEqual([]);
  });

  it('an event that has ended does not move; a reader cannot move any', async () => {
    const ended = stored({ startTime: '2026-11-23T07:00:00.000Z', endTime: '2026-11-23T08:00:00.000Z' });
    const server = fakeScheduleApi({ events: [ended] });
    await renderSchedule({ server, now: NOW });
    const block = await within(calendar()).findByRole('button', { name: 'Hold charge from 08:00 to 09:00' });
    expect(block).not.toHaveAccessibleDescription(/Arrow keys/);
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    expect(within(calendar()).getByRole('button', { name: 'Hold charge from 08:00 to 09:00' })).toBeInTheDocument();
  });

  it('the agenda lists the week from the shown day, with its events by day', async () => {
    const server = fakeScheduleApi({ events: [stored({ description: 'Keep for evening' })] });
    await renderSchedule({ server, now: NOW });
    fireEvent.click(screen.getByText('Agenda'));
    const agenda = await screen.findByRole('region', { name: 'Agenda' });
    const tuesday = await within(agenda).findByRole('region', { name: 'Tuesday 2026-11-24' });
    expect(within(tuesday).getByRole('button', { name: /Hold charge from 14:00 to 15:00/ })).toHaveTextContent(
      'Keep for evening',
    );
    expect(
      within(within(agenda).getByRole('region', { name: 'Monday 2026-11-23' })).getByText('No events'),
    ).toBeVisible();
    fireEvent.click(within(tuesday).getByRole('button', { name: /Hold charge/ }));
    await screen.findByRole('dialog', { name: 'Edit event' });
  });

  it('a phone opens on the day view', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    try {
      const server = fakeScheduleApi({ events: [stored()] });
      await renderSchedule({ server, now: NOW });
      expect(screen.getByRole('status', { name: 'Shown period' })).toHaveTextContent(/^2026-11-23$/);
      expect(within(calendar()).getAllByRole('columnheader')).toHaveLength(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
