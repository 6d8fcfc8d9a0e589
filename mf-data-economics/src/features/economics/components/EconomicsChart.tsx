import { Suspense, lazy, useId } from 'react';
import { Typography } from 'antd';
import { useTexts } from '../../../i18n';
import type { EconomicsPoint } from '@bess/shared';
import { EconomicsBars } from './EconomicsBars';

const EconomicsColumnChart = lazy(() =>
  import('./EconomicsColumnChart').then((m) => ({ default: m.EconomicsColumnChart })),
);

export interface EconomicsChartProps {
  points: readonly EconomicsPoint[];
}

/** The economics points as a chart: the lazy chart library, with the plain SVG bars until it has loaded. */
export function EconomicsChart({ points }: EconomicsChartProps) {
  const { t } = useTexts();
  const titleId = useId();
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <Typography.Text id={titleId} strong>
        {t('economics.chartTitle')}
      </Typography.Text>
      <Suspense fallback={<EconomicsBars points={points} labelledBy={titleId} />}>
        <EconomicsColumnChart points={points} />
      </Suspense>
    </figure>
  );
}
