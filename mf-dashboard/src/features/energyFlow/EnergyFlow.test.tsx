import { screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { renderRemote } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { EnergyFlow } from './EnergyFlow';

const LIVE = { pv: 3.2, inverterPower: -1.3, grid: 0.5, consumption: 2.5, stateOfCharge: 40 };

/** The colour the power figure of an end is drawn in. */
const powerColour = (node: string) =>
  within(screen.getByTestId(`node-${node}`))
    .getByText(/kW$/)
    .getAttribute('fill');

describe('the one energy-flow picture of the home and the wall display', () => {
  test('follows the theme: the dark theme of the wall display draws it in colours of its own', async () => {
    const light = await renderRemote(<EnergyFlow live={LIVE} />, { namespaces: [TEXTS] });
    const lightColour = powerColour('pv');
    const lightText = within(screen.getByTestId('node-pv')).getByText('PV').getAttribute('fill');
    light.unmount();

    await renderRemote(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <EnergyFlow live={LIVE} fit="screen" />
      </ConfigProvider>,
      { namespaces: [TEXTS] },
    );
    expect(powerColour('pv')).not.toBe(lightColour);
    expect(within(screen.getByTestId('node-pv')).getByText('PV').getAttribute('fill')).not.toBe(lightText);
  });

  test('a value the device did not report shows as no value, and its line as idle', async () => {
    await renderRemote(<EnergyFlow live={{ ...LIVE, pv: null }} />, { namespaces: [TEXTS] });
    expect(within(screen.getByTestId('node-pv')).getByText('–')).toBeInTheDocument();
    expect(screen.getByTestId('flow-pv')).toHaveAttribute('data-direction', 'none');
    expect(screen.getByRole('img', { name: /^Energy flow: PV: Idle, –; Battery: Charging, 1\.3 kW;/ })).toBeTruthy();
  });
});
