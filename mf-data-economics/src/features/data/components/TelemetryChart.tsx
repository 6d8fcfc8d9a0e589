import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Line } from '@ant-design/charts';
import dayjs from 'dayjs';
import { siteTimezone } from '@bess/shared';
import type { DataRow } from '../telemetryRows';

export interface TelemetryChartProps {
  rows: readonly DataRow[];
  signals: readonly string[];
  /** The site's timezone, for the time axis. */
  timezone: string;
  height?: number;
  /** A time span selected by dragging across the chart (epoch ms): the tab asks again at a finer resolution. */
  onSelectRange?: (from: number, to: number) => void;
}

/** Performance mark set each time the chart has drawn new rows (read by `npm run bench`). */
export const CHART_RENDERED_MARK = 'bess:telemetry-chart-rendered';

interface G2Chart {
  on(event: string, listener: (event: { data?: { selection?: unknown[][] } }) => void): void;
}

/**
 * The telemetry line chart (@ant-design/charts). Loaded with React.lazy only (issue 6: the chart library never lands
 * in the shell's bundle); the rows are already bounded by maxPoints, so the chart never gets more than about two
 * points per pixel.
 */
export function TelemetryChart({ rows, signals, timezone, height = 360, onSelectRange }: TelemetryChartProps) {
  const data = useMemo(
    () =>
      rows.flatMap((row) =>
        signals.flatMap((signal, i) => {
          const value = row.values[i];
          return value === null || value === undefined ? [] : [{ time: new Date(row.time), signal, value }];
        }),
      ),
    [rows, signals],
  );
  const zone = siteTimezone(timezone);
  // The chart instance lives across renders; its listeners read the latest callback through a ref.
  const onSelectRef = useRef(onSelectRange);
  useEffect(() => {
    onSelectRef.current = onSelectRange;
  }, [onSelectRange]);
  const onReady = useCallback((chart: G2Chart) => {
    chart.on('afterrender', () => performance.mark(CHART_RENDERED_MARK));
    chart.on('brush:filter', (event) => {
      const [from, to] = (event.data?.selection?.[0] ?? []).map((x) => new Date(x as Date | number).getTime());
      if (Number.isFinite(from) && Number.isFinite(to) && to > from) onSelectRef.current?.(from!, to!);
    });
  }, []);
  const format = (d: Date | number | string) => dayjs(d).tz(zone).format('YYYY-MM-DD HH:mm');
  return (
    <Line
      data={data}
      height={height}
      autoFit
      xField="time"
      yField="value"
      colorField="signal"
      axis={{ x: { labelFormatter: format } }}
      tooltip={{ title: (d: { time: Date }) => format(d.time) }}
      // Dragging across the plot selects a time span (issue 6: zoom by selection).
      interaction={{ brushXFilter: true }}
      onReady={onReady as never}
    />
  );
}
