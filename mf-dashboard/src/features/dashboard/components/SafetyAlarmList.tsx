import { useTexts } from '../../../i18n';
import { formatTimestamp, useHost, type Wire } from '@bess/shared';

export interface SafetyAlarmListProps {
  alarms: readonly Wire.Alarm[];
  /** The dashboard's timezone: times are shown in it. */
  timezone: string;
}

/** spec 9: the safety alarms of the last 24 hours, newest first; a calm line when there are none. */
export function SafetyAlarmList({ alarms, timezone }: SafetyAlarmListProps) {
  const { t } = useTexts();
  const { user } = useHost();
  const time = (value: string | null | undefined) => formatTimestamp(value, user?.dateFormat, timezone, 'minutes');
  const title = t('dashboard.safetyAlarms');
  return (
    <section aria-label={title} style={{ background: '#111c31', borderRadius: 12, padding: '14px 18px' }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 'clamp(16px, 1.3vw, 22px)', color: '#f8fafc' }}>{title}</h2>
      {alarms.length === 0 ? (
        <p style={{ margin: 0, color: '#4ade80', fontSize: 'clamp(15px, 1.2vw, 20px)' }}>
          {t('dashboard.noSafetyAlarms')}
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {alarms.map((alarm) => (
            <li
              key={alarm.alarmId}
              style={{
                borderLeft: '4px solid #f87171',
                paddingLeft: 10,
                color: '#f8fafc',
                fontSize: 'clamp(14px, 1.1vw, 19px)',
              }}
            >
              <strong>{t('dashboard.alarmCode', { code: alarm.alarmCode ?? alarm.alarmId })}</strong>{' '}
              <span>{t('dashboard.alarmWhere', { deviceId: alarm.deviceId, site: alarm.siteName ?? '' })}</span>
              <div style={{ color: '#cbd5e1' }}>
                {alarm.stopTime
                  ? t('dashboard.alarmClosed', { start: time(alarm.startTime), stop: time(alarm.stopTime) })
                  : t('dashboard.alarmOpen', { time: time(alarm.startTime) })}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
