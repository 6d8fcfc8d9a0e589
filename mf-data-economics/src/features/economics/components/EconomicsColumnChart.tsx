import { useMemo } from 'react';
import { Column } from '@ant-design/charts';
import { theme } from 'antd';
import { useTexts } from '../../../i18n';
import { formatNumber, useHost, type EconomicsPoint } from '@bess/shared';
import { chartTheme } from '@bess/shared/charts';
import { CONSUMPTION_SOURCES } from './consumptionSources';

export interface EconomicsColumnChartProps {
  points: readonly EconomicsPoint[];
  height?: number;
}

/**
 * Stacked columns per period: where the consumption came from (@ant-design/charts). Loaded with React.lazy only, so
 * the chart library stays out of the shell's bundle and off this tab's first paint.
 */
export function EconomicsColumnChart({ points, height = 280 }: EconomicsColumnChartProps) {
  const { t, i18n } = useTexts();
  const { colorScheme } = useHost();
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token, colorScheme), [token, colorScheme]);
  // The axis and the tooltip write numbers as the interface language does
  const number = (v: number) => formatNumber(Number(v), i18n.language, { decimals: 2 });
  const data = useMemo(
    () =>
      points.flatMap((p) =>
        CONSUMPTION_SOURCES.map((s) => ({
          label: p.label,
          source: t(`economics.${s.key}`),
          kWh: Math.max(0, p[s.key]),
        })),
      ),
    [points, t],
  );
  return (
    <Column
      data={data}
      height={height}
      autoFit
      xField="label"
      yField="kWh"
      colorField="source"
      stack
      axis={{ x: { ...look.axis, title: false }, y: { ...look.axis, labelFormatter: number, title: 'kWh' } }}
      legend={look.legend}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => `${number(v)} kWh` }] }}
      interaction={{ tooltip: look.tooltip }}
      // The sources keep the colours of the plain bars drawn until the chart library has loaded.
      scale={{ color: { range: CONSUMPTION_SOURCES.map((s) => s.color) } }}
      // Axes, grid, legend and tooltip come from the antd theme of the portal's colour scheme.
      theme={look.theme}
    />
  );
}
