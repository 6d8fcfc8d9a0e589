import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Wire } from '@bess/shared';
import { checkBeforeSending, refusedFields, useFieldErrorText } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { errorText } from '../../schedule/errorText';
import { eventPhase, ownEventErrors, storedFacts, updateEventBody, type EventFormValues } from '../eventRules';
import { useEventErrorText, useKindName } from '../hooks/useEventTexts';
import { wallTimeOf, type WallTime } from '../siteTime';
import type { EventTimes } from './WeekCalendar';

export interface EventChange {
  event: Wire.ScheduleEvent;
  times: EventTimes;
}

export interface EventChangeDialogProps {
  change: EventChange;
  zone: string;
  now: number;
  /** The user's date format (dayjs). */
  dateFormat: string;
  /** The site's other events, for the overlap rule. */
  events: readonly Wire.ScheduleEvent[];
  /** Resolves when the server has stored it; rejects with the failure (the dialog stays open and says why). */
  onSave(body: Wire.UpdateEventBody): Promise<void>;
  onClose(): void;
}

/** The form values of a stored event at new times; "fully charged by" moves with the event's start. */
function movedValues(event: Wire.ScheduleEvent, times: EventTimes, zone: string): EventFormValues {
  const moved = times.startMs - Date.parse(event.startTime);
  return {
    eventType: event.eventType,
    description: event.description,
    start: wallTimeOf(times.startMs, zone),
    end: wallTimeOf(times.endMs, zone),
    rate: event.rate,
    fullyChargedBy: event.fullyChargedBy ? wallTimeOf(Date.parse(event.fullyChargedBy) + moved, zone) : null,
  };
}

/**
 * A dragged (or keyed) change of an event, shown as before and after and sent only when confirmed: an event commands
 * the site's batteries. What the API would refuse (the write's own check, and the overlap rule) is said before Save.
 */
export function EventChangeDialog({ change, zone, now, dateFormat, events, onSave, onClose }: EventChangeDialogProps) {
  const { t } = useTexts();
  const fieldText = useFieldErrorText();
  const ownText = useEventErrorText(zone);
  const kindName = useKindName();
  const { event, times } = change;
  const phase = eventPhase(event, now);
  const body = updateEventBody(event, movedValues(event, times, zone), zone, phase);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const own = Object.values(ownEventErrors(movedValues(event, times, zone), zone, events, String(event.id)))
      .filter((error) => error.key !== 'ratePositive' && error.key !== 'setPointNotZero')
      .map(ownText);
    void checkBeforeSending('updateEvent', body!, { now: new Date(now), storedEvent: storedFacts(event) }).then(
      (errors) => {
        if (live) setProblems([...new Set([...errors.map(fieldText), ...own])]);
      },
    );
    return () => {
      live = false;
    };
    // The check runs once per proposed change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, times.startMs, times.endMs]);

  const shown = (w: WallTime) =>
    dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute)).format(`${dateFormat} HH:mm`);
  const rows = [
    { key: 'start', field: t('events.startTime'), before: event.startTime, after: body!.startTime },
    { key: 'end', field: t('events.endTime'), before: event.endTime, after: body!.endTime },
    ...(event.fullyChargedBy && body!.fullyChargedBy
      ? [{ key: 'by', field: t('events.fullyChargedBy'), before: event.fullyChargedBy, after: body!.fullyChargedBy }]
      : []),
  ]
    .filter((row) => Date.parse(row.before) !== Date.parse(row.after))
    .map((row) => ({
      ...row,
      before: shown(wallTimeOf(Date.parse(row.before), zone)),
      after: shown(wallTimeOf(Date.parse(row.after), zone)),
    }));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(body!);
    } catch (error) {
      const named = refusedFields(error).map(fieldText);
      setFailure(t('schedule.saveFailed', { message: [errorText(error, t), ...named].join(' ') }));
    } finally {
      setBusy(false);
    }
  };

  const blocked = problems === null || problems.length > 0;
  return (
    <Modal
      open
      title={t('events.changeTitle', { kind: kindName(event) })}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {t('events.cancel')}
          </Button>
          <Button type="primary" loading={busy} disabled={blocked} onClick={() => void save()}>
            {t('events.save')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('events.changeText')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: t('events.changeField'), dataIndex: 'field' },
          { title: t('events.changeBefore'), dataIndex: 'before' },
          { title: t('events.changeAfter'), dataIndex: 'after', render: (text: string) => <strong>{text}</strong> },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('events.timezoneHint', { timezone: zone })}
      </Typography.Paragraph>
      {problems && problems.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          role="alert"
          title={t('events.changeRefused')}
          description={problems.join(' ')}
        />
      )}
      {failure && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
