import { useTexts } from '../../../i18n';
import { DASHBOARD_ENERGIES, formatCo2, formatEnergy, formatMoney, type Wire } from '@bess/shared';
import { Tile } from './Tile';

export interface TodayTilesProps {
  today: Wire.DashboardToday;
}

/** Today so far: the six energies, the savings (per currency) and the CO2 saved (spec 9 units). */
export function TodayTiles({ today }: TodayTilesProps) {
  const { t, i18n } = useTexts();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 12 }}>
      {DASHBOARD_ENERGIES.map((key) => (
        <Tile key={key} label={t(`dashboard.energy.${key}`)}>
          {formatEnergy(today.energy[key], i18n.language)}
        </Tile>
      ))}
      <Tile label={t('dashboard.savings')} accent="#4ade80">
        {today.savings.length === 0 ? (
          <span style={{ fontSize: '0.6em', fontWeight: 400 }}>{t('dashboard.noPrice')}</span>
        ) : (
          today.savings.map((s) => <div key={s.currency}>{formatMoney(s.amount, s.currency, i18n.language)}</div>)
        )}
      </Tile>
      <Tile label={t('dashboard.co2Saved')} accent="#4ade80">
        {formatCo2(today.co2SavedGrams, i18n.language)}
      </Tile>
    </div>
  );
}
