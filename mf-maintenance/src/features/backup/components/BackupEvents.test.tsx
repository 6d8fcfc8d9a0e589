import { configure, screen } from '@testing-library/react';
import { fakeApi, renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../../i18n';
import { BackupEvents } from './BackupEvents';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const render = (language = 'en') =>
  renderRemote(<BackupEvents deviceIds={['SC-000000001']} timezone="Europe/Copenhagen" />, {
    api: fakeApi({ getDeviceErrors: { deviceErrors: [] } }),
    language,
    namespaces: [TEXTS],
  });

it('with nothing to list, says there were neither grid-loss events nor island failures, as its title names', async () => {
  await render();
  expect(await screen.findByText('Grid-loss events and island failures')).toBeInTheDocument();
  expect(await screen.findByText('No grid-loss events or island failures in the last 30 days')).toBeInTheDocument();
});

it('says so in German too', async () => {
  await render('de');
  expect(await screen.findByText('Netzausfälle und Inselbetriebsfehler')).toBeInTheDocument();
  expect(
    await screen.findByText('Keine Netzausfälle oder Inselbetriebsfehler in den letzten 30 Tagen'),
  ).toBeInTheDocument();
});
