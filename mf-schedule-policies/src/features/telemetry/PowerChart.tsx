import { useCallback, useMemo, useState } from 'react';
import { Line } from '@bess/shared/plots';
import { theme } from 'antd';
import { formatNumber, formatWithUnit, useHost } from '@bess/shared';
import { chartHeight, chartTheme, nameWithoutUnit, unitInName, unitsTitle } from '@bess/shared/charts';
import { useTexts } from '../../i18n';
import { wallTimeOf } from '../events/siteTime';

/** One line of the chart. */
export interface PowerSeries {
  name: string;
  points: readonly { time: number; value: number | null }[];
  color: string;
  dashed?: boolean;
  /** The values' unit; by default the one in the name's parentheses ('State of charge (%)'), else kW. */
  unit?: string;
}

export interface PowerChartProps {
  series: readonly PowerSeries[];
  zone: string;
  /** The time axis (epoch ms); the chart spans it even where there is no data yet. */
  from: number;
  to: number;
  /** px; by default a share of the screen's height (260 to 360). */
  height?: number;
}

/**
 * Lines over time (G2, through @bess/shared/plots), times in the site's zone. Loaded with React.lazy only, so the chart
 * library stays out of the shell's bundle and off the schedule tab's first paint (as mf-data-economics's chart).
 */
export function PowerChart({ series, zone, from, to, height }: PowerChartProps) {
  const { colorScheme } = useHost();
  const { i18n } = useTexts();
  const language = i18n.language;
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token, colorScheme), [token, colorScheme]);
  const [screenHeight] = useState(() => chartHeight(window.innerHeight, 260, 360));
  // A power chart: a series whose name names no unit is in kW. The legend shows the names whole; the tooltip writes
  // the unit after each value instead, and the value axis is titled with the units.
  const shown = useMemo(
    () =>
      new Map(
        series.map((s) => [s.name, { name: nameWithoutUnit(s.name), unit: s.unit ?? unitInName(s.name) ?? 'kW' }]),
      ),
    [series],
  );
  const yTitle = unitsTitle([...shown.values()].map((s) => s.unit));
  const data = useMemo(
    () =>
      series.flatMap((s) =>
        s.points.flatMap((p) => (p.value === null ? [] : [{ time: p.time, value: p.value, series: s.name }])),
      ),
    [series],
  );
  // The options stay the same from render to render, so that the chart draws again only when what it shows changes.
  const label = useCallback(
    (d: Date | number) => {
      const w = wallTimeOf(+d, zone);
      return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
    },
    [zone],
  );
  const yLabel = useCallback((v: number) => formatNumber(Number(v), language), [language]);
  const tooltip = useMemo(
    () => ({
      title: (d: { time: number }) => label(d.time),
      items: [
        (d: { series: string; value: number }) => {
          const s = shown.get(d.series);
          return { name: s?.name ?? d.series, value: formatWithUnit(d.value, s?.unit ?? 'kW', language) };
        },
      ],
    }),
    [label, shown, language],
  );
  const style = useMemo(
    () => ({
      lineWidth: 2,
      lineDash: (d: { series: string }[]) => (series.find((s) => s.name === d[0]?.series)?.dashed ? [4, 4] : [0, 0]),
    }),
    [series],
  );
  return (
    <Line
      data={data}
      height={height ?? screenHeight}
      autoFit
      xField="time"
      yField="value"
      colorField="series"
      // Axes, grid, legend and tooltip come from the antd theme of the portal's colour scheme; each series keeps the
      // colour its section gives it.
      theme={look.theme}
      animate={false}
      axis={{
        x: { ...look.axis, labelFormatter: label },
        y: { ...look.axis, labelFormatter: yLabel, title: yTitle ?? false },
      }}
      legend={look.legend}
      tooltip={tooltip}
      interaction={{ tooltip: look.tooltip }}
      scale={{
        x: { type: 'time', domain: [new Date(from), new Date(to)] },
        color: { domain: series.map((s) => s.name), range: series.map((s) => s.color) },
      }}
      style={style}
    />
  );
}
