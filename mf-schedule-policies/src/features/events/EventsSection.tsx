import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Button, Flex, Segmented, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useHost, useNow, userDayjsFormat, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import type { EventChange } from './components/EventChangeDialog';
import { EventDialog, type EventDialogTarget } from './components/EventDialog';
import { WeekCalendar } from './components/WeekCalendar';
import { eventFill, kindKey } from './eventLook';
import { useEventMutations, useEventTypes, useEvents } from './hooks/useEvents';
import { useInverterPower } from './hooks/useInverterPower';
import { addDays, dayOf, instantOf, mondayOf, startOfDay, wallTimeOf, type CalendarDay } from './siteTime';

// What only a choice of the user shows (the agenda, the confirmation of a dragged change) comes when it is needed:
// the week, the tab's first paint, does not wait for it.
const AgendaList = lazy(() => import('./components/AgendaList').then((m) => ({ default: m.AgendaList })));
const EventChangeDialog = lazy(() =>
  import('./components/EventChangeDialog').then((m) => ({ default: m.EventChangeDialog })),
);

export type CalendarView = 'week' | 'day' | 'agenda';

/** The calendar's box (WeekCalendar scrolls inside it) and the bars above it: what the section takes on a phone. */
const SECTION_MIN_HEIGHT = 'calc(min(70vh, 720px) + 96px)';

/**
 * The events section's place, kept while the tab's first paint goes on without it: what is below it (the page's foot)
 * does not move when the section comes.
 */
export function EventsPlaceholder() {
  return <div aria-hidden style={{ minHeight: SECTION_MIN_HEIGHT }} />;
}

/** A phone opens on one day: a week of columns there is too narrow to read. */
const firstView = (): CalendarView =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'day' : 'week';

export interface EventsSectionProps {
  siteId: string;
  zone: string;
  /** spec 6 / server README: ScheduleUser (9) or better on the site may change events; others read. */
  canEdit: boolean;
  /** The shown day changes (for "What the plan does"). */
  onDayShown?(day: CalendarDay): void;
  /** The clock; tests pass a fixed one. */
  now?: () => number;
}

