import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  ERROR_TABLE_HEIGHT_PX,
  alarmQueries,
  bmsSeverityGrade,
  bmsSeverityLevel,
  formatTimestamp,
  siteOfDevice,
  useHost,
  type Wire,
} from '@bess/shared';
import { useTexts } from '../../../i18n';
import { orNoValue } from '../../shared/noValue';
import { useAlarmName } from '../../shared/useAlarmName';
import { bmsErrorsOf, errorName } from '../errorEntry';
import { clampErrorRange, isPickableDay, lastMonths, type ErrorRange } from '../errorRange';

const SEVERITY_COLOURS: Record<string, string> = {
  Warning: 'gold',
  Error: 'orange',
  Critical: 'red',
  Safety: 'magenta',
  Disabled: 'default',
};

/** The table's least width: its columns' widths added up. */
const ERRORS_MIN_WIDTH_PX = 960;

/** The shown texts of each error entry (of the answer in the query cache), made once per language, zone and format. */
const ROW_TEXTS = new WeakMap<
  object,
  { key: string; texts: Record<'name' | 'severity' | 'createdAt' | 'removedAt' | 'details', string> }
>();

/**
 * A row of the table: the entry and its place as key. The virtual list walks every row's key and height on each
 * scroll step; a small integer key is read fastest (an array-like lookup, where a text key is a dictionary search).
 */
type ErrorRow = Wire.DeviceError & { key: number };

export interface DeviceErrorsProps {
  deviceId: string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * spec 7 /DeviceError of one device over a chosen range of the last 18 months (spec 9), newest first, in a virtual
 * table 450 px high (spec 9) so that 18 months scroll without rendering every row.
 */
export function DeviceErrors({ deviceId, now = () => new Date() }: DeviceErrorsProps) {
  const { api, configuration, user } = useHost();
  const { t, i18n } = useTexts();
  const alarmName = useAlarmName();
  const [range, setRange] = useState<ErrorRange>(() => lastMonths(now(), 1));
  const zone = siteOfDevice(configuration, deviceId)?.timezone;
  const errors = useQuery(
    alarmQueries.deviceErrors(api, {
      deviceIds: [deviceId],
      fromDateTime: range.from.toISOString(),
      toDateTime: range.to.toISOString(),
    }),
  );
  const rows = useMemo(
    (): ErrorRow[] =>
      [...(errors.data?.deviceErrors ?? [])]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((e, key) => ({ ...e, key })),
    [errors.data],
  );
  const time = (value: string | null | undefined) => formatTimestamp(value, user?.dateFormat, zone, 'minutes');
  const nameOf = (entry: Wire.DeviceError) => {
    const name = errorName(entry);
    if (name.kind === 'island') return t(`backup.islandFailures.${name.failure}`);
    if (name.kind === 'firmwareUpdateFailed') return t('errors.firmwareUpdateFailed');
    if (name.kind === 'alarm') return alarmName(name.code);
    return t('errors.bmsCode', { code: name.code });
  };
  const detailsOf = (entry: Wire.DeviceError) => {
    const { errors: bms } = bmsErrorsOf(entry.description);
    if (bms.length === 0) return entry.description ?? '';
    return bms
      .map((e) => {
        const level = bmsSeverityLevel(e.severity);
        const grade = t(`errors.bmsSeverities.${bmsSeverityGrade(e.severity)}`);
        return `${e.code} (${level ? `${grade}, ${t(`errors.bmsLevels.${level}`)}` : grade}) ${e.text}`;
      })
      .join('; ');
  };

  // Formatting an instant in a time zone costs about 0.4 ms; a scrolled virtual table renders its visible rows on every
  // frame, so each row's texts are made once (when first shown) and kept for this answer.
  const textsKey = `${i18n.language}|${zone ?? ''}|${user?.dateFormat ?? ''}`;
  const textOf = (e: Wire.DeviceError) => {
    const cached = ROW_TEXTS.get(e);
    if (cached?.key === textsKey) return cached.texts;
    const texts = {
      name: nameOf(e),
      severity: t(`errorSeverities.${e.severity}`),
      createdAt: time(e.createdAt),
      removedAt: orNoValue(time(e.removedAt)),
      details: orNoValue(detailsOf(e)),
    };
    ROW_TEXTS.set(e, { key: textsKey, texts });
    return texts;
  };

  // The widths add up to ERRORS_MIN_WIDTH_PX, which fits a 1400 px screen beside the sidebar; a wider table shares the
  // rest among the columns in proportion, a narrower one (a phone) scrolls sideways inside its card. A text longer
  // than its column ends in an ellipsis and shows whole on hover. An empty cell shows the portal's dash for no value.
  const columns: ColumnsType<ErrorRow> = [
    { key: 'error', title: t('errors.error'), width: 150, ellipsis: true, render: (_, e) => textOf(e).name },
    {
      key: 'severity',
      title: t('errors.severity'),
      width: 90,
      render: (_, e) => <Tag color={SEVERITY_COLOURS[e.severity]}>{textOf(e).severity}</Tag>,
    },
    { key: 'createdAt', title: t('errors.createdAt'), width: 135, render: (_, e) => textOf(e).createdAt },
    {
      key: 'createdBy',
      title: t('errors.createdBy'),
      width: 100,
      ellipsis: true,
      render: (_, e) => orNoValue(e.createdBy),
    },
    {
      key: 'closedBy',
      title: t('errors.closedBy'),
      width: 110,
      ellipsis: true,
      render: (_, e) => orNoValue(e.closedBy),
    },
    { key: 'removedAt', title: t('errors.removedAt'), width: 135, render: (_, e) => textOf(e).removedAt },
    {
      key: 'removedBy',
      title: t('errors.removedBy'),
      width: 110,
      ellipsis: true,
      render: (_, e) => orNoValue(e.removedBy),
    },
    { key: 'details', title: t('errors.bmsDetails'), width: 130, ellipsis: true, render: (_, e) => textOf(e).details },
  ];

  const choose = (from: Date, to: Date) => setRange(clampErrorRange({ from, to }, now()));
  const preset = (months: number) => setRange(lastMonths(now(), months));

  return (
    <Card title={t('errors.title')} size="small">
      <Flex vertical gap="small">
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('errors.period')}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(day) => !isPickableDay(day.toDate(), now())}
            onChange={(values) => {
              if (values?.[0] && values[1]) choose(values[0].startOf('day').toDate(), values[1].endOf('day').toDate());
            }}
          />
          <Button onClick={() => preset(1)}>{t('errors.lastMonth')}</Button>
          <Button onClick={() => preset(6)}>{t('errors.last6Months')}</Button>
          <Button onClick={() => preset(18)}>{t('errors.last18Months')}</Button>
          <Typography.Text type="secondary">{t('errors.periodHint')}</Typography.Text>
        </Space>
        {errors.isError ? (
          <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />
        ) : (
          <>
            <Typography.Text role="status">{t('errors.count', { count: rows.length })}</Typography.Text>
            <Table<ErrorRow>
              virtual
              aria-label={t('errors.title')}
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={rows}
              loading={errors.isPending}
              pagination={false}
              locale={{ emptyText: t('errors.none') }}
              scroll={{ x: ERRORS_MIN_WIDTH_PX, y: ERROR_TABLE_HEIGHT_PX }}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
