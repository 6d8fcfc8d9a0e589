import { useMemo } from 'react';
import { Line } from '@ant-design/charts';
import { useHost } from '@bess/shared';
import { wallTimeOf } from '../events/siteTime';

/** One line of the chart. */
export interface PowerSeries {
  name: string;
  points: readonly { time: number; value: number | null }[];
  color: string;
  dashed?: boolean;
}

export interface PowerChartProps {
  series: readonly PowerSeries[];
  zone: string;
  /** The time axis (epoch ms); the chart spans it even where there is no data yet. */
  from: number;
  to: number;
  height?: number;
}

/**
 * Lines over time (@ant-design/charts), times in the site's zone. Loaded with React.lazy only, so the chart library
 * stays out of the shell's bundle and off the schedule tab's first paint (as mf-data-economics's chart).
 */
export function PowerChart({ series, zone, from, to, height = 260 }: PowerChartProps) {
  const { colorScheme } = useHost();
  const data = useMemo(
    () =>
      series.flatMap((s) =>
        s.points.flatMap((p) => (p.value === null ? [] : [{ time: p.time, value: p.value, series: s.name }])),
      ),
    [series],
  );
  const label = (d: Date | number) => {
    const w = wallTimeOf(+d, zone);
    return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  };
  return (
    <Line
      data={data}
      height={height}
      autoFit
      xField="time"
      yField="value"
      colorField="series"
      // Axes, grid and tooltip follow the portal's colour scheme; the series keep their colours.
      theme={colorScheme === 'dark' ? 'classicDark' : 'classic'}
      animate={false}
      axis={{ x: { labelFormatter: label } }}
      scale={{
        x: { type: 'time', domain: [new Date(from), new Date(to)] },
        color: { domain: series.map((s) => s.name), range: series.map((s) => s.color) },
      }}
      style={{
        lineDash: (d: { series: string }[]) => (series.find((s) => s.name === d[0]?.series)?.dashed ? [4, 4] : [0, 0]),
      }}
    />
  );
}
