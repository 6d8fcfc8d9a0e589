import { Progress } from 'antd';
import { useTexts } from '../../../i18n';
import { formatEnergy, formatPercent } from '@bess/shared';

export interface StateOfChargeProps {
  /** Percent 0 to 100 (spec 9). */
  stateOfCharge: number | null | undefined;
  /** kWh. */
  batteryCapacity: number;
}

/** The battery's state of charge as a large ring, with the capacity behind it. */
export function StateOfCharge({ stateOfCharge, batteryCapacity }: StateOfChargeProps) {
  const { t, i18n } = useTexts();
  const percent = Math.min(100, Math.max(0, Math.round(stateOfCharge ?? 0)));
  const label = t('dashboard.stateOfCharge');
  return (
    <section
      aria-label={label}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 10 }}
    >
      <h2 style={{ margin: 0, fontSize: 'clamp(16px, 1.3vw, 22px)', color: '#f8fafc' }}>{label}</h2>
      <Progress
        type="circle"
        percent={percent}
        aria-label={label}
        size={180}
        strokeWidth={9}
        strokeColor="#4ade80"
        format={(value) => (
          <span style={{ color: '#f8fafc', fontWeight: 700 }}>{formatPercent(value ?? 0, i18n.language)}</span>
        )}
      />
      <div style={{ color: '#94a3b8', fontSize: 'clamp(14px, 1.1vw, 18px)' }}>
        {t('dashboard.capacity', { value: formatEnergy(batteryCapacity, i18n.language) })}
      </div>
    </section>
  );
}