const NOW_TICK_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The event calendar of one site in its timezone, with the add/edit dialog (spec 2, 3, 4). */
export function EventsSection({ siteId, zone, canEdit, onDayShown, now: clock }: EventsSectionProps) {
  const { t } = useTexts();
  const { user, notify, colorScheme } = useHost();
  const ticking = useNow(NOW_TICK_MS);
  const now = clock ? clock() : ticking;
  const [view, setView] = useState<CalendarView>(firstView);
  const [anchor, setAnchorState] = useState<CalendarDay>(() => dayOf(now, zone));
  const [target, setTarget] = useState<EventDialogTarget | null>(null);
  const [change, setChange] = useState<EventChange | null>(null);
  const setAnchor = (day: CalendarDay) => {
    setAnchorState(day);
    onDayShown?.(day);
  };

  const days = useMemo(() => {
    const first = view === 'week' ? mondayOf(anchor) : anchor;
    return Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => addDays(first, i));
  }, [view, anchor]);
  const fromIso = new Date(startOfDay(days[0]!, zone)).toISOString();
  const eventsQuery = useEvents(siteId, fromIso);
  const typesQuery = useEventTypes(siteId);
  const { create, update, remove } = useEventMutations(siteId);
  const inverterMaxPowerKw = useInverterPower(siteId);
  const events = eventsQuery.data?.events ?? [];

  const dateFormat = userDayjsFormat(user?.dateFormat);
  const label = (d: CalendarDay) => dayjs(new Date(d.year, d.month - 1, d.day)).format(dateFormat);
  const range = days.length > 1 ? `${label(days[0]!)} – ${label(days[days.length - 1]!)}` : label(days[0]!);

  const openCreate = (day: CalendarDay, hour: number) => {
    // A new event lasts an hour from the clicked hour; in the hour that is running, from this minute (the time before
    // it has passed: nothing can be planned there).
    const from = instantOf({ ...day, hour, minute: 0 }, zone);
    if (from + HOUR_MS <= now) return;
    const start = from < now ? wallTimeOf(now, zone) : { ...day, hour, minute: 0 };
    setTarget({ mode: 'create', start, end: wallTimeOf(instantOf(start, zone) + HOUR_MS, zone) });
  };
  const openCreateNext = () => {
    const w = wallTimeOf(now + HOUR_MS, zone);
    openCreate({ year: w.year, month: w.month, day: w.day }, w.hour);
  };

  const created = async (body: Wire.CreateEventBody) => {
    await create.mutateAsync(body);
    notify({ level: 'success', message: t('events.saved') });
    setTarget(null);
  };
  const updated = async (body: Wire.UpdateEventBody) => {
    await update.mutateAsync(body);
    notify({ level: 'success', message: t('events.saved') });
    setTarget(null);
    setChange(null);
  };
  const del = async (event: Wire.ScheduleEvent) => {
    await remove.mutateAsync(event);
    notify({ level: 'success', message: t('events.deleted') });
    setTarget(null);
  };

  const step = (direction: 1 | -1) => setAnchor(addDays(anchor, direction * (view === 'day' ? 1 : 7)));
  const open = (event: Wire.ScheduleEvent) => setTarget({ mode: canEdit ? 'edit' : 'view', event });

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <Segmented<CalendarView>
          aria-label={t('events.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'week', label: t('events.week') },
            { value: 'day', label: t('events.day') },
            { value: 'agenda', label: t('events.agenda') },
          ]}
        />
        {/* The three steps through time stay together when the bar wraps on a phone, the period they show beside them. */}
        <Flex gap="small" align="center">
          <Button onClick={() => step(-1)}>{t('events.previous')}</Button>
          <Button onClick={() => setAnchor(dayOf(now, zone))}>{t('events.today')}</Button>
          <Button onClick={() => step(1)}>{t('events.next')}</Button>
        </Flex>
        <Typography.Text role="status" aria-label={t('events.shownRange')} strong>
          {range}
        </Typography.Text>
        {eventsQuery.isFetching && <Spin size="small" />}
        <span style={{ flex: 1 }} />
        {canEdit && (
          <Button type="primary" onClick={openCreateNext} disabled={!typesQuery.data}>
            {t('events.addEvent')}
          </Button>
        )}
      </Flex>
      <Flex gap="small" wrap align="center" role="list" aria-label={t('events.legend')}>
        {(typesQuery.data?.eventTypes ?? []).map((type) => {
          const fill = eventFill(type.id, colorScheme);
          const key = kindKey(type.id);
          return (
            <Tag
              key={type.id}
              role="listitem"
              style={{ background: fill.background, color: fill.color, borderColor: fill.border }}
            >
              {key ? t(`events.kinds.${key}`) : type.name}
            </Tag>
          );
        })}
        <Typography.Text type="secondary">{t('events.timezoneHint', { timezone: zone })}</Typography.Text>
      </Flex>
      {eventsQuery.isError && <Alert type="error" showIcon title={errorText(eventsQuery.error, t)} />}
      {eventsQuery.isSuccess && events.length === 0 && (
        <Typography.Text type="secondary">{t('events.noEvents')}</Typography.Text>
      )}
      {view === 'agenda' ? (
        <Suspense fallback={<Spin />}>
          <AgendaList days={days} zone={zone} events={events} now={now} dateFormat={dateFormat} onOpen={open} />
        </Suspense>
      ) : (
        <WeekCalendar
          days={days}
          zone={zone}
          events={events}
          now={now}
          dateFormat={dateFormat}
          onOpen={open}
          onCreateAt={canEdit && typesQuery.data ? openCreate : undefined}
          onCreateSpan={
            canEdit && typesQuery.data ? (start, end) => setTarget({ mode: 'create', start, end }) : undefined
          }
          onChange={canEdit ? (event, times) => setChange({ event, times }) : undefined}
        />
      )}
      {target && (
        <EventDialog
          target={target}
          siteId={siteId}
          zone={zone}
          now={now}
          inverterMaxPowerKw={inverterMaxPowerKw}
          eventTypes={typesQuery.data?.eventTypes ?? []}
          events={events}
          onCreate={created}
          onUpdate={updated}
          onDelete={canEdit ? del : undefined}
          onClose={() => setTarget(null)}
        />
      )}
      {change && (
        <Suspense fallback={null}>
          <EventChangeDialog
            change={change}
            zone={zone}
            now={now}
            dateFormat={dateFormat}
            events={events}
            onSave={updated}
            onClose={() => setChange(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
