import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError, type Wire } from '@bess/shared';
import { useInputCheck } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { requiredFieldsOf } from '../../schedule/formFields';
import { useFormErrors, type OwnError } from '../../schedule/useFormErrors';
import {
  createEventBody,
  eventFieldOf,
  eventPhase,
  hasFullyChargedBy,
  ownEventErrors,
  rateUseOf,
  storedFacts,
  updateEventBody,
  type EventFormErrors,
  type EventFormValues,
} from '../eventRules';
import { useEventErrorText, useKindName } from '../hooks/useEventTexts';
import { wallTimeOf, type WallTime } from '../siteTime';

/** What the dialog opens with: a new event's defaults, or a stored event. */
export type EventDialogTarget =
  { mode: 'create'; start: WallTime; end: WallTime } | { mode: 'edit' | 'view'; event: Wire.ScheduleEvent };

export interface EventDialogProps {
  target: EventDialogTarget;
  siteId: string;
  zone: string;
  /** Now (epoch ms): what an event may still change, and "not in the past". */
  now: number;
  /** What the site's batteries' inverters can charge or discharge with together (kW); undefined when unknown. */
  inverterMaxPowerKw?: number;
  eventTypes: readonly Wire.EventType[];
  /** The site's other events, for the overlap rule. */
  events: readonly Wire.ScheduleEvent[];
  /** Resolve when the server has stored it; reject with the failure (the dialog keeps what was typed). */
  onCreate(body: Wire.CreateEventBody): Promise<void>;
  onUpdate(body: Wire.UpdateEventBody): Promise<void>;
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
/** The longest description the API takes (its schema's `description`). */
const DESCRIPTION_MAX = 1000;
// The pickers hold wall-clock fields of the site's zone; the browser's own zone plays no part.
const toPicker = (w: WallTime) => dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute));
const fromPicker = (d: Dayjs | null | undefined): WallTime | null =>
  d ? { year: d.year(), month: d.month() + 1, day: d.date(), hour: d.hour(), minute: d.minute() } : null;

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

/**
 * Create, edit or read an event (spec 2: scheduler with add-event dialog). What an event may still change follows
 * the API's rule: one that has not started, anything; one running, only its end; one that has ended, nothing (it
 * opens read-only, and says why).
 */
export function EventDialog({
  target,
  siteId,
  zone,
  now,
  inverterMaxPowerKw,
  eventTypes,
  events,
  onCreate,
  onUpdate,
  onDelete,
  onClose,
}: EventDialogProps) {
  const { t } = useTexts();
  const [form] = Form.useForm<Fields>();
  const errors = useFormErrors(form, eventFieldOf);
  const [busy, setBusy] = useState(false);
  const eventType = Form.useWatch('eventType', form) ?? initialFields(target, zone).eventType;
  const stored = target.mode === 'create' ? null : target.event;
  const phase = stored ? eventPhase(stored, now) : 'planned';
  const readOnly = target.mode === 'view' || phase === 'ended';
  // A running event may change only its end (and be deleted, which stops it).
  const running = !readOnly && phase === 'running';
  const rateUse = rateUseOf(eventType);
  const inputCheck = useInputCheck();
  const required = useMemo(() => {
    const names = requiredFieldsOf(inputCheck?.inputSchemaOf(stored ? 'updateEvent' : 'createEvent'));
    return new Set([...names].map(eventFieldOf).filter((name) => name !== null));
  }, [inputCheck, stored]);

  const kindName = useKindName();
  const ownText = useEventErrorText(zone);

  /** The dialog's own errors of what this save sends. */
  const ownErrors = (values: EventFormValues): OwnError[] => {
    const found: EventFormErrors = ownEventErrors(values, zone, events, stored ? String(stored.id) : undefined);
    // An edit sends no rate (it stays as stored).
    if (stored) delete found.rate;
    if (running) {
      // Only the end can mend a running event's overlap; its "fully charged by" is no longer the user's to change.
      const overlap = found.start;
      delete found.start;
      delete found.fullyChargedBy;
      if (overlap && !found.end) found.end = overlap;
    }
    return Object.entries(found).map(([name, error]) => ({ name, text: ownText(error) }));
  };

  /** A 409: the event ended while the dialog was open. */
  const refusalText = (error: unknown) =>
    error instanceof ApiError && error.status === 409 ? t('events.ended') : undefined;

  const submit = async () => {
    const fields = form.getFieldsValue(true) as Fields;
    const values: EventFormValues = {
      eventType: fields.eventType,
      description: fields.description ?? '',
      start: fromPicker(fields.start),
      end: fromPicker(fields.end),
      rate: fields.rate ?? '',
      fullyChargedBy: fromPicker(fields.fullyChargedBy),
    };
    const own = ownErrors(values);
    const clock = new Date(now);
    setBusy(true);
    try {
      if (stored) {
        const body = updateEventBody(stored, values, zone, phase);
        if (!body) return void errors.show([], own);
        const context = { now: clock, storedEvent: storedFacts(stored) };
        if (!(await errors.check('updateEvent', body, context, own))) return;
        await onUpdate(body);
      } else {
        const body = createEventBody(siteId, values, zone);
        if (!body) return void errors.show([], own);
        if (!(await errors.check('createEvent', body, { now: clock, inverterMaxPowerKw }, own))) return;
        // The check passed: the rate is a number or null.
        await onCreate(body as Wire.CreateEventBody);
      }
    } catch (error) {
      errors.refused(error, refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!stored || !onDelete) return;
    setBusy(true);
    errors.clear();
    try {
      await onDelete(stored);
    } catch (error) {
      errors.refused(error, refusalText(error));
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
      {stored && onDelete && (
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
  // Why fields cannot change: only an editor is told (a reader changes nothing anyway).
  const note = target.mode === 'edit' && phase === 'ended' ? t('events.ended') : running ? t('events.started') : null;

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: !busy }}>
      {note && <Alert style={{ marginBottom: 12 }} type="info" showIcon title={note} />}
      <Form
        form={form}
        name="event"
        layout="vertical"
        initialValues={initialFields(target, zone)}
        disabled={readOnly}
        onValuesChange={errors.changed}
      >
        <Form.Item name="eventType" label={t('events.eventType')} required={required.has('eventType')}>
          <Select
            options={eventTypes.map((type) => ({ value: type.id, label: kindName({ eventType: type.id }) }))}
            disabled={readOnly || target.mode === 'edit'}
          />
        </Form.Item>
        <Form.Item name="description" label={t('events.description')} required={required.has('description')}>
          <Input maxLength={DESCRIPTION_MAX} disabled={readOnly || running} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="start" label={t('events.startTime')} required={required.has('start')} style={{ flex: 1 }}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={PICKER_FORMAT}
              style={{ width: '100%' }}
              disabled={readOnly || running}
            />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('events.endTime')}
            required={required.has('end')}
            style={{ flex: 1, marginLeft: 8 }}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        {rateUse !== 'none' && (
          <Form.Item
            name="rate"
            label={rateUse === 'setPoint' ? t('events.setPoint') : t('events.rate')}
            // The API takes an empty rate; OR Model and Manual events need one (the dialog's own rule).
            required={rateUse !== 'chargeRate' && target.mode === 'create'}
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
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={PICKER_FORMAT}
              style={{ width: '100%' }}
              disabled={readOnly || running}
            />
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t('events.timezoneHint', { timezone: zone })}</Typography.Text>
      </Form>
      {errors.notice && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('schedule.saveFailed', { message: errors.notice })}
          role="alert"
        />
      )}
    </Modal>
  );
}
