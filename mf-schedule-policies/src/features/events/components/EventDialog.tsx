import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { checkEventForm, hasFullyChargedBy, rateUseOf, type EventFormErrors } from '../eventRules';
import { kindKey } from '../eventLook';
import { wallTimeOf, type WallTime } from '../siteTime';

/** What the dialog opens with: a new event's defaults, or a stored event. */
export type EventDialogTarget =
  { mode: 'create'; start: WallTime; end: WallTime } | { mode: 'edit' | 'view'; event: Wire.ScheduleEvent };

/** The checked event the dialog hands over to be saved. */
export interface EventDraft {
  id?: string;
  eventType: number;
  description: string;
  startTime: string;
  endTime: string;
  rate: number | null;
  fullyChargedBy: string | null;
}

export interface EventDialogProps {
  target: EventDialogTarget;
  zone: string;
  eventTypes: readonly Wire.EventType[];
  /** The site's other events, for the overlap rule. */
  events: readonly Wire.ScheduleEvent[];
  /** Resolves when the server has stored it; rejects with the text to show (the dialog keeps what was typed). */
  onSave(draft: EventDraft): Promise<void>;
  onDelete?(event: Wire.ScheduleEvent): Promise<void>;
  onClose(): void;
}

interface Fields {
  eventType: number;
  description: string;
  start: Dayjs | null;
  end: Dayjs | null;
  rate: string;
  fullyChargedBy: Dayjs | null;
}

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';
// The pickers hold wall-clock fields of the site's zone; the browser's own zone plays no part.
const toPicker = (w: WallTime) => dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute));
const fromPicker = (d: Dayjs | null): WallTime | null =>
  d ? { year: d.year(), month: d.month() + 1, day: d.date(), hour: d.hour(), minute: d.minute() } : null;
const hhmm = (iso: string, zone: string) => {
  const w = wallTimeOf(Date.parse(iso), zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

function initialFields(target: EventDialogTarget, zone: string): Fields {
  if (target.mode === 'create') {
    return {
      eventType: 0,
      description: '',
      start: toPicker(target.start),
      end: toPicker(target.end),
      rate: '',
      fullyChargedBy: null,
    };
  }
  const e = target.event;
  const wall = (iso: string) => toPicker(wallTimeOf(Date.parse(iso), zone));
  return {
    eventType: e.eventType,
    description: e.description,
    start: wall(e.startTime),
    end: wall(e.endTime),
    rate: e.rate === null ? '' : String(e.rate),
    fullyChargedBy: e.fullyChargedBy ? wall(e.fullyChargedBy) : null,
  };
}

/** Create, edit or read an event (spec 2: scheduler with add-event dialog). */
export function EventDialog({ target, zone, eventTypes, events, onSave, onDelete, onClose }: EventDialogProps) {
  const { t } = useTexts();
  const [form] = Form.useForm<Fields>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const eventType = Form.useWatch('eventType', form) ?? initialFields(target, zone).eventType;
  const readOnly = target.mode === 'view';
  const stored = target.mode === 'create' ? null : target.event;
  const rateUse = rateUseOf(eventType);

  const kindName = (id: number) => {
    const key = kindKey(id);
    return key ? t(`events.kinds.${key}`) : String(id);
  };

  const showErrors = (errors: EventFormErrors) => {
    form.setFields(
      (['start', 'end', 'rate', 'fullyChargedBy'] as const).map((name) => {
        const error = errors[name];
        if (!error) return { name, errors: [] };
        const other = error.other;
        const text = other
          ? t('events.errors.overlap', {
              kind: kindName(other.eventType),
              from: hhmm(other.startTime, zone),
              to: hhmm(other.endTime, zone),
            })
          : t(`events.errors.${error.key}`);
        return { name, errors: [text] };
      }),
    );
  };

  const submit = async () => {
    const fields = form.getFieldsValue(true);
    const checked = checkEventForm(
      {
        id: stored ? String(stored.id) : undefined,
        eventType: fields.eventType,
        description: fields.description ?? '',
        start: fromPicker(fields.start),
        end: fromPicker(fields.end),
        rate: fields.rate ?? '',
        fullyChargedBy: fromPicker(fields.fullyChargedBy),
      },
      zone,
      events,
    );
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    setBusy(true);
    setFailure(null);
    try {
      await onSave({
        id: stored ? String(stored.id) : undefined,
        eventType: fields.eventType,
        description: fields.description ?? '',
        startTime: checked.startTime,
        endTime: checked.endTime,
        // spec 7: PUT carries no rate; an edit keeps the stored one.
        rate: stored ? stored.rate : checked.rate,
        fullyChargedBy: checked.fullyChargedBy,
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!stored || !onDelete) return;
    setBusy(true);
    setFailure(null);
    try {
      await onDelete(stored);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const title =
    target.mode === 'create' ? t('events.addEvent') : readOnly ? t('events.eventDetails') : t('events.editEvent');
  const footer = readOnly ? (
    <Button onClick={onClose}>{t('events.close')}</Button>
  ) : (
    <Space>
      {target.mode === 'edit' && onDelete && (
        <Popconfirm
          title={t('events.deleteConfirm')}
          okText={t('events.yes')}
          cancelText={t('events.no')}
          onConfirm={remove}
        >
          <Button danger disabled={busy}>
            {t('events.deleteEvent')}
          </Button>
        </Popconfirm>
      )}
      <Button onClick={onClose} disabled={busy}>
        {t('events.cancel')}
      </Button>
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {t('events.save')}
      </Button>
    </Space>
  );

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: !busy }}>
      <Form form={form} layout="vertical" initialValues={initialFields(target, zone)} disabled={readOnly}>
        <Form.Item name="eventType" label={t('events.eventType')}>
          <Select
            options={eventTypes.map((type) => ({ value: type.id, label: kindName(type.id) }))}
            disabled={readOnly || target.mode === 'edit'}
          />
        </Form.Item>
        <Form.Item name="description" label={t('events.description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="start" label={t('events.startTime')} style={{ flex: 1 }}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="end" label={t('events.endTime')} style={{ flex: 1, marginLeft: 8 }}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        {rateUse !== 'none' && (
          <Form.Item
            name="rate"
            label={rateUse === 'setPoint' ? t('events.setPoint') : t('events.rate')}
            extra={
              target.mode === 'edit'
                ? t('events.rateFixed')
                : rateUse === 'chargeRate'
                  ? t('events.rateHint')
                  : undefined
            }
          >
            <Input inputMode="decimal" disabled={readOnly || target.mode === 'edit'} />
          </Form.Item>
        )}
        {hasFullyChargedBy(eventType) && (
          <Form.Item name="fullyChargedBy" label={t('events.fullyChargedBy')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t('events.timezoneHint', { timezone: zone })}</Typography.Text>
      </Form>
      {failure && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('schedule.saveFailed', { message: failure })}
          role="alert"
        />
      )}
    </Modal>
  );
}
