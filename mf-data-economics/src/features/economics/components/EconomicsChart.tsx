import { lazy, memo, Suspense, useId } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import type { EconomicsPoint } from '@bess/shared';
import { EconomicsBars } from './EconomicsBars';

const EconomicsColumnChart = lazy(() =>
  import('./EconomicsColumnChart').then((m) => ({ default: m.EconomicsColumnChart })),
);

/** The chart's height, px: the period loading, the plain bars and the chart library's columns all take it. */
export const CHART_HEIGHT = 280;

export interface EconomicsChartProps {
  /** null while the period loads. */
  points: readonly EconomicsPoint[] | null;
}

/**
 * The economics points as a chart: the lazy chart library, with the plain SVG bars until it has loaded. The three
 * states share one box of the chart's height, so what is below does not move when the chart arrives.
 */
export const EconomicsChart = memo(function EconomicsChart({ points }: EconomicsChartProps) {
  const { t } = useTexts();
  const titleId = useId();
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <Typography.Text id={titleId} strong>
        {t('economics.chartTitle')}
      </Typography.Text>
      <div style={{ height: CHART_HEIGHT }}>
        {points === null ? (
          <Flex align="center" justify="center" style={{ height: '100%' }}>
            <Spin aria-label={t('loading', { ns: 'common' })} />
          </Flex>
        ) : (
          <Suspense fallback={<EconomicsBars points={points} labelledBy={titleId} />}>
            <EconomicsColumnChart points={points} height={CHART_HEIGHT} />
          </Suspense>
        )}
      </div>
    </figure>
  );
});
