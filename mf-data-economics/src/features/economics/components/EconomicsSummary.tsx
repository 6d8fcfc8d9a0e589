import { memo, type ReactNode, useId } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { CO2_GRAMS_PER_KWH, formatCo2, formatEnergy, formatMoney, formatPercent } from '@bess/shared';
import { co2SavedGrams, savingsOf, type EconomicsTotals, type Prices } from '../economicsFigures';

export interface EconomicsSummaryProps {
  /** null while the period loads: the cards are drawn at their final size, their values not yet known. */
  totals: EconomicsTotals | null;
  prices: Prices;
  /** spec 9: kr, £ or € by the site's country. */
  currency: string;
}

/** One figure: a term, its value and a hint that says what the figure is, labelled so it can be found by its name. */
function Figure({ label, value, note }: { label: string; value: ReactNode | null; note: string }) {
  const id = useId();
  const noteId = useId();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <dl style={{ margin: 0 }}>
        <dt id={id}>
          <Typography.Text type="secondary">{label}</Typography.Text>
        </dt>
        <dd
          aria-labelledby={id}
          aria-describedby={noteId}
          aria-busy={value === null || undefined}
          style={{ margin: 0, fontSize: 20, fontWeight: 600 }}
        >
          {/* A value still loading keeps the line's height (a no-break space). */}
          {value ?? '\u00a0'}
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
 * self-sufficiency, every figure in the interface language's number format with a hint saying what it is.
 */
export const EconomicsSummary = memo(function EconomicsSummary({ totals, prices, currency }: EconomicsSummaryProps) {
  const { t, i18n } = useTexts();
  const language = i18n.language;
  // While the period loads, each card keeps its label, note and height, so nothing moves when the figures arrive; a
  // value not yet known is an empty line of the value's height.
  const known = <T,>(value: (totals: EconomicsTotals) => T): T | null => (totals === null ? null : value(totals));
  const savings = totals === null ? undefined : savingsOf(totals, prices);
  const energy = (kwh: (totals: EconomicsTotals) => number) => known((x) => formatEnergy(kwh(x), language));
  const figures = [
    {
      label: t('economics.savings'),
      value:
        savings === undefined
          ? null
          : savings === null
            ? t('economics.noPrice')
            : formatMoney(savings, currency, language),
      note:
        prices.importPrice === null || prices.exportPrice === null
          ? t('economics.priceMissing')
          : t('economics.savingsNote'),
    },
    {
      label: t('economics.co2Saved'),
      value: known((x) => formatCo2(co2SavedGrams(x), language)),
      note: t('economics.co2Note', { factor: CO2_GRAMS_PER_KWH }),
    },
    { label: t('economics.pvProduction'), value: energy((x) => x.pvProduction), note: t('economics.pvProductionNote') },
    { label: t('economics.consumption'), value: energy((x) => x.consumption), note: t('economics.consumptionNote') },
    {
      label: t('economics.selfSufficiency'),
      value: known((x) => formatPercent(x.selfSufficiency, language)),
      note: t('economics.selfSufficiencyNote'),
    },
    { label: t('economics.gridPowerImport'), value: energy((x) => x.gridImport), note: t('economics.gridImportNote') },
    { label: t('economics.gridPowerExport'), value: energy((x) => x.gridExport), note: t('economics.gridExportNote') },
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
});
