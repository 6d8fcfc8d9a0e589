import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Spin, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatWithUnit, useHost, userDayjsFormat, type Site } from '@bess/shared';
import { useTexts } from '../../i18n';
import { eventFill } from '../events/eventLook';
import { useEventLabel } from '../events/hooks/useEventTexts';
import { useEvents } from '../events/hooks/useEvents';
import { addDays, dayKey, startOfDay, type CalendarDay } from '../events/siteTime';
import { errorText } from '../schedule/errorText';
import type { PowerSeries } from '../telemetry/PowerChart';
import { useSiteSeries } from '../telemetry/useSiteSeries';
import { useSitePlan } from './hooks/useSitePlan';
import { planSummary, type PlanSummary } from './planSummary';

const PowerChart = lazy(() => import('../telemetry/PowerChart').then((m) => ({ default: m.PowerChart })));

export interface PlanSectionProps {
  site: Site;
  zone: string;
  /** The day shown in the calendar. */
  day: CalendarDay;
  /** The clock (epoch ms); tests pass a fixed one. */
  now?: () => number;
}

/** The colours of the lines: the plan dashed beside what was measured. */
const COLOURS = { measuredSoc: '#389e0d', plannedSoc: '#722ed1', grid: '#1677ff' } as const;

/**
 * "What the plan does": the day's planned events as a strip over the same time axis as the state of charge the plan
 * leads to (GET /SitePlan, dashed), the state of charge and the grid power measured, and a sentence on how closely the
 * battery followed its plan. A day still to come shows the plan alone.
 */
export function PlanSection({ site, zone, day, now: clock = Date.now }: PlanSectionProps) {
  const { t } = useTexts();
  const { user, colorScheme } = useHost();
  const eventLabel = useEventLabel(zone);
  const from = startOfDay(day, zone);
  const to = startOfDay(addDays(day, 1), zone);
  const events = useEvents(site.siteId, new Date(from).toISOString());
  // Telemetry up to now (to the quarter hour, a stable query key while the tab is open).
  const [now] = useState(() => Math.ceil(clock() / 900_000) * 900_000);
  // A day still to come has no telemetry to ask for.
  const series = useSiteSeries(site, from, Math.min(to, now), from < now);
  const plan = useSitePlan(site.siteId, dayKey(day), series.hasBattery);
  const dayLabel = dayjs(new Date(day.year, day.month - 1, day.day)).format(userDayjsFormat(user?.dateFormat));
  const planned = (events.data?.events ?? []).filter(
    (e) => Date.parse(e.startTime) < to && Date.parse(e.endTime) > from,
  );
  const span = to - from;

  // The same lines from render to render while their data stays: the chart draws again only when they change.
  const plannedPoints = plan.data?.points;
  const lines = useMemo(() => {
    const drawn: PowerSeries[] = [];
    if (series.points.length > 0) {
      drawn.push({
        name: t('plan.stateOfCharge'),
        color: COLOURS.measuredSoc,
        points: series.points.map((p) => ({ time: p.time, value: p.stateOfCharge })),
      });
    }
    if (plannedPoints && plannedPoints.length > 0) {
      drawn.push({
        name: t('plan.plannedStateOfCharge'),
        color: COLOURS.plannedSoc,
        dashed: true,
        points: plannedPoints.map((p) => ({ time: Date.parse(p.time), value: p.plannedSoc })),
      });
    }
    if (series.points.length > 0) {
      drawn.push({
        name: t('plan.gridPower'),
        color: COLOURS.grid,
        points: series.points.map((p) => ({ time: p.time, value: p.grid })),
      });
    }
    return drawn;
  }, [series.points, plannedPoints, t]);
  const summary = plan.data ? planSummary(plan.data, from, to, now) : null;

  return (
    <Flex vertical gap="small">
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('plan.title', { day: dayLabel })}
      </Typography.Title>
      <div
        role="list"
        aria-label={t('plan.planned')}
        style={{ position: 'relative', height: 28, background: '#fafafa', borderRadius: 4 }}
      >
        {planned.map((e) => {
          const start = Math.max(from, Date.parse(e.startTime));
          const end = Math.min(to, Date.parse(e.endTime));
          const fill = eventFill(e.eventType, colorScheme);
          const label = eventLabel(e);
          return (
            <Tooltip key={String(e.id)} title={label}>
              <div
                role="listitem"
                aria-label={label}
                style={{
                  position: 'absolute',
                  top: 2,
                  bottom: 2,
                  left: `${((start - from) / span) * 100}%`,
                  width: `${Math.max(0.5, ((end - start) / span) * 100)}%`,
                  background: fill.background,
                  border: `1px solid ${fill.border}`,
                  borderRadius: 3,
                }}
              />
            </Tooltip>
          );
        })}
      </div>
      {!series.hasBattery ? (
        <Empty description={t('plan.noDevice')} />
      ) : series.error ? (
        <Alert type="error" showIcon title={errorText(series.error, t)} />
      ) : series.isPending || plan.isPending ? (
        <Spin />
      ) : lines.length === 0 && !plan.error ? (
        <Empty description={t('plan.noData')} />
      ) : (
        <>
          {lines.length > 0 && (
            <Suspense fallback={<div style={{ height: 260 }} />}>
              <PowerChart zone={zone} from={from} to={to} series={lines} />
            </Suspense>
          )}
          {plan.error ? (
            // The measured day stays drawn when only its plan failed (STYLE principle 4).
            <Alert
              type="error"
              showIcon
              title={t('plan.planFailed')}
              description={errorText(plan.error, t)}
              action={
                <Button size="small" onClick={() => void plan.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : (
            summary && (
              <Typography.Paragraph style={{ margin: 0 }}>
                <SummaryText summary={summary} />
              </Typography.Paragraph>
            )
          )}
        </>
      )}
    </Flex>
  );
}

/** The sentence on how closely the battery followed its plan, or that the day is still to come. */
function SummaryText({ summary }: { summary: PlanSummary }) {
  const { t, i18n } = useTexts();
  switch (summary.kind) {
    case 'ahead':
      return t('plan.summary.ahead');
    case 'notMeasured':
      return summary.soFar ? t('plan.summary.notMeasuredYet') : t('plan.summary.notMeasured');
    case 'kept':
    case 'strayed': {
      // state-of-charge points, written as percentages: the battery's charge is a percentage of its capacity
      const values = {
        mean: formatWithUnit(summary.mean, '%', i18n.language),
        max: formatWithUnit(summary.max, '%', i18n.language),
      };
      if (summary.kind === 'kept') {
        return summary.soFar ? t('plan.summary.keptSoFar', values) : t('plan.summary.kept', values);
      }
      return summary.soFar ? t('plan.summary.strayedSoFar', values) : t('plan.summary.strayed', values);
    }
  }
}
