import { useCallback, useMemo, useState } from 'react';
import { Column } from '@bess/shared/plots';
import { Flex, theme } from 'antd';
import { useTexts } from '../../../i18n';
import { formatNumber, useHost, type EconomicsPoint } from '@bess/shared';
import { chartTheme } from '@bess/shared/charts';
import { CONSUMPTION_SOURCES, type ConsumptionSource } from './consumptionSources';
import { SourcesLegend } from './SourcesLegend';

export interface EconomicsColumnChartProps {
  points: readonly EconomicsPoint[];
  /** The height of the chart and its legend together, px. */
  height?: number;
}

/**
 * Stacked columns per period: where the consumption came from (G2, through @bess/shared/plots). Loaded with React.lazy
 * only, so the chart library stays out of the shell's bundle and off this tab's first paint.
 */
export function EconomicsColumnChart({ points, height = 280 }: EconomicsColumnChartProps) {
  const { t, i18n } = useTexts();
  const { colorScheme } = useHost();
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token, colorScheme), [token, colorScheme]);
  const [hidden, setHidden] = useState<ReadonlySet<ConsumptionSource>>(new Set());
  const toggle = (source: ConsumptionSource) =>
    setHidden((old) => {
      const next = new Set(old);
      if (!next.delete(source)) next.add(source);
      return next;
    });
  // The axis and the tooltip write numbers as the interface language does. The options stay the same from render to
  // render, so that the chart draws again only when what it shows changes.
  const language = i18n.language;
  const number = useCallback((v: number) => formatNumber(Number(v), language, { decimals: 2 }), [language]);
  const tooltip = useMemo(
    () => ({ items: [{ channel: 'y', valueFormatter: (v: number) => `${number(v)} kWh` }] }),
    [number],
  );
  const data = useMemo(
    () =>
      points.flatMap((p) =>
        CONSUMPTION_SOURCES.filter((s) => !hidden.has(s.key)).map((s) => ({
          label: p.label,
          source: t(`economics.${s.key}`),
          kWh: Math.max(0, p[s.key]),
        })),
      ),
    [points, hidden, t],
  );
  // Every source keeps its colour, the colour of the plain bars drawn until the chart library has loaded, whichever
  // sources are shown.
  const colors = useMemo(
    () => ({
      domain: CONSUMPTION_SOURCES.map((s) => t(`economics.${s.key}`)),
      range: CONSUMPTION_SOURCES.map((s) => s.color),
    }),
    [t],
  );
  // The columns fill the box above the legend, however many lines the legend takes (the chart reads its container's
  // height).
  return (
    <Flex vertical gap="small" style={{ height }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Column
          data={data}
          autoFit
          containerStyle={{ height: '100%' }}
          xField="label"
          yField="kWh"
          colorField="source"
          stack
          axis={{ x: { ...look.axis, title: false }, y: { ...look.axis, labelFormatter: number, title: 'kWh' } }}
          // The legend is the HTML one below, which names every source on a phone.
          legend={false}
          tooltip={tooltip}
          interaction={{ tooltip: look.tooltip }}
          scale={{ color: colors }}
          // Axes, grid and tooltip come from the antd theme of the portal's colour scheme.
          theme={look.theme}
        />
      </div>
      <SourcesLegend hidden={hidden} onToggle={toggle} />
    </Flex>
  );
}
