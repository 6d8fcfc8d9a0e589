import { useId, type ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { CO2_GRAMS_PER_KWH, formatCo2, formatEnergy, formatMoney, formatPercent } from '@bess/shared';
import { co2SavedGrams, savingsOf, type EconomicsTotals, type Prices } from '../economicsFigures';

export interface EconomicsSummaryProps {
  totals: EconomicsTotals;
  prices: Prices;
  /** spec 9: kr, £ or € by the site's country. */
  currency: string;
}

/** One figure: a term, its value and a hint that says what the figure is, labelled so it can be found by its name. */
function Figure({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  const id = useId();
  const noteId = useId();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <dl style={{ margin: 0 }}>
        <dt id={id}>
          <Typography.Text type="secondary">{label}</Typography.Text>
        </dt>
        <dd aria-labelledby={id} aria-describedby={noteId} style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>
          {value}
        </dd>
      </dl>
      <Typography.Text id={noteId} type="secondary" style={{ fontSize: 12 }}>
        {note}
      </Typography.Text>
    </Card>
  );
}

/**
 * The period at a glance: savings in the site's currency, CO2 saved, the energy totals (spec 9 units) and the
 * self-sufficiency, every figure in the interface language's number format (issue 19) with a hint saying what it is.
 */
export function EconomicsSummary({ totals, prices, currency }: EconomicsSummaryProps) {
  const { t, i18n } = useTexts();
  const language = i18n.language;
  const savings = savingsOf(totals, prices);
  const energy = (kwh: number) => formatEnergy(kwh, language);
  const figures = [
    {
      label: t('economics.savings'),
      value: savings === null ? t('economics.noPrice') : formatMoney(savings, currency, language),
      note: savings === null ? t('economics.priceMissing') : t('economics.savingsNote'),
    },
    {
      label: t('economics.co2Saved'),
      value: formatCo2(co2SavedGrams(totals), language),
      note: t('economics.co2Note', { factor: CO2_GRAMS_PER_KWH }),
    },
    { label: t('economics.pvProduction'), value: energy(totals.pvProduction), note: t('economics.pvProductionNote') },
    { label: t('economics.consumption'), value: energy(totals.consumption), note: t('economics.consumptionNote') },
    {
      label: t('economics.selfSufficiency'),
      value: formatPercent(totals.selfSufficiency, language),
      note: t('economics.selfSufficiencyNote'),
    },
    { label: t('economics.gridPowerImport'), value: energy(totals.gridImport), note: t('economics.gridImportNote') },
    { label: t('economics.gridPowerExport'), value: energy(totals.gridExport), note: t('economics.gridExportNote') },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((f) => (
        <Col key={f.label} xs={12} md={8} xl={6} xxl={3}>
          <Figure {...f} />
        </Col>
      ))}
    </Row>
  );
}
