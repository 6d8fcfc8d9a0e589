import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import {
  SOLAR_DATA_REFRESH_MS,
  statisticsQueries,
  useHost,
  type Device,
  type SelectionType,
  type Site,
} from '@bess/shared';
import { useLiveStatus } from '../hooks/useLiveStatus';
import { useFormat } from '../useFormat';
import { StateTag } from './StateTag';
import { ValueList, type ValueItem } from './ValueList';
import { WidgetCard } from './WidgetCard';

export type SolarEntity = { kind: 'site'; site: Site } | { kind: 'device'; device: Device; site: Site | null };

export interface SolarWidgetProps {
  entity: SolarEntity;
  selectionType: SelectionType;
}

/**
 * The site whose supply statistics give today's solar energy: a solar site's own, or a solar device's when it is the
 * only device of its site (the site's figure would otherwise count the others too).
 */
function energySiteOf(entity: SolarEntity): string | null {
  if (entity.kind === 'site') return entity.site.siteId;
  return entity.site && entity.site.deviceIds.length === 1 ? entity.site.siteId : null;
}

/**
 * spec 2 main/home for a solar site or solar device: solar power, today's solar energy (the day of the site's supply
 * statistics, refreshed hourly like other solar site data, spec 7) and the state.
 */
export function SolarWidget({ entity, selectionType }: SolarWidgetProps) {
  const { t } = useTexts();
  const { api } = useHost();
  const format = useFormat();
  const id = entity.kind === 'site' ? entity.site.siteId : entity.device.deviceId;
  const name = entity.kind === 'site' ? entity.site.siteName : entity.device.deviceId;
  const status = useLiveStatus(entity.kind, [id]);
  const live = status.byId[id];
  const energySiteId = energySiteOf(entity);
  const statistics = useQuery({
    ...statisticsQueries.site(api, energySiteId ?? ''),
    enabled: energySiteId !== null,
    staleTime: SOLAR_DATA_REFRESH_MS,
    refetchInterval: SOLAR_DATA_REFRESH_MS,
  });
  const today = statistics.data?.statistics.find((entry) => entry.period === 'day');
  const pvPeak = entity.site?.pvPeak;

  const items: ValueItem[] = live
    ? [
        { key: 'state', label: t('live.state'), value: <StateTag state={live.state} mode={live.mode} size={22} /> },
        { key: 'pv', label: t('live.pv'), value: format.kw(live.pv) },
        ...(energySiteId !== null
          ? [{ key: 'todayEnergy', label: t('home.solar.todayEnergy'), value: format.kwh(today?.pvEnergy) }]
          : []),
        ...(typeof pvPeak === 'number' ? [{ key: 'pvPeak', label: t('live.pvPeak'), value: format.kw(pvPeak) }] : []),
      ]
    : [];

  return (
    <WidgetCard name={name} selectionType={selectionType} status={status} id={id}>
      {() => <ValueList label={t('home.liveValues')} items={items} />}
    </WidgetCard>
  );
}
