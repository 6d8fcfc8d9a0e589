import { memo } from 'react';
import { useTexts } from '../../../i18n';
import { ALARM_SEVERITIES, type AlarmCounters as Counters } from '@bess/shared';
import { NO_VALUE } from '../useFormat';
import { ValueList } from './ValueList';
import { HomeHeading } from './HomeText';

// A counter above 0 in the colour of its severity, so an active safety alarm stands out at a glance.
const COLOURS: Readonly<Record<keyof Counters, string>> = {
  warnings: '#b45309',
  errors: '#dc2626',
  criticals: '#b91c1c',
  safety: '#7f1d1d',
};

export interface AlarmCountersProps {
  /** null while the active alarms are loading. */
  counters: Counters | null;
  /** Shows the 'Active alarms' heading (off where a card title says it already). */
  heading?: boolean;
}

/** spec 3: the alarm counters (warnings, errors, criticals, safety) of the active alarms. */
export const AlarmCounters = memo(function AlarmCounters({ counters, heading = true }: AlarmCountersProps) {
  const { t } = useTexts();
  return (
    <div>
      {heading ? <HomeHeading level={5}>{t('alarms.active')}</HomeHeading> : null}
      <ValueList
        label={t('alarms.active')}
        items={ALARM_SEVERITIES.map((severity) => {
          const count = counters?.[severity];
          return {
            key: severity,
            label: t(`alarmSeverities.${severity}`),
            value:
              count === undefined ? (
                NO_VALUE
              ) : (
                <span style={count > 0 ? { color: COLOURS[severity], fontWeight: 700 } : undefined}>{count}</span>
              ),
          };
        })}
      />
    </div>
  );
});
