import { useState } from 'react';
import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfigRow } from '@bess/shared';
import { renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { ConfigListEditor } from './ConfigListEditor';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

function Harness({ initial, onRows }: { initial: ConfigRow[]; onRows: (rows: ConfigRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ConfigListEditor
      title="Fans"
      rows={rows}
      onChange={(next) => {
        setRows(next);
        onRows(next);
      }}
    />
  );
}

it('spec 3: a new row has null fields, a cleared field is null, a row can be removed', async () => {
  const onRows = jest.fn();
  await renderRemote(<Harness initial={[{ name: 'fan 1', rpm: 1200 }]} onRows={onRows} />, { namespaces: [TEXTS] });
  await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
  expect(onRows).toHaveBeenLastCalledWith([
    { name: 'fan 1', rpm: 1200 },
    { name: null, rpm: null },
  ]);
  fireEvent.change(screen.getByLabelText('Fans 1 rpm'), { target: { value: '' } });
  expect(onRows).toHaveBeenLastCalledWith([
    { name: 'fan 1', rpm: null },
    { name: null, rpm: null },
  ]);
  fireEvent.change(screen.getByLabelText('Fans 2 name'), { target: { value: 'fan 2' } });
  await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
  expect(onRows).toHaveBeenLastCalledWith([{ name: 'fan 2', rpm: null }]);
});
