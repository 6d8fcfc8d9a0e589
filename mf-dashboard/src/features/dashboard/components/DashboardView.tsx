import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n';
import dayjs from 'dayjs';
import { formatTimestamp, useHost, userDayjsFormat, type Wire } from '@bess/shared';
import { EnergyFlow } from '../../energyFlow/EnergyFlow';
import { SafetyAlarmList } from './SafetyAlarmList';
import { StateOfCharge } from './StateOfCharge';
import { TodayTiles } from './TodayTiles';

export interface DashboardViewProps {
  dashboard: Wire.Dashboard;
  /** Buttons at the right of the title (back, share); a full-width panel among them wraps below the title. */
  actions?: ReactNode;
}

/**
 * The big-screen view of one site or group for a wall display (spec 2 dashboard/{id}): name, live energy flow, state
 * of charge, today's energy, savings and CO2, the safety alarms of the last 24 hours and when it was last updated.
 */
export function DashboardView({ dashboard, actions }: DashboardViewProps) {
  const { t } = useTexts();
  const { user } = useHost();
  const updated = formatTimestamp(dashboard.newestDataTime, user?.dateFormat, dashboard.timezone, 'minutes');
  // A calendar date of the dashboard's zone: formatted as it is, never shifted through the browser's zone.
  const day = dayjs(dashboard.today.date).format(userDayjsFormat(user?.dateFormat));
  return (
    <article aria-label={dashboard.name} style={{ display: 'grid', gap: 16 }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <h1 style={{ margin: 0, fontSize: 'clamp(26px, 3vw, 52px)', color: '#f8fafc', lineHeight: 1.1 }}>
            {dashboard.name}
          </h1>
          <div style={{ color: '#94a3b8', fontSize: 'clamp(14px, 1.1vw, 19px)', marginTop: 4 }}>
            {dashboard.kind === 'group' ? `${t('dashboard.siteCount', { count: dashboard.siteCount })} · ` : ''}
            {updated ? t('dashboard.lastUpdated', { time: updated }) : t('dashboard.noData')}
          </div>
        </div>
        {/* `contents`: the actions are items of the title row, so an opened panel can wrap onto a full line. */}
        {actions ? <div style={{ display: 'contents' }}>{actions}</div> : null}
      </header>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(220px, 1fr)', gap: 16 }}>
        <section aria-label={t('dashboard.energyFlow')} style={{ background: '#111c31', borderRadius: 12, padding: 8 }}>
          <EnergyFlow live={dashboard.live} fit="screen" />
        </section>
        <div style={{ background: '#111c31', borderRadius: 12, padding: 16, display: 'grid' }}>
          <StateOfCharge stateOfCharge={dashboard.live.stateOfCharge} batteryCapacity={dashboard.batteryCapacity} />
        </div>
      </div>
      <section aria-label={t('dashboard.today', { date: day })}>
        <h2 style={{ margin: '0 0 8px', fontSize: 'clamp(16px, 1.3vw, 22px)', color: '#f8fafc' }}>
          {t('dashboard.today', { date: day })}
        </h2>
        <TodayTiles today={dashboard.today} />
      </section>
      <SafetyAlarmList alarms={dashboard.safetyAlarms} timezone={dashboard.timezone} />
    </article>
  );
}
