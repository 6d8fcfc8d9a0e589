import { useMemo } from 'react';
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
}

/**
 * The telemetry line chart (@ant-design/charts). Loaded with React.lazy only (issue 6: the chart library never lands
 * in the shell's bundle); the rows are already bounded by maxPoints, so the chart never gets more than about two
 * points per pixel.
 */
export function TelemetryChart({ rows, signals, timezone, height = 360 }: TelemetryChartProps) {
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
    />
  );
}
