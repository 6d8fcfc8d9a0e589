import { Alert, Card, Descriptions } from 'antd';
import { ApiError, formatTimestamp, siteOfDevice, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { NO_VALUE } from '../../shared/noValue';

export interface ReportedPropertiesProps {
  data: Wire.ReportedProperties | undefined;
  error: unknown;
  loading: boolean;
}

type Translate = ReturnType<typeof useTexts>['t'];

/** Properties the portal knows, in words; a property a device adds is shown under its own name. */
const PROPERTY_LABELS = {
  firmwareBranch: 'parameters.firmwareBranch',
  firmwareBuild: 'parameters.firmwareBuild',
  inverterMaxPower: 'parameters.reported.inverterMaxPower',
  batteryCapacity: 'parameters.reported.batteryCapacity',
  lastReported: 'parameters.reported.lastReported',
} as const;
const PROPERTY_UNITS: Partial<Record<string, 'kW' | 'kWh'>> = { inverterMaxPower: 'kW', batteryCapacity: 'kWh' };
/** An instant as JSON carries it (2026-11-28T10:12:00.000Z): shown as a time, never as that text. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A reported value as a person reads it: a time in the user's date format, yes or no, a number with its unit. */
function valueText(key: string, value: unknown, t: Translate, time: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no', { ns: 'common' });
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return time(value) || value;
  const unit = PROPERTY_UNITS[key];
  if (typeof value === 'number' && unit)
    return t('valueWithUnit', { ns: 'common', value, unit: t(unit, { ns: 'common' }) });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * What the device reported (spec 3), or spec 8's 'Could not find reported properties' on a 204. Times are in the
 * user's date format and the device's site time zone.
 */
export function ReportedProperties({ data, error, loading }: ReportedPropertiesProps) {
  const { t } = useTexts();
  const { configuration, timezone, user } = useHost();
  const zone = (data && siteOfDevice(configuration, data.deviceId)?.timezone) ?? timezone;
  const time = (iso: string) => formatTimestamp(iso, user?.dateFormat, zone, 'seconds');
  if (error) {
    const text =
      error instanceof ApiError
        ? t(error.i18nKey, { ns: 'error', ...error.i18nValues })
        : t('reportedPropertiesNotFound', { ns: 'error' });
    return <Alert type="warning" showIcon title={text} />;
  }
  const items = Object.entries(data?.properties ?? {}).map(([key, value]) => ({
    key,
    label: key in PROPERTY_LABELS ? t(PROPERTY_LABELS[key as keyof typeof PROPERTY_LABELS]) : key,
    children: valueText(key, value, t, time),
  }));
  return (
    <Card title={t('parameters.reportedProperties')} size="small" loading={loading}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'firmwareVersion', label: t('parameters.reportedBuild'), children: data?.firmwareVersion ?? '' },
          ...items,
        ]}
      />
    </Card>
  );
}
