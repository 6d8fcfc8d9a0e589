import { useTexts } from '../../../i18n';
import { Progress, Space } from 'antd';
import type { LiveData } from '@bess/shared';
import { controlSourceKey, flagOn, hardwareLimitationOf, softwareLimitOf, statusFlagNames } from '../statusRules';
import { NO_VALUE, useFormat } from '../useFormat';
import { StateTag } from './StateTag';
import { ValueList, type ValueItem } from './ValueList';

export interface LiveValuesProps {
  live: LiveData;
  /** spec 7: the site's control source (its number or name); undefined outside site views. */
  controlSource?: number | string | null;
  /** Battery capacity in kWh of what is shown, from the configuration. */
  capacityKwh?: number | null;
}

const present = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * Cluster data of a cluster site, as "name: value" pairs; its shape is not in the spec, so names and values are shown
 * as they come, except a true/false, which reads yes or no.
 */
function clusterText(data: unknown, yesNo: (value: boolean) => string): string {
  const text = (value: unknown) =>
    typeof value === 'boolean'
      ? yesNo(value)
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
  if (data === null || typeof data !== 'object') return text(data);
  return Object.entries(data as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${text(value)}`)
    .join(', ');
}

/**
 * spec 2 and 3: the live values of a device, site or group: display state, state of charge, temperature, powers, mode,
 * control source (site views), hardware and software limits with their reasons in words, status flags, load mode and
 * state, and cluster data where present. Values the status does not report are left out.
 */
export function LiveValues({ live, controlSource, capacityKwh }: LiveValuesProps) {
  const { t } = useTexts();
  const format = useFormat();
  const onOff = (value: boolean | null) => (value === null ? NO_VALUE : t(value ? 'on' : 'off', { ns: 'common' }));
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no', { ns: 'common' });

  const items: (ValueItem | null)[] = [
    { key: 'state', label: t('live.state'), value: <StateTag state={live.state} mode={live.mode} size={22} /> },
    {
      key: 'stateOfCharge',
      label: t('live.stateOfCharge'),
      value: (
        <Space size={12}>
          <span>{format.percent(live.stateOfCharge)}</span>
          {present(live.stateOfCharge) ? (
            <Progress
              percent={live.stateOfCharge}
              showInfo={false}
              size="small"
              style={{ width: 96, margin: 0 }}
              // A progress bar needs a name of its own (axe: aria-progressbar-name)
              aria-label={t('live.stateOfCharge')}
            />
          ) : null}
        </Space>
      ),
    },
    { key: 'temperature', label: t('live.temperature'), value: format.celsius(live.temperature) },
    { key: 'inverterPower', label: t('live.inverterPower'), value: format.kw(live.inverterPower) },
    { key: 'pv', label: t('live.pv'), value: format.kw(live.pv) },
    { key: 'grid', label: t('live.grid'), value: format.kw(live.grid) },
    { key: 'consumption', label: t('live.consumption'), value: format.kw(live.consumption) },
    present(capacityKwh) ? { key: 'capacity', label: t('live.capacity'), value: format.kwh(capacityKwh) } : null,
    {
      key: 'mode',
      label: t('live.mode'),
      value: live.mode ? t(`modes.${live.mode}`, { defaultValue: live.mode }) : NO_VALUE,
    },
    controlSource !== undefined
      ? {
          key: 'controlSource',
          label: t('controlSources.label'),
          value: controlSource === null ? NO_VALUE : t(`controlSources.${controlSourceKey(controlSource)}`),
        }
      : null,
    present(live.hardwareLimits)
      ? {
          key: 'hardwareLimits',
          label: t('live.hardwareLimits'),
          value: (() => {
            const reason = hardwareLimitationOf(live.hardwareLimits);
            return reason ? t(`hardwareLimitations.${reason}`) : t('live.unknownCode', { code: live.hardwareLimits });
          })(),
        }
      : null,
    present(live.softwareLimits)
      ? {
          key: 'softwareLimits',
          label: t('live.softwareLimits'),
          value: (() => {
            const limit = softwareLimitOf(live.softwareLimits);
            return limit ? t(`softwareLimits.${limit}`) : t('live.unknownCode', { code: live.softwareLimits });
          })(),
        }
      : null,
    present(live.statusFlags)
      ? {
          key: 'statusFlags',
          label: t('live.statusFlags'),
          value: statusFlagNames(live.statusFlags)
            .map((name) => t(`lifecycle.${name}`))
            .join(', '),
        }
      : null,
    present(live.loadMode) ? { key: 'loadMode', label: t('live.loadMode'), value: onOff(flagOn(live.loadMode)) } : null,
    present(live.loadState)
      ? { key: 'loadState', label: t('live.loadState'), value: onOff(flagOn(live.loadState)) }
      : null,
    present(live.clusterData)
      ? { key: 'clusterData', label: t('live.clusterData'), value: clusterText(live.clusterData, yesNo) }
      : null,
  ];

  return <ValueList label={t('home.liveValues')} items={items.filter((item): item is ValueItem => item !== null)} />;
}
