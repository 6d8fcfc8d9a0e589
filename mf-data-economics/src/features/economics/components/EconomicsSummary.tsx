import { useId, type ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { CO2_GRAMS_PER_KWH, formatScaled, scaleCo2, scaleEnergy } from '@bess/shared';
import { co2SavedGrams, formatMoney, savingsOf, type EconomicsTotals, type Prices } from '../economicsFigures';

export interface EconomicsSummaryProps {
  totals: EconomicsTotals;
  prices: Prices;
  /** spec 9: kr, £ or € by the site's country. */
  currency: string;
}

/** One figure: a term and its value, labelled so it can be found by its name. */
function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  const id = useId();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <dl style={{ margin: 0 }}>
        <dt id={id}>
          <Typography.Text type="secondary">{label}</Typography.Text>
        </dt>
        <dd aria-labelledby={id} style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>
          {value}
        </dd>
      </dl>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The period at a glance: savings in the site's currency, CO2 saved and the energy totals (spec 9 units). */
export function EconomicsSummary({ totals, prices, currency }: EconomicsSummaryProps) {
  const { t, i18n } = useTexts();
  const savings = savingsOf(totals, prices);
  const energy = (kwh: number) => formatScaled(scaleEnergy(kwh), 1);
  const figures = [
    {
      label: t('economics.savings'),
      value: savings === null ? t('economics.noPrice') : formatMoney(savings, currency, i18n.language),
      note: savings === null ? t('economics.priceMissing') : t('economics.savingsNote'),
    },
    {
      label: t('economics.co2Saved'),
      value: formatScaled(scaleCo2(co2SavedGrams(totals)), 1),
      note: t('economics.co2Note', { factor: CO2_GRAMS_PER_KWH }),
    },
    { label: t('economics.pvProduction'), value: energy(totals.pvProduction) },
    { label: t('economics.consumption'), value: energy(totals.consumption) },
    { label: t('economics.gridPowerImport'), value: energy(totals.gridImport) },
    { label: t('economics.gridPowerExport'), value: energy(totals.gridExport) },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((f) => (
        <Col key={f.label} xs={12} md={8} xl={4}>
          <Figure {...f} />
        </Col>
      ))}
    </Row>
  );
}
