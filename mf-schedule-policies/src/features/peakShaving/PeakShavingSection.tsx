import { Suspense, lazy, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parameterKeys, parameterQueries, useHost, type Site, type Wire } from '@bess/shared';
import { schemaAtPath, useInputCheck } from '@bess/shared/forms';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import { useSiteSeries } from '../telemetry/useSiteSeries';
import { requiredFieldsOf } from '../schedule/formFields';
import { useFormErrors } from '../schedule/useFormErrors';
import { controlBody, limitsFieldOf, limitsToForm, type LimitsFormValues } from './limitsForm';

const PowerChart = lazy(() => import('../telemetry/PowerChart').then((m) => ({ default: m.PowerChart })));

export interface PeakShavingSectionProps {
  site: Site;
  canEdit: boolean;
}

const DAY_MS = 86_400_000;

/** Peak shaving of a site (spec 2, 3): the grid limits of /parameters/control and 24 h of grid power against them. */
export function PeakShavingSection({ site, canEdit }: PeakShavingSectionProps) {
  const { t } = useTexts();
  const { api } = useHost();
  const query = useQuery(parameterQueries.control(api, site.siteId));
  if (query.isPending) return <Spin />;
  // spec 5 / 8: a 204 is an unknown device ('Device does not exist').
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error, t)} />;
  return (
    <Flex vertical gap="middle">
      <LimitsForm key={JSON.stringify(query.data.control)} site={site} control={query.data.control} canEdit={canEdit} />
      <GridChart site={site} control={query.data.control} />
    </Flex>
  );
}

function LimitsForm({ site, control, canEdit }: { site: Site; control: Wire.ControlParameters; canEdit: boolean }) {
  const { t } = useTexts();
  const { api, notify } = useHost();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LimitsFormValues>();
  const errors = useFormErrors(form, limitsFieldOf);
  const inputCheck = useInputCheck();
  const required = useMemo(
    () => requiredFieldsOf(schemaAtPath(inputCheck?.inputSchemaOf('updateControlParameters'), 'control')),
    [inputCheck],
  );
  // The check and the save as one mutation: the button is busy from the click until the API has answered.
  const save = useMutation({
    mutationFn: async () => {
      const body = controlBody(site.siteId, control, form.getFieldsValue(true));
      if (!(await errors.check('updateControlParameters', body, {}))) return false;
      // The check passed: both limits are numbers or null.
      await api.parameters.updateControl(body as Wire.UpdateControlParametersBody);
      await queryClient.invalidateQueries({ queryKey: parameterKeys.control(site.siteId) });
      return true;
    },
    onSuccess: (saved) => {
      if (saved) notify({ level: 'success', message: t('peakShaving.saved') });
    },
    onError: (error) => errors.refused(error),
  });

  const limitItem = (name: keyof LimitsFormValues, label: string, siteLimit: number | null | undefined) => (
    <Form.Item
      name={name}
      label={label}
      required={required.has(name)}
      extra={t('peakShaving.limitsHint', { limit: siteLimit ?? '–' })}
      style={{ width: 280 }}
    >
      <Input inputMode="decimal" />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      name="peakShaving"
      layout="vertical"
      disabled={!canEdit}
      initialValues={limitsToForm(control)}
      onValuesChange={errors.changed}
    >
      <Space wrap size="middle" align="start">
        {limitItem('peakShavingGridImportLimit', t('peakShaving.gridImportLimit'), site.gridPowerImportLimit)}
        {limitItem('peakShavingGridExportLimit', t('peakShaving.gridExportLimit'), site.gridPowerExportLimit)}
      </Space>
      {errors.notice && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          role="alert"
          title={t('schedule.saveFailed', { message: errors.notice })}
        />
      )}
      {canEdit && (
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('peakShaving.save')}
        </Button>
      )}
    </Form>
  );
}

function GridChart({ site, control }: { site: Site; control: Wire.ControlParameters }) {
  const { t } = useTexts();
  // The last 24 h, to the quarter hour (a stable query key between renders).
  const [to] = useState(() => Math.ceil(Date.now() / 900_000) * 900_000);
  const from = to - DAY_MS;
  const { points, isPending, error } = useSiteSeries(site, from, to);
  const importLimit = control.peakShavingGridImportLimit ?? site.gridPowerImportLimit;
  const exportLimit = control.peakShavingGridExportLimit ?? site.gridPowerExportLimit;
  // The same lines from render to render while the data and the limits stay: the chart draws again only then.
  const lines = useMemo(() => {
    const flat = (value: number | null) =>
      value === null
        ? []
        : [
            { time: from, value },
            { time: to, value },
          ];
    return [
      {
        name: t('peakShaving.gridPower'),
        color: '#1677ff',
        points: points.map((p) => ({ time: p.time, value: p.grid })),
      },
      { name: t('peakShaving.importLimit'), color: '#cf1322', dashed: true, points: flat(importLimit) },
      {
        name: t('peakShaving.exportLimit'),
        color: '#d48806',
        dashed: true,
        points: flat(exportLimit === null ? null : -exportLimit),
      },
    ];
  }, [points, importLimit, exportLimit, from, to, t]);
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text strong>{t('peakShaving.chartTitle')}</Typography.Text>
      {error ? (
        <Alert type="error" showIcon title={errorText(error, t)} />
      ) : isPending ? (
        <Spin />
      ) : points.length === 0 ? (
        <Empty description={t('peakShaving.noData')} />
      ) : (
        <Suspense fallback={<div style={{ height: 260 }} />}>
          <PowerChart zone={site.timezone} from={from} to={to} series={lines} />
        </Suspense>
      )}
    </figure>
  );
}
