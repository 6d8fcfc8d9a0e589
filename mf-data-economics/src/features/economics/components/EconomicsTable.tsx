import { memo } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTexts } from '../../../i18n';
import { economicsPercentages, formatEnergy, formatPercent, type EconomicsPoint } from '@bess/shared';
import { sumPoints } from '../economicsFigures';

export interface EconomicsTableProps {
  points: readonly EconomicsPoint[];
}

/** The energy columns: each field of the point with the text key of its header. */
const ENERGY_FIELDS = [
  ['pvPower', 'pvPower'],
  ['pvEnergi', 'pvEnergi'],
  ['batteryDischargePV', 'batteryFromPv'],
  ['batteryDischargeGrid', 'batteryFromGrid'],
  ['gridPowerImport', 'gridPowerImport'],
  ['gridPowerExport', 'gridPowerExport'],
] as const;

/** Derived percentages shown per row (definitions in economicsPercentages of shared, and in the note below). */
const PERCENT_FIELDS = [
  ['selfSufficiency', 'selfSufficiencyPercent'],
  ['pvShare', 'pvPercent'],
  ['batteryFromPv', 'batteryPvPercent'],
  ['batteryFromGrid', 'batteryGridPercent'],
  ['gridShare', 'gridPercent'],
  ['exportShare', 'exportPercent'],
] as const;

/**
 * Every column is given a width of 1 px, which a table of `max-content` width grows to the column's narrowest
 * (min-content) width: the headers wrap between their words and the table fits a desktop's content area, while the
 * figures stay on one line. Room to spare is shared among the columns by their content.
 */
const SHRINK = 1;
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * spec 3: the economics points with their derived percentages, and a total row; the accessible twin of the chart. The
 * energy and the shares are a group of columns each, under a heading, so that the two columns "PV used directly" (kWh
 * and %) read apart.
 */
export const EconomicsTable = memo(function EconomicsTable({ points }: EconomicsTableProps) {
  const { t, i18n } = useTexts();
  // spec 9: energy scaled to kWh, MWh or GWh; every number in the interface language
  const energy = (kwh: number) => formatEnergy(kwh, i18n.language, { decimals: 2 });
  const percent = (value: number) => formatPercent(value, i18n.language);
  const columns: ColumnsType<EconomicsPoint> = [
    {
      key: 'label',
      title: t('economics.label'),
      dataIndex: 'label',
      fixed: 'left',
      width: SHRINK,
      onCell: () => ({ style: ONE_LINE }),
    },
    {
      key: 'energy',
      title: t('economics.energyGroup'),
      children: ENERGY_FIELDS.map(([field, titleKey]) => ({
        key: field,
        title: t(`economics.${titleKey}`),
        align: 'right' as const,
        width: SHRINK,
        onCell: () => ({ style: ONE_LINE }),
        render: (_: unknown, p: EconomicsPoint) => energy(p[field]),
      })),
    },
    {
      key: 'shares',
      title: t('economics.shareGroup'),
      children: PERCENT_FIELDS.map(([labelKey, field]) => ({
        key: labelKey,
        title: t(`economics.${labelKey}`),
        align: 'right' as const,
        width: SHRINK,
        onCell: () => ({ style: ONE_LINE }),
        render: (_: unknown, p: EconomicsPoint) => percent(economicsPercentages(p)[field]),
      })),
    },
  ];
  const total = sumPoints(points);
  const totalPercentages = economicsPercentages(total);
  const strong = (text: string) => (
    <Typography.Text strong style={ONE_LINE}>
      {text}
    </Typography.Text>
  );
  return (
    <>
      <Table<EconomicsPoint>
        size="small"
        rowKey="label"
        title={() => <Typography.Text strong>{t('economics.tableTitle')}</Typography.Text>}
        columns={columns}
        dataSource={[...points]}
        pagination={false}
        // Wider than its place (a phone), the table scrolls sideways with the period fixed at its left.
        scroll={{ x: 'max-content' }}
        summary={() =>
          points.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{strong(t('economics.alignments.total'))}</Table.Summary.Cell>
              {ENERGY_FIELDS.map(([field], i) => (
                <Table.Summary.Cell key={field} index={i + 1} align="right">
                  {strong(energy(total[field]))}
                </Table.Summary.Cell>
              ))}
              {PERCENT_FIELDS.map(([labelKey, field], i) => (
                <Table.Summary.Cell key={labelKey} index={ENERGY_FIELDS.length + i + 1} align="right">
                  {strong(percent(totalPercentages[field]))}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
      <Typography.Paragraph type="secondary">{t('economics.percentNote')}</Typography.Paragraph>
    </>
  );
});
