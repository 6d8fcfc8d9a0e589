import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../i18n';
import { Alert, Button, Flex, Segmented, Select, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  SelectionType,
  lazyPart,
  telemetryErrorMessage,
  telemetryQueries,
  useHost,
  usePreloadAfterFirstPaint,
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
// So are the table and the calendar of a custom range: the tab's first paint (its controls and its range) waits for
// neither. The table's chunk is asked for once that paint is done, so it is there when the rows are.
const telemetryTable = lazyPart(() => import('./components/TelemetryTable').then((m) => m.TelemetryTable));
const { Part: TelemetryTable } = telemetryTable;
const CustomRangePicker = lazy(() =>
  import('./components/CustomRangePicker').then((m) => ({ default: m.CustomRangePicker })),
);

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
  const { t } = useTexts();
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

  usePreloadAfterFirstPaint(telemetryTable);

  const { ref, width } = useWidth();
  const maxPoints = maxPointsFor(width);
  const telemetry = useTelemetry(target, range, signals, maxPoints, resolutionChoice);
  const downloadUrl = useRawDownload(target, range, signals);
  const rows = useMemo(() => toDataRows(telemetry.points ?? [], signals), [telemetry.points, signals]);
  const zoomToSelection = useCallback((from: number, to: number) => setZoomed(zoomTo(range, from, to)), [range]);

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
  const { isTelemetryCall } = telemetry;
  const errorText = useCallback(
    (err: unknown) =>
      isTelemetryCall
        ? telemetryErrorMessage(err, (key, values) => t(key, { ns: 'error', ...values }))
        : t('apiCallFailed', { ns: 'error' }),
    [isTelemetryCall, t],
  );

  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // chart and the table are drawn from a deferred copy of what they show, so React renders them in slices; the copy
  // holds the rows with their signals and the load's state, so the two never show different answers, and nothing
  // above the chart's box comes or goes before the chart does (no layout shift).
  const liveView = useMemo(
    () => ({
      reserveLines: metadata.isPending || signals.length > 0,
      rows,
      signals,
      names,
      loading: telemetry.isLoading,
      arrived: telemetry.points !== undefined,
      failure: telemetry.error ? errorText(telemetry.error) : null,
      resolution: telemetry.resolution,
    }),
    [
      metadata.isPending,
      rows,
      signals,
      names,
      telemetry.isLoading,
      telemetry.points,
      telemetry.error,
      errorText,
      telemetry.resolution,
    ],
  );
  const view = useDeferredValue(liveView);

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
        {choice === 'custom' && (
          <Suspense fallback={<Spin size="small" />}>
            <CustomRangePicker onChange={chooseDays} />
          </Suspense>
        )}
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
      <TelemetryView view={view} chartRef={ref} onSelectRange={zoomToSelection} />
    </Flex>
  );
}

interface TelemetryViewProps {
  /** What the chart and the table show: the rows of the signals, and the state of their load. */
  view: {
    /** Whether the two lines about the chart keep their place (while the signals load, or with signals to show). */
    reserveLines: boolean;
    rows: ReturnType<typeof toDataRows>;
    signals: readonly string[];
    names: readonly string[];
    loading: boolean;
    arrived: boolean;
    /** What went wrong with the telemetry's call, in words; null when nothing did. */
    failure: string | null;
    resolution: string | undefined;
  };
  chartRef: Ref<HTMLDivElement>;
  onSelectRange(from: number, to: number): void;
}

/** The chart and the table of the shown telemetry. Memoised: an answer's urgent render stops above it. */
const TelemetryView = memo(function TelemetryView({ view, chartRef, onSelectRange }: TelemetryViewProps) {
  const { t, i18n } = useTexts();
  const { timezone } = useHost();
  const { rows, signals, names } = view;
  return (
    <>
      {view.failure && <Alert type="error" title={view.failure} />}
      {view.reserveLines && (
        // The two lines about the chart keep their place while the signals and the telemetry load, so the chart's box
        // does not move down when they arrive (no layout shift). A plain element: antd's Flex is not drawn while empty.
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: RESERVED_GAP_PX,
            minHeight: !view.arrived && !view.failure ? RESERVED_LINES_PX : undefined,
          }}
        >
          {view.arrived && (
            <Typography.Text type="secondary">
              {t('data.shownResolution', {
                resolution: t(view.resolution === 'raw' ? 'data.raw' : 'data.hourly'),
                points: t('data.points', { count: rows.length }),
              })}
            </Typography.Text>
          )}
          {rows.length > 1 && <Typography.Text type="secondary">{t('data.zoomHint')}</Typography.Text>}
        </div>
      )}
      <div ref={chartRef} role="figure" aria-label={t('data.chart')} style={{ minHeight: 360 }}>
        {signals.length === 0 ? (
          <Typography.Text type="secondary">{t('data.noSignals')}</Typography.Text>
        ) : view.loading ? (
          <Spin />
        ) : view.arrived && rows.length === 0 ? (
          <Typography.Text type="secondary">{t('data.noData')}</Typography.Text>
        ) : rows.length > 0 ? (
          <Suspense fallback={<Spin />}>
            <TelemetryChart
              rows={rows}
              signals={signals}
              names={names}
              language={i18n.language}
              timezone={timezone}
              onSelectRange={onSelectRange}
            />
          </Suspense>
        ) : null}
      </div>
      {rows.length > 0 && (
        <Suspense fallback={null}>
          <TelemetryTable rows={rows} signals={signals} />
        </Suspense>
      )}
    </>
  );
});
