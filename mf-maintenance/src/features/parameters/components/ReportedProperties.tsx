import { Alert, Card, Descriptions } from 'antd';
import { ApiError, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';

export interface ReportedPropertiesProps {
  data: Wire.ReportedProperties | undefined;
  error: unknown;
  loading: boolean;
}

/** What the device reported (spec 3), or spec 8's 'Could not find reported properties' on a 204. */
export function ReportedProperties({ data, error, loading }: ReportedPropertiesProps) {
  const { t } = useTexts();
  if (error) {
    const text =
      error instanceof ApiError
        ? t(error.i18nKey, { ns: 'error', ...error.i18nValues })
        : t('reportedPropertiesNotFound', { ns: 'error' });
    return <Alert type="warning" showIcon title={text} />;
  }
  const items = Object.entries(data?.properties ?? {}).map(([key, value]) => ({
    key,
    label: key,
    children: typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''),
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
