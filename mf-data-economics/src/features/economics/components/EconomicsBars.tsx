import { Flex } from 'antd';
import type { EconomicsPoint } from '@bess/shared';
import { CONSUMPTION_SOURCES as SERIES } from './consumptionSources';
import { SourcesLegend } from './SourcesLegend';

export interface EconomicsBarsProps {
  points: readonly EconomicsPoint[];
  /** The id of the element that names the chart. */
  labelledBy: string;
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 8, right: 8, bottom: 24, left: 8 };

/**
 * A stacked bar per period in plain SVG: where the consumption came from. Shown at once while the chart library
 * loads; a picture only, labelled for assistive technology; the table is the accessible source.
 */
export function EconomicsBars({ points, labelledBy }: EconomicsBarsProps) {
  const totals = points.map((p) => SERIES.reduce((acc, s) => acc + Math.max(0, p[s.key]), 0));
  const max = Math.max(0, ...totals);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = points.length > 0 ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.7);
  // Label every n-th bar so labels never overlap (about 12 at most).
  const labelEvery = Math.max(1, Math.ceil(points.length / 12));
  // The bars fill the chart's box above their legend, as the columns that replace them do with the same legend.
  return (
    <Flex vertical gap="small" style={{ height: '100%' }}>
      <svg
        role="img"
        aria-labelledby={labelledBy}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        preserveAspectRatio="none"
        style={{ flex: 1, minHeight: 0, display: 'block' }}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#d9d9d9" />
        {points.map((p, i) => {
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          let y = HEIGHT - PAD.bottom;
          return (
            <g key={p.label}>
              {SERIES.map((s) => {
                const h = max > 0 ? (Math.max(0, p[s.key]) / max) * plotHeight : 0;
                y -= h;
                return <rect key={s.key} x={x} y={y} width={barWidth} height={h} fill={s.color} />;
              })}
              {i % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} fontSize={10} textAnchor="middle" fill="#595959">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <SourcesLegend />
    </Flex>
  );
}
