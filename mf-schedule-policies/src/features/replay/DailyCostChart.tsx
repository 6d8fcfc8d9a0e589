import { useCallback, useMemo } from 'react';
import { Line } from '@bess/shared/plots';
import { theme } from 'antd';
import { formatMoney, formatNumber, useHost, type Wire } from '@bess/shared';
import { chartTheme } from '@bess/shared/charts';
import { useTexts } from '../../i18n';

export interface DailyCostChartProps {
  days: readonly Wire.ReplayDay[];
  currency: string;
}

/** The colours of the cases: measured and no battery muted, what was in force and the draft strong. */
const COLOURS = { measured: '#8c8c8c', noBattery: '#d4b106', inForce: '#1677ff', draft: '#722ed1' } as const;
const CASES = ['measured', 'noBattery', 'inForce', 'draft'] as const;

/**
 * Each day's cost in every case (G2, through @bess/shared/plots), a line per case over the days of the month. Loaded
 * with React.lazy only, so the chart library stays off the schedule tab's first paint.
 */
export function DailyCostChart({ days, currency }: DailyCostChartProps) {
  const { t, i18n } = useTexts();
  const { colorScheme } = useHost();
  const { token } = theme.useToken();
  const look = useMemo(() => chartTheme(token, colorScheme), [token, colorScheme]);
  const language = i18n.language;
  const names = useMemo(() => new Map(CASES.map((c) => [c, t(`replay.cases.${c}`)])), [t]);
  const data = useMemo(
    () => days.flatMap((d) => CASES.map((c) => ({ day: Number(d.day.slice(8)), value: d[c], series: names.get(c)! }))),
    [days, names],
  );
  // The options stay the same from render to render, so that the chart draws again only when what it shows changes.
  const yLabel = useCallback((v: number) => formatNumber(Number(v), language), [language]);
  const tooltip = useMemo(
    () => ({
      title: (d: { day: number }) => days[d.day - 1]?.day ?? String(d.day),
      items: [
        (d: { series: string; value: number }) => ({ name: d.series, value: formatMoney(d.value, currency, language) }),
      ],
    }),
    [days, currency, language],
  );
  const style = useMemo(
    () => ({
      lineWidth: 2,
      lineDash: (d: { series: string }[]) => (d[0]?.series === names.get('draft') ? [4, 4] : [0, 0]),
    }),
    [names],
  );
  return (
    <figure style={{ margin: 0 }} aria-label={t('replay.chart')}>
      <figcaption style={{ fontWeight: 600, fontSize: 14 }}>{t('replay.chart')}</figcaption>
      <Line
        data={data}
        height={260}
        autoFit
        xField="day"
        yField="value"
        colorField="series"
        theme={look.theme}
        animate={false}
        axis={{
          x: { ...look.axis, title: false },
          y: {
            ...look.axis,
            labelFormatter: yLabel,
            title: t('replay.chartUnit', { currency }),
          },
        }}
        legend={look.legend}
        tooltip={tooltip}
        interaction={{ tooltip: look.tooltip }}
        scale={{
          x: { type: 'linear', nice: false },
          color: { domain: CASES.map((c) => names.get(c)!), range: CASES.map((c) => COLOURS[c]) },
        }}
        style={style}
      />
    </figure>
  );
}
