import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Select, Space, Spin, Typography } from 'antd';
import { EU_MIN_ELECTRICITY_TAX_PER_KWH, useHost, type Site, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import { usePolicy, useSavePolicy } from './hooks/usePolicy';
import { POLICY_NUMBERS, TARIFF_MODELS, checkPolicyForm, policyToForm, type PolicyFormValues } from './policyForm';

export interface PolicySectionProps {
  site: Site;
  canEdit: boolean;
}

/** The site's tariff-optimisation policy (spec 1, 3; spec 5 validation texts). */
export function PolicySection({ site, canEdit }: PolicySectionProps) {
  const { t } = useTexts();
  const query = usePolicy(site.siteId);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error, t)} />;
  // Keyed by the stored policy: a save that the server accepted refills the form from what it holds.
  return (
    <PolicyForm key={JSON.stringify(query.data.policy)} site={site} policy={query.data.policy} canEdit={canEdit} />
  );
}

function PolicyForm({ site, policy, canEdit }: { site: Site; policy: Wire.Policy | null; canEdit: boolean }) {
  const { t } = useTexts();
  const { notify } = useHost();
  const [form] = Form.useForm<PolicyFormValues>();
  const save = useSavePolicy(site.siteId);
  const [failure, setFailure] = useState<string | null>(null);
  const capacity = site.batteryCapacity;

  const submit = async () => {
    const values = { ...policyToForm(null), ...form.getFieldsValue(true) } as PolicyFormValues;
    const checked = checkPolicyForm(values, capacity);
    form.setFields(
      (['name', ...POLICY_NUMBERS] as const).map((name) => {
        const error = checked.ok ? undefined : checked.errors[name];
        return { name, errors: error ? [t(error.key, { ns: 'error', ...error.values })] : [] };
      }),
    );
    if (!checked.ok) return; // spec 5: invalid input saves nothing
    setFailure(null);
    try {
      await save.mutateAsync(checked.policy);
      notify({ level: 'success', message: t('policies.saved') });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };
  const remove = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(null);
      notify({ level: 'success', message: t('policies.removed') });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={policyToForm(policy)}
      disabled={!canEdit}
      style={{ maxWidth: 720 }}
      aria-label={t('schedule.sections.policy')}
    >
      {!policy && <Typography.Paragraph type="secondary">{t('policies.none')}</Typography.Paragraph>}
      <Form.Item name="name" label={t('policies.name')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('policies.serviceType')}>
        <Typography.Text>{t('policies.serviceTypes.GridTariffOptimization')}</Typography.Text>
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item name="tariffArea" label={t('policies.tariffArea')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="dso" label={t('policies.dso')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="tariffModel" label={t('policies.tariffModel')} style={{ minWidth: 240 }}>
          <Select
            allowClear
            options={TARIFF_MODELS.map((model) => ({ value: model, label: t(`policies.tariffTypes.${model}`) }))}
          />
        </Form.Item>
      </Space>
      <Space wrap size="middle" align="start">
        {POLICY_NUMBERS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`policies.${field}`)}
            extra={field === 'fixedEnergy' ? t('policies.fixedEnergyHint', { capacity }) : undefined}
            style={{ width: 260 }}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        ))}
      </Space>
      <Typography.Paragraph type="secondary">
        {t('policies.taxNote', { tax: EU_MIN_ELECTRICITY_TAX_PER_KWH })}
      </Typography.Paragraph>
      {failure && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          role="alert"
          title={t('schedule.saveFailed', { message: failure })}
        />
      )}
      {canEdit && (
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('policies.save')}
          </Button>
          {policy && (
            <Popconfirm
              title={t('policies.remove')}
              okText={t('events.yes')}
              cancelText={t('events.no')}
              onConfirm={remove}
            >
              <Button danger>{t('policies.remove')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Form>
  );
}
