import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { theme } from 'antd';
import dayjs from 'dayjs';
import { useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import {
  NO_SHIFT,
  addShift,
  dragsOf,
  draggedSpan,
  isNoShift,
  keyShift,
  shiftedTimes,
  snappedMinutes,
  type EventShift,
} from '../calendarDrag';
import { eventFill } from '../eventLook';
import { useEventLabel } from '../hooks/useEventTexts';
import { dayKey, hhmmOf, segmentsOf, wallTimeOf, type CalendarDay, type WallTime } from '../siteTime';

/** Height of one hour row: a quarter hour, the drag's step, is 10 px. */
export const HOUR_PX = 40;
const DAY_PX = 24 * HOUR_PX;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The narrowest a day column gets: a week on a phone scrolls sideways rather than clip its events. */
const MIN_COLUMN_PX = 96;
/** A pointer moved less than this is a click. */
const CLICK_SLOP_PX = 4;
/** The grab area at an event's lower edge that changes its end. */
const EDGE_PX = 8;

export interface EventTimes {
  startMs: number;
  endMs: number;
}

export interface WeekCalendarProps {
  /** The shown days (7 for a week, 1 for a day), in the site's zone. */
  days: readonly CalendarDay[];
  zone: string;
  events: readonly Wire.ScheduleEvent[];
  /** Now (epoch ms): the now-line, the time that has passed, what an event still allows. */
  now: number;
  /** The user's date format (dayjs), for the day headers. */
  dateFormat: string;
  /** Opens an event (to edit, or to read when the user may not edit). */
  onOpen(event: Wire.ScheduleEvent): void;
  /** A click on a free hour; absent when the user may not add events. */
  onCreateAt?(day: CalendarDay, hour: number): void;
  /** A drag over free time; absent when the user may not add events. */
  onCreateSpan?(start: WallTime, end: WallTime): void;
  /** A drag or the keyboard gave an event new times, to be confirmed; absent when the user may not change events. */
  onChange?(event: Wire.ScheduleEvent, times: EventTimes): void;
}

type Drag =
  | { kind: 'create'; dayIndex: number; from: number; to: number; y0: number; moved: boolean }
  | { kind: 'move' | 'resize'; event: Wire.ScheduleEvent; x0: number; y0: number; shift: EventShift; moved: boolean };

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The event calendar: day columns by wall-clock hours in the site's zone (spec 4), events as coloured blocks (spec 3),
 * drawn by the clock on the wall so that an event keeps its wall-clock times across a change of clocks. Time that has
 * passed is shaded and its events are grey; a line marks now. Drag over free time to add an event, drag an event to
 * move it, drag its lower edge to change its end; with the keyboard, the arrow keys do the same on a focused event
 * (the Add event button adds). Changes are proposed to `onChange`, which confirms them; nothing is sent from here.
 */
export function WeekCalendar(props: WeekCalendarProps) {
  const { days, zone, events, now, dateFormat, onOpen, onCreateAt, onCreateSpan, onChange } = props;
  const { t, i18n } = useTexts();
  const { token } = theme.useToken();
  const { colorScheme } = useHost();
  const eventLabel = useEventLabel(zone);
  const scroller = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [keyed, setKeyed] = useState<{ id: string; shift: EventShift } | null>(null);
  // A drag ends with a click on the element it started on: that click is the drag's, not an open.
  const dragEnded = useRef(false);

  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const utcDate = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));
  const dayLabel = (d: CalendarDay) => dayjs(new Date(d.year, d.month - 1, d.day)).format(dateFormat);
  const hintId = useId();
  const nowWall = wallTimeOf(now, zone);
  const todayKey = dayKey(nowWall);
  const nowMinute = nowWall.hour * 60 + nowWall.minute;
  const todayIndex = days.findIndex((d) => dayKey(d) === todayKey);
  /** Minutes of a shown day that have passed. */
  const passedMinutes = (d: CalendarDay) => {
    const key = dayKey(d);
    return key < todayKey ? 1440 : key === todayKey ? nowMinute : 0;
  };

  // Open at the hours that matter: just before now in a period showing today, the working morning otherwise.
  const firstDayKey = dayKey(days[0]!);
  useLayoutEffect(() => {
    if (!scroller.current) return;
    const hour = todayIndex >= 0 ? Math.max(0, nowWall.hour - 2) : 7;
    // A little of the hour before shows, so the first label is not under the headers' edge.
    scroller.current.scrollTop = Math.max(0, hour * HOUR_PX - 8);
    // Only when the shown period changes: the clock's tick leaves the user's scroll alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDayKey, days.length]);

  const pointAt = (clientX: number, clientY: number) => {
    const box = area.current!.getBoundingClientRect();
    const width = box.width / days.length || 1;
    return {
      dayIndex: Math.min(days.length - 1, Math.max(0, Math.floor((clientX - box.left) / width))),
      minute: ((clientY - box.top) / HOUR_PX) * 60,
    };
  };

  const startCreate = (e: PointerEvent<HTMLDivElement>, dayIndex: number) => {
    if ((!onCreateAt && !onCreateSpan) || e.button !== 0 || e.target !== e.currentTarget) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const { minute } = pointAt(e.clientX, e.clientY);
    setDrag({ kind: 'create', dayIndex, from: minute, to: minute, y0: e.clientY, moved: false });
  };

  const startEventDrag = (e: PointerEvent<HTMLButtonElement>, event: Wire.ScheduleEvent) => {
    if (!onChange || e.button !== 0) return;
    const allowed = dragsOf(event, now);
    const box = e.currentTarget.getBoundingClientRect();
    const onEdge = e.clientY >= box.bottom - EDGE_PX;
    const kind = onEdge && allowed.resize ? 'resize' : allowed.move ? 'move' : null;
    if (!kind) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ kind, event, x0: e.clientX, y0: e.clientY, shift: NO_SHIFT, moved: false });
  };

  const dragOn = (e: PointerEvent) => {
    if (!drag) return;
    const moved = drag.moved || Math.abs(e.clientY - drag.y0) > CLICK_SLOP_PX;
    if (drag.kind === 'create') {
      setDrag({ ...drag, to: pointAt(e.clientX, e.clientY).minute, moved });
      return;
    }
    const minutes = snappedMinutes(e.clientY - drag.y0, HOUR_PX);
    const shift =
      drag.kind === 'resize'
        ? { ...NO_SHIFT, endMinutes: minutes }
        : {
            days: pointAt(e.clientX, e.clientY).dayIndex - pointAt(drag.x0, drag.y0).dayIndex,
            minutes,
            endMinutes: 0,
          };
    const sideways = Math.abs(e.clientX - drag.x0) > CLICK_SLOP_PX;
    setDrag({ ...drag, shift, moved: moved || sideways });
  };

  const endDrag = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.kind === 'create') {
      const day = days[drag.dayIndex]!;
      if (!drag.moved) {
        onCreateAt?.(day, Math.min(23, Math.max(0, Math.floor(drag.from / 60))));
        return;
      }
      const span = draggedSpan(day, drag.from, drag.to, passedMinutes(day));
      if (span) onCreateSpan?.(span.start, span.end);
      return;
    }
    if (!drag.moved) return;
    dragEnded.current = true;
    if (!isNoShift(drag.shift)) onChange?.(drag.event, shiftedTimes(drag.event, drag.shift, zone));
  };

  const onEventKey = (e: KeyboardEvent<HTMLButtonElement>, event: Wire.ScheduleEvent) => {
    if (!onChange) return;
    const id = String(event.id);
    const shift = keyShift(e.key, e.shiftKey, dragsOf(event, now), days.length > 1);
    if (shift) {
      e.preventDefault();
      setKeyed((k) => ({ id, shift: addShift(k?.id === id ? k.shift : NO_SHIFT, shift) }));
      return;
    }
    if (keyed?.id !== id || isNoShift(keyed.shift)) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      setKeyed(null);
      onChange(event, shiftedTimes(event, keyed.shift, zone));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setKeyed(null);
    }
  };

  /** Where an event is drawn: its stored times, or where a drag or the keyboard has it now. */
  const shownTimes = (event: Wire.ScheduleEvent): EventTimes & { proposed: boolean } => {
    const id = String(event.id);
    const shift =
      drag && drag.kind !== 'create' && String(drag.event.id) === id && drag.moved
        ? drag.shift
        : keyed?.id === id
          ? keyed.shift
          : null;
    if (shift && !isNoShift(shift)) return { ...shiftedTimes(event, shift, zone), proposed: true };
    return { startMs: Date.parse(event.startTime), endMs: Date.parse(event.endTime), proposed: false };
  };

  const keyedEvent = keyed ? events.find((e) => String(e.id) === keyed.id) : undefined;
  const announcement =
    keyedEvent && keyed && !isNoShift(keyed.shift)
      ? (() => {
          const times = shownTimes(keyedEvent);
          return t('events.proposed', {
            event: eventLabel(keyedEvent, times),
            day: dayLabel(wallTimeOf(times.startMs, zone)),
          });
        })()
      : '';

  const columnWidth = `(100% / ${days.length})`;
  const line = token.colorBorderSecondary;
  const createSpan =
    drag?.kind === 'create' && drag.moved
      ? draggedSpan(days[drag.dayIndex]!, drag.from, drag.to, passedMinutes(days[drag.dayIndex]!))
      : null;

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={t('events.calendar')}
      // The grid scrolls: it takes the focus, so the keyboard scrolls it too (also when it holds no event).
      tabIndex={0}
      style={{
        // The screen-reader texts below are placed against the region, not the page.
        position: 'relative',
        overflow: 'auto',
        maxHeight: 'min(70vh, 720px)',
        border: `1px solid ${line}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ minWidth: `calc(3rem + ${days.length * MIN_COLUMN_PX}px)` }}>
        <div
          // The day headers are a table's header row, so that each is read as the heading of its column.
          role="table"
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 4,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${line}`,
          }}
        >
          <div
            role="row"
            style={{ display: 'grid', gridTemplateColumns: `3rem repeat(${days.length}, minmax(0, 1fr))` }}
          >
            <div role="cell" />
            {days.map((d) => {
              const today = dayKey(d) === todayKey;
              return (
                <div
                  key={dayKey(d)}
                  role="columnheader"
                  aria-label={longDay.format(utcDate(d))}
                  style={{
                    padding: '4px 6px',
                    textAlign: 'center',
                    borderLeft: `1px solid ${line}`,
                    lineHeight: 1.3,
                    color: today
                      ? token.colorPrimaryText
                      : passedMinutes(d) === 1440
                        ? token.colorTextSecondary
                        : undefined,
                    fontWeight: today ? 600 : 400,
                  }}
                >
                  <div style={{ fontSize: 12, textTransform: 'uppercase' }}>{weekday.format(utcDate(d))}</div>
                  <div>{dayLabel(d)}</div>
                </div>
              );
            })}
          </div>
        </div>
        <div style={{ display: 'flex' }}>
          <div style={{ position: 'relative', width: '3rem', flex: 'none', height: DAY_PX }} aria-hidden>
            {HOURS.map((h) => (
              <span
                key={h}
                style={{
                  position: 'absolute',
                  top: h * HOUR_PX + 2,
                  right: 6,
                  fontSize: 11,
                  color: token.colorTextSecondary,
                }}
              >
                {hhmmOf({ hour: h, minute: 0 })}
              </span>
            ))}
          </div>
          <div
            ref={area}
            style={{
              position: 'relative',
              flex: 1,
              height: DAY_PX,
              display: 'grid',
              gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
            }}
          >
            {days.map((d, dayIndex) => {
              const passed = passedMinutes(d);
              return (
                <div
                  key={dayKey(d)}
                  data-day={dayKey(d)}
                  onPointerDown={(e) => startCreate(e, dayIndex)}
                  onPointerMove={dragOn}
                  onPointerUp={endDrag}
                  onPointerCancel={() => setDrag(null)}
                  style={{
                    position: 'relative',
                    borderLeft: `1px solid ${line}`,
                    cursor: onCreateAt || onCreateSpan ? 'copy' : 'default',
                    touchAction: 'pan-y',
                    background: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${token.colorSplit} ${HOUR_PX - 1}px, ${token.colorSplit} ${HOUR_PX}px)`,
                  }}
                >
                  {passed > 0 && (
                    <div
                      aria-hidden
                      style={{
                        position: 'absolute',
                        inset: 0,
                        bottom: 'auto',
                        height: (passed / 60) * HOUR_PX,
                        background: token.colorFillTertiary,
                        pointerEvents: 'none',
                      }}
                    />
                  )}
                </div>
              );
            })}
            {todayIndex >= 0 && (
              <div
                aria-hidden
                data-testid="now-line"
                style={{
                  position: 'absolute',
                  left: `calc(${todayIndex} * ${columnWidth})`,
                  width: `calc(${columnWidth})`,
                  top: (nowMinute / 60) * HOUR_PX - 1,
                  borderTop: `2px solid ${token.colorError}`,
                  zIndex: 3,
                  pointerEvents: 'none',
                }}
              >
                <span
                  style={{
                    position: 'absolute',
                    left: -4,
                    top: -5,
                    width: 8,
                    height: 8,
                    borderRadius: 4,
                    background: token.colorError,
                  }}
                />
              </div>
            )}
            {createSpan && (
              <div
                aria-hidden
                data-testid="new-event-span"
                style={{
                  position: 'absolute',
                  left: `calc(${drag!.kind === 'create' ? drag!.dayIndex : 0} * ${columnWidth} + 2px)`,
                  width: `calc(${columnWidth} - 4px)`,
                  top: ((createSpan.start.hour * 60 + createSpan.start.minute) / 60) * HOUR_PX,
                  height:
                    ((createSpan.end.day !== createSpan.start.day
                      ? 1440
                      : createSpan.end.hour * 60 + createSpan.end.minute) -
                      (createSpan.start.hour * 60 + createSpan.start.minute)) *
                    (HOUR_PX / 60),
                  border: `2px dashed ${token.colorPrimary}`,
                  background: token.colorPrimaryBg,
                  borderRadius: 4,
                  pointerEvents: 'none',
                  zIndex: 2,
                  fontSize: 12,
                  padding: '1px 4px',
                  color: token.colorText,
                }}
              >
                {`${hhmmOf(createSpan.start)}–${hhmmOf(createSpan.end)}`}
              </div>
            )}
            {events.flatMap((event) => {
              const times = shownTimes(event);
              const allowed = onChange ? dragsOf(event, now) : { move: false, resize: false };
              const ended = Date.parse(event.endTime) <= now;
              const fill = eventFill(event.eventType, colorScheme);
              const label = eventLabel(event, times);
              return segmentsOf(times.startMs, times.endMs, days[0]!, days.length, zone).map((s, part) => {
                const height = Math.max(16, ((s.toMinute - s.fromMinute) / 60) * HOUR_PX - 1);
                // The end is in the part that stops before midnight.
                const lastPart = s.toMinute < 1440;
                return (
                  <button
                    // The first part keeps its key as it moves between days, so a keyboard move keeps the focus.
                    key={`${event.id}-${part}`}
                    type="button"
                    aria-label={label}
                    aria-describedby={allowed.resize ? hintId : undefined}
                    title={event.description ? `${label} ${event.description}` : label}
                    onClick={() => {
                      if (dragEnded.current) {
                        dragEnded.current = false;
                        return;
                      }
                      onOpen(event);
                    }}
                    onPointerDown={(e) => startEventDrag(e, event)}
                    onPointerMove={dragOn}
                    onPointerUp={endDrag}
                    onPointerCancel={() => setDrag(null)}
                    onKeyDown={(e) => onEventKey(e, event)}
                    onBlur={() => setKeyed((k) => (k?.id === String(event.id) ? null : k))}
                    style={{
                      position: 'absolute',
                      left: `calc(${s.dayIndex} * ${columnWidth} + 2px)`,
                      width: `calc(${columnWidth} - 4px)`,
                      top: (s.fromMinute / 60) * HOUR_PX,
                      height,
                      zIndex: times.proposed ? 3 : 1,
                      overflow: 'hidden',
                      padding: '1px 4px',
                      textAlign: 'left',
                      fontSize: 12,
                      lineHeight: '14px',
                      cursor: allowed.move ? 'grab' : 'pointer',
                      touchAction: allowed.resize ? 'none' : undefined,
                      borderRadius: 4,
                      ...(ended
                        ? {
                            border: `1px solid ${line}`,
                            borderLeft: `4px solid ${fill.border}`,
                            background: token.colorFillSecondary,
                            color: token.colorTextSecondary,
                          }
                        : {
                            border: `1px solid ${fill.border}`,
                            background: fill.background,
                            color: fill.color,
                          }),
                      ...(times.proposed
                        ? { outline: `2px dashed ${token.colorText}`, outlineOffset: 1, boxShadow: token.boxShadow }
                        : {}),
                    }}
                  >
                    {label}
                    {event.description && height >= 44 ? (
                      <div style={{ opacity: 0.85 }}>{event.description}</div>
                    ) : null}
                    {allowed.resize && lastPart && (
                      <span
                        aria-hidden
                        style={{
                          position: 'absolute',
                          left: 0,
                          right: 0,
                          bottom: 0,
                          height: EDGE_PX,
                          cursor: 'ns-resize',
                        }}
                      />
                    )}
                  </button>
                );
              });
            })}
          </div>
        </div>
      </div>
      <span id={hintId} style={HIDDEN}>
        {t('events.dragHint')}
      </span>
      <span aria-live="polite" style={HIDDEN}>
        {announcement}
      </span>
    </div>
  );
}
