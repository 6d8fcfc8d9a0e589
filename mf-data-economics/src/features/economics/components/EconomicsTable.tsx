import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTexts } from '../../../i18n';
import { economicsPercentages, formatEnergy, formatPercent, type EconomicsPoint } from '@bess/shared';
import { sumPoints } from '../economicsFigures';

export interface EconomicsTableProps {
  points: readonly EconomicsPoint[];
}

const ENERGY_FIELDS = [
  'pvPower',
  'pvEnergi',
  'batteryDischargePV',
  'batteryDischargeGrid',
  'gridPowerImport',
  'gridPowerExport',
] as const;

/** Derived percentages shown per row (definitions in economicsPercentages of shared, and in the note below). */
const PERCENT_FIELDS = [
  ['selfSufficiency', 'selfSufficiencyPercent'],
  ['pvShare', 'pvPercent'],
  ['batteryPvShare', 'batteryPvPercent'],
  ['batteryGridShare', 'batteryGridPercent'],
  ['gridShare', 'gridPercent'],
  ['exportShare', 'exportPercent'],
] as const;

/** spec 3: the economics points with their derived percentages, and a total row; the accessible twin of the chart. */
export function EconomicsTable({ points }: EconomicsTableProps) {
  const { t, i18n } = useTexts();
  // spec 9: energy scaled to kWh, MWh or GWh; every number in the interface language
  const energy = (kwh: number) => formatEnergy(kwh, i18n.language, { decimals: 2 });
  const percent = (value: number) => formatPercent(value, i18n.language);
  const columns: ColumnsType<EconomicsPoint> = [
    { key: 'label', title: t('economics.label'), dataIndex: 'label', fixed: 'left' },
    ...ENERGY_FIELDS.map((field) => ({
      key: field,
      title: t(`economics.${field}`),
      align: 'right' as const,
      render: (_: unknown, p: EconomicsPoint) => energy(p[field]),
    })),
    ...PERCENT_FIELDS.map(([labelKey, field]) => ({
      key: labelKey,
      title: t(`economics.${labelKey}`),
      align: 'right' as const,
      render: (_: unknown, p: EconomicsPoint) => percent(economicsPercentages(p)[field]),
    })),
  ];
  const total = sumPoints(points);
  const totalPercentages = economicsPercentages(total);
  return (
    <>
      <Table<EconomicsPoint>
        size="small"
        rowKey="label"
        title={() => <Typography.Text strong>{t('economics.tableTitle')}</Typography.Text>}
        columns={columns}
        dataSource={[...points]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() =>
          points.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('economics.alignments.total')}</Typography.Text>
              </Table.Summary.Cell>
              {ENERGY_FIELDS.map((field, i) => (
                <Table.Summary.Cell key={field} index={i + 1} align="right">
                  <Typography.Text strong>{energy(total[field])}</Typography.Text>
                </Table.Summary.Cell>
              ))}
              {PERCENT_FIELDS.map(([labelKey, field], i) => (
                <Table.Summary.Cell key={labelKey} index={ENERGY_FIELDS.length + i + 1} align="right">
                  <Typography.Text strong>{percent(totalPercentages[field])}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
      <Typography.Paragraph type="secondary">{t('economics.percentNote')}</Typography.Paragraph>
    </>
  );
}
