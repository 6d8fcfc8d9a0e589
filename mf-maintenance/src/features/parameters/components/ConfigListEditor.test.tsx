import { useState } from 'react';
import { configure, fireEvent, screen } from '@testing-library/react';
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
