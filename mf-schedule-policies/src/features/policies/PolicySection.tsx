import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Select, Space, Spin, Typography } from 'antd';
import { EU_MIN_ELECTRICITY_TAX_PER_KWH, useHost, type Site, type Wire } from '@bess/shared';
import { schemaAtPath, useInputCheck } from '@bess/shared/forms';
import { useTexts } from '../../i18n';
import { errorText } from '../schedule/errorText';
import { requiredFieldsOf } from '../schedule/formFields';
import { useFormErrors } from '../schedule/useFormErrors';
import { usePolicy, useSavePolicy } from './hooks/usePolicy';
import {
  POLICY_NUMBERS,
  TARIFF_MODELS,
  policyBody,
  policyFieldOf,
  policyNameMissing,
  policyToForm,
  type PolicyFormValues,
} from './policyForm';

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
  const errors = useFormErrors(form, policyFieldOf);
  const inputCheck = useInputCheck();
  const required = useMemo(
    () => requiredFieldsOf(schemaAtPath(inputCheck?.inputSchemaOf('updatePolicy'), 'policy')),
    [inputCheck],
  );
  const capacity = site.batteryCapacity;

  // The check and the save as one mutation: the button is busy from the click until the API has answered.
  const submit = useMutation({
    mutationFn: async () => {
      const values = { ...policyToForm(null), ...form.getFieldsValue(true) } as PolicyFormValues;
      const body = { siteId: site.siteId, policy: policyBody(values) };
      const own = policyNameMissing(values) ? [{ name: 'name', text: t('validation.required', { ns: 'error' }) }] : [];
      // spec 5: what the API would refuse is said beside its field, and nothing is sent.
      if (!(await errors.check('updatePolicy', body, { batteryCapacityKwh: capacity }, own))) return false;
      // The check passed: every number of the body is a number or null.
      await save.mutateAsync(body.policy as Wire.Policy);
      return true;
    },
    onSuccess: (saved) => {
      if (saved) notify({ level: 'success', message: t('policies.saved') });
    },
    onError: (error) => errors.refused(error),
  });
  const remove = async () => {
    errors.clear();
    try {
      await save.mutateAsync(null);
      notify({ level: 'success', message: t('policies.removed') });
    } catch (error) {
      errors.refused(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={policyToForm(policy)}
      name="policy"
      disabled={!canEdit}
      style={{ maxWidth: 720 }}
      aria-label={t('schedule.sections.policy')}
      onValuesChange={errors.changed}
    >
      {!policy && <Typography.Paragraph type="secondary">{t('policies.none')}</Typography.Paragraph>}
      <Form.Item name="name" label={t('policies.name')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('policies.serviceType')}>
        <Typography.Text>{t('policies.serviceTypes.GridTariffOptimization')}</Typography.Text>
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item name="tariffArea" label={t('policies.tariffArea')} required={required.has('tariffArea')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="dso" label={t('policies.dso')} required={required.has('dso')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="tariffModel"
          label={t('policies.tariffModel')}
          required={required.has('tariffModel')}
          style={{ minWidth: 240 }}
        >
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
            required={required.has(field)}
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
        <Space>
          <Button type="primary" loading={submit.isPending || save.isPending} onClick={() => submit.mutate()}>
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
