import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import { Alert, Table, Typography } from 'antd';
import { errorMessageKey, formatTimestamp, statisticsQueries, useHost, type Wire } from '@bess/shared';
import { useFormat } from '../../home/useFormat';

/** Whose supply statistics to show. */
export type SupplyTarget = { kind: 'site'; id: string } | { kind: 'group'; id: string };

export interface SupplyStatisticsProps {
  target: SupplyTarget;
}

const METRICS = ['pvEnergy', 'consumption', 'gridImport', 'gridExport', 'batteryCharge', 'batteryDischarge'] as const;
type Metric = (typeof METRICS)[number];
const PERIODS = ['day', 'week', 'month', 'year', 'total'] as const;

/**
 * spec 7 /GetSupplyStatistics (site) and /GetSupplyStatistics/group: energy per period. The shared query keeps them
 * for a day (spec 9: refetched when older than 1 day).
 */
export function SupplyStatistics({ target }: SupplyStatisticsProps) {
  const { t } = useTexts();
  const { api, user, timezone } = useHost();
  const format = useFormat();
  // Both calls answer the same shape; only their keys differ.
  const options =
    target.kind === 'site' ? statisticsQueries.site(api, target.id) : statisticsQueries.group(api, target.id);
  const query = useQuery(options as ReturnType<typeof statisticsQueries.site>);
  if (query.error) return <Alert type="error" title={t(errorMessageKey(query.error), { ns: 'error' })} />;
  const data: Wire.SupplyStatisticsResponse | undefined = query.data;
  if (!data) return <Typography.Text type="secondary">{t('loading', { ns: 'common' })}</Typography.Text>;

  const byPeriod = new Map(data.statistics.map((entry) => [entry.period, entry]));
  const rows = METRICS.map((metric) => ({ key: metric, metric }));
  return (
    <div>
      <Table<{ key: Metric; metric: Metric }>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          {
            key: 'metric',
            title: t('overview.supply.energy'),
            dataIndex: 'metric',
            render: (metric: Metric) => t(`overview.supply.${metric}`),
          },
          ...PERIODS.map((period) => ({
            key: period,
            title: t(period, { ns: 'common' }),
            align: 'right' as const,
            render: (_: unknown, row: { metric: Metric }) => format.kwh(byPeriod.get(period)?.[row.metric]),
          })),
        ]}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('overview.supply.updated', {
          time: formatTimestamp(data.updated, user?.dateFormat, timezone, 'minutes'),
        })}
      </Typography.Text>
    </div>
  );
}
