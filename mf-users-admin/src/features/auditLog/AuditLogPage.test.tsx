import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { AuditLogPage } from './AuditLogPage';

jest.setTimeout(60_000);

test('shows a page from the server, asks again with the filters, and pages by offset', async () => {
  const api = fakeApi({
    getFleetAuditLog: ({ query }) => {
      const offset = Number(query.get('offset'));
      return {
        total: 120,
        log: [
          {
            id: String(offset + 1),
            timeStamp: '2026-11-25T08:00:00.000Z',
            email: `user${offset}@demo.test`,
            message: 'Updated site',
            level: 1,
            objectId: 'S-1',
          },
        ],
      };
    },
  });
  const asked = () => api.requests.map((request) => request.query);
  await renderRemote(<AuditLogPage />, { api, namespaces: [TEXTS] });
  await screen.findByText('user0@demo.test');
  expect(screen.getByText('Trail')).toBeTruthy();
  expect([...(asked()[0]?.entries() ?? [])]).toEqual([
    ['offset', '0'],
    ['limit', '50'],
  ]);

  fireEvent.change(screen.getByLabelText('User'), { target: { value: ' Alice ' } });
  fireEvent.change(screen.getByLabelText('Object (site, group or device id)'), { target: { value: 'S-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(asked().at(-1)?.get('email')).toBe('Alice'));
  expect(asked().at(-1)?.get('objectId')).toBe('S-1');

  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('user50@demo.test');
  expect(asked().at(-1)?.get('offset')).toBe('50');
});
