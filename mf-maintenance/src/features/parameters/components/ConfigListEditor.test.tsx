import { useState } from 'react';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wire } from '@bess/shared';
import { FanRowSchema, HeaterRowSchema } from '@bess/shared/contract';
import { renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { ConfigListEditor } from './ConfigListEditor';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

function Harness<R extends Wire.FanRow | Wire.HeaterRow>({
  initial,
  rowSchema,
  onRows,
  errors = new Map(),
}: {
  initial: R[];
  rowSchema: unknown;
  onRows: (rows: R[]) => void;
  errors?: Map<string, string>;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <ConfigListEditor
      title="Fans"
      path="device.fans"
      rows={rows}
      rowSchema={rowSchema}
      errors={errors}
      onChange={(next) => {
        setRows(next);
        onRows(next);
      }}
    />
  );
}

it('spec 3: a number stays a number, a cleared field is null, a new row has null fields, a row can be removed', async () => {
  const onRows = jest.fn();
  await renderRemote(<Harness initial={[{ name: 'Fan 1', speed: 50 }]} rowSchema={FanRowSchema} onRows={onRows} />, {
    namespaces: [TEXTS],
  });
  const speed = screen.getByRole('spinbutton', { name: 'Fans 1 Speed' });
  await userEvent.clear(speed);
  await userEvent.type(speed, '60');
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'Fan 1', speed: 60 }]);
  await userEvent.clear(speed);
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'Fan 1', speed: null }]);
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  expect(onRows).toHaveBeenLastCalledWith([
    { name: 'Fan 1', speed: null },
    { name: null, speed: null },
  ]);
  fireEvent.change(screen.getByRole('textbox', { name: 'Fans 2 Name' }), { target: { value: 'Fan 2' } });
  await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'Fan 2', speed: null }]);
});

it('draws true/false as a switch and shows a refused field’s message beside it', async () => {
  const onRows = jest.fn();
  await renderRemote(
    <Harness
      initial={[{ name: 'Heater 1', setpoint: 99, enabled: true }]}
      rowSchema={HeaterRowSchema}
      onRows={onRows}
      errors={new Map([['device.fans.0.setpoint', 'Enter a value from -20 to 40 °C']])}
    />,
    { namespaces: [TEXTS] },
  );
  await userEvent.click(screen.getByRole('switch', { name: 'Fans 1 On' }));
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'Heater 1', setpoint: 99, enabled: false }]);
  const setpoint = screen.getByRole('spinbutton', { name: 'Fans 1 Set point' });
  expect(setpoint).toHaveAttribute('aria-invalid', 'true');
  expect(setpoint).toHaveAccessibleDescription('Enter a value from -20 to 40 °C');
});

it('on a phone each row is a card of its own: every field under its label, the message beside it, Remove last', async () => {
  const onRows = jest.fn();
  const user = userEvent.setup();
  await renderRemote(
    <Harness
      initial={[
        { name: 'Heater 1', setpoint: 5, enabled: true },
        { name: 'Heater 2', setpoint: 30, enabled: false },
      ]}
      rowSchema={HeaterRowSchema}
      onRows={onRows}
      errors={new Map([['device.fans.1.setpoint', 'Enter a value from -20 to 40 °C']])}
    />,
    { namespaces: [TEXTS], host: { isMobile: true } },
  );
  // No table to scroll sideways: a list of rows, each with its title, labels, inputs and Remove button.
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Fans' })).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const second = within(rows[1]!);
  expect(second.getByText('Row 2')).toBeInTheDocument();
  for (const label of ['Name', 'Set point', 'On']) expect(second.getByText(label, { selector: 'label' })).toBeVisible();
  expect(second.getByRole('textbox', { name: 'Fans 2 Name' })).toHaveValue('Heater 2');
  const setpoint = second.getByRole('spinbutton', { name: 'Fans 2 Set point' });
  expect(setpoint).toHaveAccessibleDescription('Enter a value from -20 to 40 °C');
  expect(second.getByText('Enter a value from -20 to 40 °C')).toBeVisible();

  // The keyboard goes through a row's fields in order, then its Remove button, then the next row.
  await user.click(second.getByRole('textbox', { name: 'Fans 2 Name' }));
  await user.tab();
  expect(setpoint).toHaveFocus();
  await user.tab();
  expect(second.getByRole('switch', { name: 'Fans 2 On' })).toHaveFocus();
  await user.tab();
  expect(second.getByRole('button', { name: 'Remove row 2' })).toHaveFocus();

  // A label names its field: clicking "On" switches it.
  await user.click(second.getByText('On', { selector: 'label' }));
  expect(onRows).toHaveBeenLastCalledWith([
    { name: 'Heater 1', setpoint: 5, enabled: true },
    { name: 'Heater 2', setpoint: 30, enabled: true },
  ]);
  await user.click(second.getByRole('button', { name: 'Remove row 2' }));
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'Heater 1', setpoint: 5, enabled: true }]);
  expect(within(screen.getByRole('list', { name: 'Fans' })).getAllByRole('listitem')).toHaveLength(1);
});

it('on a wide screen the rows stay a table with the fields as columns', async () => {
  await renderRemote(<Harness initial={[{ name: 'Fan 1', speed: 50 }]} rowSchema={FanRowSchema} onRows={jest.fn()} />, {
    namespaces: [TEXTS],
    host: { isMobile: false },
  });
  const table = screen.getByRole('table', { name: 'Fans' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Speed', '']);
  expect(screen.queryByRole('list', { name: 'Fans' })).not.toBeInTheDocument();
});
