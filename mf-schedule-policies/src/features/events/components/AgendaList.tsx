import { Button, Flex, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { eventFill } from '../eventLook';
import { useEventLabel } from '../hooks/useEventTexts';
import { dayKey, segmentsOf, wallTimeOf, type CalendarDay } from '../siteTime';

export interface AgendaListProps {
  days: readonly CalendarDay[];
  zone: string;
  events: readonly Wire.ScheduleEvent[];
  now: number;
  dateFormat: string;
  onOpen(event: Wire.ScheduleEvent): void;
}

/**
 * The agenda: the shown days as a list, each with its events in order, readable at any width (the phone's view of a
 * week). An event over midnight is listed on each of its days.
 */
export function AgendaList({ days, zone, events, now, dateFormat, onOpen }: AgendaListProps) {
  const { t, i18n } = useTexts();
  const { token } = theme.useToken();
  const { colorScheme } = useHost();
  const eventLabel = useEventLabel(zone);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const sorted = [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const today = dayKey(wallTimeOf(now, zone));

  return (
    <div role="region" aria-label={t('events.agenda')}>
      {days.map((d, dayIndex) => {
        const onDay = sorted.filter((e) =>
          segmentsOf(Date.parse(e.startTime), Date.parse(e.endTime), days[0]!, days.length, zone).some(
            (s) => s.dayIndex === dayIndex,
          ),
        );
        const heading = `${weekday.format(new Date(Date.UTC(d.year, d.month - 1, d.day)))} ${dayjs(
          new Date(d.year, d.month - 1, d.day),
        ).format(dateFormat)}`;
        return (
          <section key={dayKey(d)} aria-label={heading} style={{ marginBottom: 12 }}>
            <Typography.Title
              level={3}
              style={{
                fontSize: 14,
                margin: '0 0 4px',
                color: dayKey(d) === today ? token.colorPrimaryText : undefined,
              }}
            >
              {heading}
            </Typography.Title>
            {onDay.length === 0 ? (
              <Typography.Text type="secondary">{t('events.noEventsDay')}</Typography.Text>
            ) : (
              <Flex vertical gap={4} role="list">
                {onDay.map((event) => {
                  const fill = eventFill(event.eventType, colorScheme);
                  const ended = Date.parse(event.endTime) <= now;
                  const label = eventLabel(event);
                  return (
                    <div role="listitem" key={String(event.id)}>
                      <Button
                        block
                        onClick={() => onOpen(event)}
                        style={{
                          justifyContent: 'flex-start',
                          height: 'auto',
                          whiteSpace: 'normal',
                          textAlign: 'left',
                          borderLeft: `4px solid ${fill.border}`,
                          color: ended ? token.colorTextSecondary : undefined,
                        }}
                      >
                        <span>
                          {label}
                          {event.description && (
                            <Typography.Text type="secondary" style={{ display: 'block' }}>
                              {event.description}
                            </Typography.Text>
                          )}
                        </span>
                      </Button>
                    </div>
                  );
                })}
              </Flex>
            )}
          </section>
        );
      })}
    </div>
  );
}
