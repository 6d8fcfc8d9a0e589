import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../i18n';
import { Alert, Button, DatePicker, Flex, Segmented, Select, Space, Spin, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  SelectionType,
  formatNumber,
  telemetryErrorMessage,
  telemetryQueries,
  useHost,
  type HostSelection,
} from '@bess/shared';
import {
  RANGE_PRESETS,
  RESOLUTION_CHOICES,
  customRange,
  maxPointsFor,
  presetRange,
  zoomIn,
  zoomTo,
  type RangePreset,
  type ResolutionChoice,
  type TimeRange,
} from './dataRange';
import { useRawDownload, useTelemetry, type DataTarget } from './hooks/useTelemetry';
import { signalName } from './signalNames';
import { chartableSignals, shownTimestamp, toCsv, toDataRows, toTable } from './telemetryRows';
import { downloadFile } from './downloadFile';

// The chart library is loaded on demand, so it is never part of the shell's (or this remote's first) bundle.
const TelemetryChart = lazy(() => import('./components/TelemetryChart').then((m) => ({ default: m.TelemetryChart })));

/** spec 2: main/data is shown for a device, site, solar site or solar device (the shell hides it otherwise). */
export function dataTargetOf(selection: HostSelection): DataTarget | null {
  if (!selection.id) return null;
  switch (selection.selectionType) {
    case SelectionType.DEVICE:
    case SelectionType.PVDEVICE:
      return { kind: 'device', id: selection.id, isSolar: selection.selectionType === SelectionType.PVDEVICE };
    case SelectionType.SITE:
    case SelectionType.PVSITE:
      return { kind: 'site', id: selection.id, isSolar: selection.selectionType === SelectionType.PVSITE };
    default:
      return null;
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Chart widths are rounded up to this step, so resizing by a few pixels does not ask again. */
const WIDTH_STEP_PX = 100;

/** The chart's width in pixels (0 until measured, e.g. in tests). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.ceil(element.clientWidth / WIDTH_STEP_PX) * WIDTH_STEP_PX);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

type Choice = RangePreset | 'custom';

/** The page's gap between blocks (antd's "middle"), px. */
const RESERVED_GAP_PX = 16;
/** Two lines of secondary text (antd's 22 px line) and the gap between them. */
const RESERVED_LINES_PX = 22 + RESERVED_GAP_PX + 22;

/** main/data (spec 2): telemetry of the selected device or site as a chart, a table and downloads. */
export function DataPage() {
  const { selection } = useHost();
  const target = dataTargetOf(selection);
  const { t } = useTexts();
  if (!target) return <Typography.Text type="secondary">{t('data.selectTarget')}</Typography.Text>;
  // A new selection starts the tab afresh (its signals and range).
  return <DataView key={target.id} target={target} />;
}

function DataView({ target }: { target: DataTarget }) {
  const { t, i18n } = useTexts();
  const { api, timezone, user, isMobile } = useHost();
  const [choice, setChoice] = useState<Choice>('today');
  const [baseRange, setBaseRange] = useState<TimeRange>(() => presetRange('today', Date.now(), timezone));
  const [zoomed, setZoomed] = useState<TimeRange | null>(null);
  const range = zoomed ?? baseRange;
  const [resolutionChoice, setResolutionChoice] = useState<ResolutionChoice>('auto');

  const metadata = useQuery(telemetryQueries.signals(api, target.kind === 'device' ? target.id : undefined));
  const available = useMemo(() => chartableSignals(metadata.data?.signals ?? []), [metadata.data]);
  const [picked, setPicked] = useState<string[] | null>(null);
  // Until the user picks, the first signal on offer is shown, so the tab opens with a chart. The same list from render
  // to render: the chart draws again only when what it shows changes.
  const signals = useMemo(() => picked ?? available.slice(0, 1), [picked, available]);
  const names = useMemo(() => signals.map((s) => signalName(t, s)), [signals, t]);

  const { ref, width } = useWidth();
  const maxPoints = maxPointsFor(width);
  const telemetry = useTelemetry(target, range, signals, maxPoints, resolutionChoice);
  const downloadUrl = useRawDownload(target, range, signals);
  const rows = useMemo(() => toDataRows(telemetry.points ?? [], signals), [telemetry.points, signals]);

  const choose = (next: Choice) => {
    setChoice(next);
    setZoomed(null);
    if (next !== 'custom') setBaseRange(presetRange(next, Date.now(), timezone));
  };
  const chooseDays = (days: [Dayjs | null, Dayjs | null] | null) => {
    const [first, last] = days ?? [null, null];
    if (!first || !last) return;
    // The picker's days are calendar days; they are read as days of the site.
    const day = (d: Dayjs) => ({ year: d.year(), month: d.month() + 1, day: d.date() });
    setZoomed(null);
    setBaseRange(customRange(day(first), day(last), timezone));
  };
  const exportExcel = async () => {
    // The workbook writer is a chunk of its own, fetched on the first export.
    const { toXlsx } = await import('./xlsx');
    const workbook = toXlsx(target.id, toTable(rows, signals, timezone));
    downloadFile(workbook, `${target.id}-data.xlsx`, XLSX_TYPE);
  };
  const errorText = (err: unknown) =>
    telemetry.isTelemetryCall
      ? telemetryErrorMessage(err, (key, values) => t(key, { ns: 'error', ...values }))
      : t('apiCallFailed', { ns: 'error' });

  const resolutionText = t(telemetry.resolution === 'raw' ? 'data.raw' : 'data.hourly');
  const choices = [...RANGE_PRESETS, 'custom' as const].map((p) => ({ value: p, label: t(`data.presets.${p}`) }));
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <Select
          mode="multiple"
          aria-label={t('data.signals')}
          placeholder={t('data.noSignals')}
          style={{ minWidth: 260 }}
          loading={metadata.isPending}
          value={signals}
          onChange={setPicked}
          options={available.map((s) => ({ value: s, label: signalName(t, s) }))}
        />
        {isMobile ? (
          // Six ranges side by side run past a phone's screen: there they are a list to choose from.
          <Select<Choice>
            aria-label={t('data.range')}
            value={choice}
            onChange={choose}
            options={choices}
            style={{ minWidth: 160 }}
          />
        ) : (
          <Segmented<Choice> aria-label={t('data.range')} value={choice} onChange={choose} options={choices} />
        )}
        {choice === 'custom' && <DatePicker.RangePicker aria-label={t('data.customRange')} onChange={chooseDays} />}
        {target.kind === 'device' && (
          <Segmented<ResolutionChoice>
            aria-label={t('data.resolution')}
            value={resolutionChoice}
            onChange={setResolutionChoice}
            options={RESOLUTION_CHOICES.map((c) => ({ value: c, label: t(`data.resolutions.${c}`) }))}
          />
        )}
      </Space>
      <Space wrap>
        <Typography.Text>
          {shownTimestamp(range.from, user?.dateFormat, timezone)} –{' '}
          {shownTimestamp(range.to, user?.dateFormat, timezone)}
        </Typography.Text>
        <Button onClick={() => setZoomed(zoomIn(range))} disabled={range.to - range.from <= 3_600_000}>
          {t('data.zoomIn')}
        </Button>
        {zoomed && <Button onClick={() => setZoomed(null)}>{t('data.resetZoom')}</Button>}
        <Button
          disabled={rows.length === 0}
          onClick={() => downloadFile(toCsv(rows, signals, timezone), `${target.id}-data.csv`, 'text/csv')}
        >
          {t('data.exportCsv')}
        </Button>
        <Button disabled={rows.length === 0} onClick={() => void exportExcel()}>
          {t('data.exportExcel')}
        </Button>
        {downloadUrl && (
          <Button href={downloadUrl} target="_blank" rel="noreferrer">
            {t('data.download')}
          </Button>
        )}
      </Space>
      {metadata.error && <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />}
      {telemetry.error && <Alert type="error" title={errorText(telemetry.error)} />}
      {(metadata.isPending || signals.length > 0) && (
        // The two lines about the chart keep their place while the signals and the telemetry load, so the chart's box
        // does not move down when they arrive (no layout shift). A plain element: antd's Flex is not drawn while empty.
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: RESERVED_GAP_PX,
            minHeight: telemetry.points === undefined && !telemetry.error ? RESERVED_LINES_PX : undefined,
          }}
        >
          {telemetry.points && (
            <Typography.Text type="secondary">
              {t('data.shownResolution', {
                resolution: resolutionText,
                points: t('data.points', { count: rows.length }),
              })}
            </Typography.Text>
          )}
          {rows.length > 1 && <Typography.Text type="secondary">{t('data.zoomHint')}</Typography.Text>}
        </div>
      )}
      <div ref={ref} role="figure" aria-label={t('data.chart')} style={{ minHeight: 360 }}>
        {signals.length === 0 ? (
          <Typography.Text type="secondary">{t('data.noSignals')}</Typography.Text>
        ) : telemetry.isLoading ? (
          <Spin />
        ) : telemetry.points && rows.length === 0 ? (
          <Typography.Text type="secondary">{t('data.noData')}</Typography.Text>
        ) : rows.length > 0 ? (
          <Suspense fallback={<Spin />}>
            <TelemetryChart
              rows={rows}
              signals={signals}
              names={names}
              language={i18n.language}
              timezone={timezone}
              onSelectRange={(from, to) => setZoomed(zoomTo(range, from, to))}
            />
          </Suspense>
        ) : null}
      </div>
      {rows.length > 0 && (
        <Table
          size="small"
          rowKey="time"
          dataSource={rows}
          pagination={{ pageSize: 24, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'time',
              title: t('data.time'),
              render: (_: unknown, row) => shownTimestamp(row.time, user?.dateFormat, timezone),
            },
            ...signals.map((signal, i) => ({
              key: signal,
              title: signalName(t, signal),
              align: 'right' as const,
              // Numbers as the interface language writes them
              render: (_: unknown, row: (typeof rows)[number]) => {
                const value = row.values[i];
                return value === null || value === undefined ? '' : formatNumber(value, i18n.language, { decimals: 3 });
              },
            })),
          ]}
        />
      )}
    </Flex>
  );
}
