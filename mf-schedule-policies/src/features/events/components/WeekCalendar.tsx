import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import type { Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { eventFill, kindKey } from '../eventLook';
import { dayKey, segmentsOf, wallTimeOf, type CalendarDay } from '../siteTime';

/** Height of one hour row. */
export const HOUR_PX = 28;
const DAY_PX = 24 * HOUR_PX;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export interface WeekCalendarProps {
  /** The shown days (7 for a week, 1 for a day), in the site's zone. */
  days: readonly CalendarDay[];
  zone: string;
  events: readonly Wire.ScheduleEvent[];
  /** Now (epoch ms), marked with a line on today's column. */
  now: number;
  /** Opens an event (to edit, or to read when the user may not edit). */
  onOpen(event: Wire.ScheduleEvent): void;
  /** A click on a free hour; absent when the user may not add events. */
  onCreateAt?(day: CalendarDay, hour: number): void;
}

const hhmm = (ms: number, zone: string) => {
  const w = wallTimeOf(ms, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/**
 * The event calendar: a CSS grid of day columns by wall-clock hours in the site's zone (spec 4), events as coloured
 * blocks (spec 3). Drawn by the clock on the wall, so an event keeps its wall-clock times across a DST change.
 */
export function WeekCalendar({ days, zone, events, now, onOpen, onCreateAt }: WeekCalendarProps) {
  const { t, i18n } = useTexts();
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `3rem repeat(${days.length}, minmax(0, 1fr))`,
    border: '1px solid #f0f0f0',
    borderRadius: 6,
    overflow: 'hidden',
  };
  const todayKey = dayKey(wallTimeOf(now, zone));
  const nowWall = wallTimeOf(now, zone);

  return (
    <div role="region" aria-label={t('events.calendar')} style={grid}>
      <div />
      {days.map((d) => (
        <div
          key={dayKey(d)}
          role="columnheader"
          style={{
            padding: '4px 6px',
            textAlign: 'center',
            borderLeft: '1px solid #f0f0f0',
            fontWeight: dayKey(d) === todayKey ? 600 : 400,
          }}
        >
          {dayLabel.format(new Date(Date.UTC(d.year, d.month - 1, d.day)))}
        </div>
      ))}
      <div style={{ position: 'relative', height: DAY_PX }} aria-hidden>
        {HOURS.map((h) => (
          <Typography.Text
            key={h}
            type="secondary"
            style={{ position: 'absolute', top: h * HOUR_PX - 2, right: 6, fontSize: 11 }}
          >
            {h > 0 ? `${String(h).padStart(2, '0')}:00` : ''}
          </Typography.Text>
        ))}
      </div>
      {days.map((d, dayIndex) => (
        <div
          key={dayKey(d)}
          data-day={dayKey(d)}
          onClick={
            onCreateAt
              ? (e) => {
                  if (e.target !== e.currentTarget) return;
                  const y = e.nativeEvent.offsetY;
                  onCreateAt(d, Math.min(23, Math.max(0, Math.floor(y / HOUR_PX))));
                }
              : undefined
          }
          style={{
            position: 'relative',
            height: DAY_PX,
            borderLeft: '1px solid #f0f0f0',
            cursor: onCreateAt ? 'copy' : 'default',
            background: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, #f5f5f5 ${HOUR_PX - 1}px, #f5f5f5 ${HOUR_PX}px)`,
          }}
        >
          {dayKey(d) === todayKey && (
            <div
              aria-hidden
              style={{
                position: 'absolute',
                left: 0,
                right: 0,
                top: ((nowWall.hour * 60 + nowWall.minute) / 1440) * DAY_PX,
                borderTop: '2px solid #ff4d4f',
                zIndex: 2,
                pointerEvents: 'none',
              }}
            />
          )}
          {events.flatMap((event) => {
            const start = Date.parse(event.startTime);
            const end = Date.parse(event.endTime);
            return segmentsOf(start, end, days[0]!, days.length, zone)
              .filter((s) => s.dayIndex === dayIndex)
              .map((s) => {
                const fill = eventFill(event.eventType);
                const key = kindKey(event.eventType);
                const kind = key ? t(`events.kinds.${key}`) : String(event.eventType);
                const label = t('events.eventLabel', { kind, from: hhmm(start, zone), to: hhmm(end, zone) });
                return (
                  <button
                    key={`${event.id}-${s.dayIndex}`}
                    type="button"
                    aria-label={label}
                    title={event.description ? `${label} ${event.description}` : label}
                    onClick={() => onOpen(event)}
                    style={{
                      position: 'absolute',
                      top: (s.fromMinute / 1440) * DAY_PX,
                      height: Math.max(14, ((s.toMinute - s.fromMinute) / 1440) * DAY_PX - 1),
                      left: 2,
                      right: 2,
                      zIndex: 1,
                      overflow: 'hidden',
                      padding: '1px 4px',
                      textAlign: 'left',
                      fontSize: 12,
                      lineHeight: '14px',
                      cursor: 'pointer',
                      borderRadius: 4,
                      border: `1px solid ${fill.border}`,
                      background: fill.background,
                      color: fill.color,
                    }}
                  >
                    {label}
                  </button>
                );
              });
          })}
        </div>
      ))}
    </div>
  );
}
