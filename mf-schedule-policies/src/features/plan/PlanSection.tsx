import { Suspense, lazy, useState } from 'react';
import { Alert, Empty, Flex, Spin, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useHost, userDayjsFormat, type Site } from '@bess/shared';
import { useTexts } from '../../i18n';
import { eventFill, kindKey } from '../events/eventLook';
import { useEvents } from '../events/hooks/useEvents';
import { addDays, startOfDay, wallTimeOf, type CalendarDay } from '../events/siteTime';
import { errorText } from '../schedule/errorText';
import { useSiteSeries } from '../telemetry/useSiteSeries';

const PowerChart = lazy(() => import('../telemetry/PowerChart').then((m) => ({ default: m.PowerChart })));

export interface PlanSectionProps {
  site: Site;
  zone: string;
  /** The day shown in the calendar. */
  day: CalendarDay;
}

const hhmm = (ms: number, zone: string) => {
  const w = wallTimeOf(ms, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/**
 * "What the plan does": the day's planned events as a strip over the same time axis as the battery's state of charge
 * and the grid power from telemetry, so a user sees that a Charge event charged.
 */
export function PlanSection({ site, zone, day }: PlanSectionProps) {
  const { t } = useTexts();
  const { user } = useHost();
  const from = startOfDay(day, zone);
  const to = startOfDay(addDays(day, 1), zone);
  const events = useEvents(site.siteId, new Date(from).toISOString());
  // Telemetry up to now (to the quarter hour, a stable query key while the tab is open).
  const [now] = useState(() => Math.ceil(Date.now() / 900_000) * 900_000);
  // A day still to come has no telemetry to ask for.
  const series = useSiteSeries(site, from, Math.min(to, now), from < now);
  const dayLabel = dayjs(new Date(day.year, day.month - 1, day.day)).format(userDayjsFormat(user?.dateFormat));
  const planned = (events.data?.events ?? []).filter(
    (e) => Date.parse(e.startTime) < to && Date.parse(e.endTime) > from,
  );
  const span = to - from;

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
          const fill = eventFill(e.eventType);
          const key = kindKey(e.eventType);
          const label = t('events.eventLabel', {
            kind: key ? t(`events.kinds.${key}`) : String(e.eventType),
            from: hhmm(Date.parse(e.startTime), zone),
            to: hhmm(Date.parse(e.endTime), zone),
          });
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
      ) : series.isPending ? (
        <Spin />
      ) : series.points.length === 0 ? (
        <Empty description={t('plan.noData')} />
      ) : (
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <PowerChart
            zone={zone}
            from={from}
            to={to}
            series={[
              {
                name: t('plan.stateOfCharge'),
                color: '#389e0d',
                points: series.points.map((p) => ({ time: p.time, value: p.stateOfCharge })),
              },
              {
                name: t('plan.gridPower'),
                color: '#1677ff',
                points: series.points.map((p) => ({ time: p.time, value: p.grid })),
              },
            ]}
          />
        </Suspense>
      )}
    </Flex>
  );
}
