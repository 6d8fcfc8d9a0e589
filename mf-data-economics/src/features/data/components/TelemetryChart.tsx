import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Line, type PortalChart } from '@bess/shared/plots';
import { theme } from 'antd';
import { formatNumber, siteTimezone, useHost } from '@bess/shared';
import { chartHeight, chartTheme, nameWithoutUnit, unitInName, unitsTitle } from '@bess/shared/charts';
import type { DataRow } from '../telemetryRows';
import { minuteFormatter } from '../minuteFormatter';
import { siteTickLabel, siteTimeTicks } from '../siteTimeAxis';

export interface TelemetryChartProps {
  rows: readonly DataRow[];
  signals: readonly string[];
  /** The signals' names in the interface language, in the order of `signals` (legend and tooltip). */
  names?: readonly string[];
  /** The interface language, for the numbers of the axis and the tooltip. */
  language?: string;
  /** The site's timezone, for the time axis. */
  timezone: string;
  /** px; by default a share of the screen's height (300 to 440). */
  height?: number;
  /** A time span selected by dragging across the chart (epoch ms): the tab asks again for it at a finer resolution. */
  onSelectRange?: (from: number, to: number) => void;
}

/** Performance mark set each time the chart has drawn new rows (read by `npm run bench`). */
export const CHART_RENDERED_MARK = 'bess:telemetry-chart-rendered';

/**
 * The telemetry line chart (G2, through @bess/shared/plots). Loaded with React.lazy only, so the chart library never
 * lands in the shell's bundle; the rows are already bounded by maxPoints, so the chart never gets more than about two
 * points per pixel.
 */
export function TelemetryChart({
  rows,
  signals,
  names = signals,
  language = 'en',
  timezone,
  height,
  onSelectRange,
}: TelemetryChartProps) {
  const [screenHeight] = useState(() => chartHeight(window.innerHeight, 300, 440));
  const number = useCallback((v: number) => formatNumber(Number(v), language, { decimals: 3 }), [language]);
  const zone = siteTimezone(timezone);
  const label = useMemo(() => minuteFormatter(zone), [zone]);
  const { colorScheme, isMobile } = useHost();
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token, colorScheme), [token, colorScheme]);
  // The names carry their unit ('Grid power (kW)'): the legend shows them whole, the value axis is titled with their
  // units, and the tooltip writes the unit after each value instead.
  const yTitle = unitsTitle(names.map(unitInName));
  const tooltipItem = useMemo(() => {
    const shown = new Map(names.map((name) => [name, { name: nameWithoutUnit(name), unit: unitInName(name) }]));
    return (d: { signal: string; value: number }) => {
      const item = shown.get(d.signal);
      const value = number(d.value);
      return { name: item?.name ?? d.signal, value: item?.unit ? `${value} ${item.unit}` : value };
    };
  }, [names, number]);
  const spanMs = rows.length > 1 ? rows[rows.length - 1]!.time - rows[0]!.time : 0;
  // The time axis on the site's clock: ticks at its whole hours, midnights or months, short horizontal labels.
  const tickLabel = useMemo(() => siteTickLabel(zone, language, spanMs), [zone, language, spanMs]);
  const xLabel = useCallback((d: Date | number) => tickLabel(+d), [tickLabel]);
  // A phone's chart is about 340 px wide: four labels fit there side by side, seven overlap.
  const tickCount = isMobile ? 4 : 7;
  const timeScale = useMemo(
    () => ({
      type: 'time',
      tickCount,
      tickMethod: (min: Date | number, max: Date | number, count: number) =>
        siteTimeTicks(+min, +max, count, zone).map((t) => new Date(t)),
    }),
    [zone, tickCount],
  );
  const data = useMemo(() => {
    // The tooltip's title is read for every point when the chart is drawn: one cheap text per row, made by one
    // formatter, instead of a timezone conversion per point (which costs most of the chart's drawing time).
    return rows.flatMap((row) => {
      const time = label(row.time);
      return signals.flatMap((_, i) => {
        const value = row.values[i];
        // Times as numbers on a time scale: cheaper for the chart to copy and compare than Date objects.
        const signal = names[i] ?? signals[i]!;
        return value === null || value === undefined ? [] : [{ time: row.time, label: time, signal, value }];
      });
    });
  }, [rows, signals, names, label]);
  // The chart instance lives across renders; its listener reads the latest callback through a ref.
  const onSelectRef = useRef(onSelectRange);
  useEffect(() => {
    onSelectRef.current = onSelectRange;
  }, [onSelectRange]);
  const onReady = useCallback((chart: PortalChart) => {
    chart.on('afterrender', () => performance.mark(CHART_RENDERED_MARK));
    chart.on('brush:filter', (event?: { data?: { selection?: unknown[][] } }) => {
      const [from, to] = (event?.data?.selection?.[0] ?? []).map((x) => new Date(x as Date | number).getTime());
      if (Number.isFinite(from) && Number.isFinite(to) && to! > from!) onSelectRef.current?.(from!, to!);
    });
  }, []);
  return (
    <Line
      data={data}
      height={height ?? screenHeight}
      autoFit
      xField="time"
      yField="value"
      colorField="signal"
      axis={{
        x: {
          ...look.axis,
          labelFormatter: xLabel,
          labelAutoRotate: false,
          labelAutoHide: true,
        },
        y: { ...look.axis, labelFormatter: number, title: yTitle ?? false },
      }}
      scale={{ x: timeScale }}
      legend={look.legend}
      tooltip={{ title: 'label', items: [tooltipItem] }}
      style={{ lineWidth: 2 }}
      // No enter animation: with thousands of points it costs a second before the data is readable.
      animate={false}
      // Dragging across the plot selects a time span (zoom by selection). The tooltip's crosshair would sit under the
      // pointer and swallow the release that ends the drag, so the tooltip has none.
      interaction={{ brushXFilter: true, tooltip: { ...look.tooltip, shared: true, crosshairs: false } }}
      onReady={onReady}
      // Axes, grid, legend, tooltip and the series' colours come from the antd theme of the portal's colour scheme.
      theme={look.theme}
    />
  );
}
