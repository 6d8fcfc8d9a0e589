import { Button, Checkbox, Flex, InputNumber, Select, Typography } from 'antd';
import type { Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { kindKey } from '../events/eventLook';
import { useKindName } from '../events/hooks/useEventTexts';
import { MAX_SHIFT_HOURS, type DailyEvent, type DraftForm } from './draft';

export interface DraftEditorProps {
  form: DraftForm;
  inForce: Wire.ReplaySchedule;
  onChange: (form: DraftForm) => void;
  onReset: () => void;
  /** The replay of the latest change is on its way. */
  busy: boolean;
}

/** spec 3 event types a daily event may be (Charge 0, OR Model 1, Hold charge 2, Manual 3). */
const EVENT_TYPES = [0, 1, 2, 3] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
/** Event types with a rate: Charge and OR Model (kW), Manual (its set point). */
const hasRate = (eventType: number) => kindKey(eventType) !== 'HoldCharge';

/**
 * The draft of the replay: keep or move the month's own events, add events that run every day, change the policy
 * the batteries obey. Each change is replayed at once; nothing here is saved.
 */
export function DraftEditor({ form, inForce, onChange, onReset, busy }: DraftEditorProps) {
  const { t } = useTexts();
  const kindName = useKindName();
  const set = (change: Partial<DraftForm>) => onChange({ ...form, ...change });
  const setDaily = (key: number, change: Partial<DailyEvent>) =>
    set({ daily: form.daily.map((d) => (d.key === key ? { ...d, ...change } : d)) });
  const nextKey = Math.max(0, ...form.daily.map((d) => d.key)) + 1;
  const count = inForce.events.length;

  return (
    <Flex vertical gap="small" aria-busy={busy} style={{ minWidth: 0 }}>
      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
        {t('replay.draft')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('replay.draftHint')}</Typography.Text>
      {count === 0 ? (
        <Typography.Text>{t('replay.keepEventsNone')}</Typography.Text>
      ) : (
        <Flex gap="small" wrap align="center">
          <Checkbox checked={form.keepEvents} onChange={(e) => set({ keepEvents: e.target.checked })}>
            {t('replay.keepEvents', { count })}
          </Checkbox>
          <label htmlFor="replay-shift">{t('replay.shiftHours')}</label>
          <InputNumber
            id="replay-shift"
            min={-MAX_SHIFT_HOURS}
            max={MAX_SHIFT_HOURS}
            precision={0}
            value={form.shiftHours}
            disabled={!form.keepEvents}
            onChange={(v) => set({ shiftHours: v ?? 0 })}
            style={{ width: 80 }}
          />
        </Flex>
      )}
      <Typography.Title level={4} style={{ fontSize: 14, margin: '8px 0 0' }}>
        {t('replay.daily')}
      </Typography.Title>
      {form.daily.length === 0 && <Typography.Text type="secondary">{t('replay.dailyNone')}</Typography.Text>}
      <ul aria-label={t('replay.daily')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {form.daily.map((d) => {
          const name = t('replay.dailySummary', {
            kind: kindName(d),
            from: hourText(d.fromHour),
            to: hourText(d.toHour),
          });
          return (
            <li key={d.key} aria-label={name} style={{ marginBottom: 8 }}>
              <Flex gap="small" wrap align="center">
                <Select
                  aria-label={t('replay.dailyType')}
                  value={d.eventType}
                  onChange={(eventType) => setDaily(d.key, { eventType })}
                  options={EVENT_TYPES.map((id) => ({ value: id, label: kindName({ eventType: id }) }))}
                  style={{ minWidth: 150 }}
                />
                <Select
                  aria-label={t('replay.dailyFrom')}
                  value={d.fromHour}
                  onChange={(fromHour) => setDaily(d.key, { fromHour })}
                  options={HOURS.map((h) => ({ value: h, label: hourText(h) }))}
                  style={{ width: 90 }}
                />
                <Select
                  aria-label={t('replay.dailyTo')}
                  value={d.toHour}
                  onChange={(toHour) => setDaily(d.key, { toHour })}
                  options={HOURS.map((h) => ({ value: h + 1, label: hourText(h + 1) }))}
                  style={{ width: 90 }}
                />
                {hasRate(d.eventType) && (
                  <InputNumber
                    aria-label={t('replay.dailyRate')}
                    placeholder={t('replay.dailyRateHint')}
                    min={-1000}
                    max={1000}
                    value={d.rate}
                    onChange={(rate) => setDaily(d.key, { rate: rate ?? null })}
                    style={{ width: 200 }}
                  />
                )}
                <Button onClick={() => set({ daily: form.daily.filter((x) => x.key !== d.key) })}>
                  {t('replay.removeDaily')}
                </Button>
              </Flex>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          onClick={() =>
            set({ daily: [...form.daily, { key: nextKey, eventType: 0, fromHour: 2, toHour: 5, rate: null }] })
          }
        >
          {t('replay.addDaily')}
        </Button>
      </div>
      <Typography.Title level={4} style={{ fontSize: 14, margin: '8px 0 0' }}>
        {t('replay.policy')}
      </Typography.Title>
      <Flex gap="small" wrap align="center">
        <label htmlFor="replay-fixed-energy">{t('replay.fixedEnergy')}</label>
        <InputNumber
          id="replay-fixed-energy"
          min={0}
          max={1000}
          value={form.fixedEnergy}
          onChange={(v) => set({ fixedEnergy: v ?? null })}
          style={{ width: 100 }}
        />
      </Flex>
      <Flex gap="small" wrap align="center">
        <label htmlFor="replay-fixed-soc">{t('replay.fixedSoc')}</label>
        <InputNumber
          id="replay-fixed-soc"
          min={0}
          max={100}
          value={form.fixedSoc}
          onChange={(v) => set({ fixedSoc: v ?? null })}
          style={{ width: 100 }}
        />
      </Flex>
      <div>
        <Button type="link" style={{ paddingInline: 0 }} onClick={onReset}>
          {t('replay.reset')}
        </Button>
      </div>
    </Flex>
  );
}
