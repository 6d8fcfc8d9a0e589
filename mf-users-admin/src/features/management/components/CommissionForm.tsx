import { useEffect } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { commissioningQueries, useHost, validateDeviceId } from '@bess/shared';
import { FormProblems, useSchemaForm } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { commissionBody } from '../managementRules';

export interface CommissionValues {
  deviceId: string;
  serialNumber: string;
  code: string;
}

export interface CommissionFormProps {
  /** The site the device is commissioned onto. */
  siteId: string;
  /** A device id to start with (an unparented device picked from the list). */
  deviceId?: string;
  saving: boolean;
  /** Commissions; resolves once done, rejects with the API's refusal. */
  onCommission(values: CommissionValues): Promise<unknown>;
}

/**
 * spec 4: commission a device onto the site by its id plus the label's serial number and code. The body is checked
 * as the API checks it; the device id also keeps spec 5's own wordings ('Wrong format SC/SCR have to be with capital
 * letters', 'Wrong format'), which the schema cannot say.
 */
export function CommissionForm({ siteId, deviceId, saving, onCommission }: CommissionFormProps) {
  const { t } = useTexts();
  const { api, notify, isMobile } = useHost();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CommissionValues>();
  const checks = useSchemaForm(form);

  useEffect(() => {
    if (deviceId) form.setFieldsValue({ deviceId, serialNumber: '', code: '' });
  }, [deviceId, form]);

  // spec 7: GET /GetLabelByDeviceId returns the labels (serialNumber, code) of a device the caller holds.
  const readLabel = async () => {
    const id = (form.getFieldValue('deviceId') as string | undefined)?.trim() ?? '';
    const problem = validateDeviceId(id);
    if (problem) {
      form.setFields([{ name: 'deviceId', errors: [t(problem.key, { ns: 'error', ...problem.values })] }]);
      return;
    }
    try {
      const { labels } = await queryClient.fetchQuery(commissioningQueries.label(api, id));
      const label = labels[0];
      if (label) form.setFieldsValue({ serialNumber: label.serialNumber, code: label.code });
      else notify({ level: 'warning', message: t('management.noLabel') });
    } catch {
      notify({ level: 'warning', message: t('management.noLabel') });
    }
  };

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Partial<CommissionValues>;
    const values = { deviceId: raw.deviceId ?? '', serialNumber: raw.serialNumber ?? '', code: raw.code ?? '' };
    if (!(await checks.check({ name: 'commissionDevice', body: commissionBody(siteId, values) }))) return;
    try {
      await onCommission(values);
      form.resetFields();
      checks.clear();
    } catch (err) {
      checks.refused(err);
    }
  };

  const required = (field: keyof CommissionValues) => checks.required('commissionDevice', field);
  return (
    <Form
      form={form}
      // On a phone the fields stack: in a row they run past the card.
      layout={isMobile ? 'vertical' : 'inline'}
      name="commission"
      aria-label={t('management.commission')}
      onFinish={() => void submit()}
      onValuesChange={checks.onValuesChange}
    >
      <Form.Item
        name="deviceId"
        label={t('management.deviceId')}
        required={required('deviceId')}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              // An empty id is the schema's to refuse ('The field is required'); the format is spec 5's.
              const problem = value ? validateDeviceId(value) : null;
              return problem
                ? Promise.reject(new Error(t(problem.key, { ns: 'error', ...problem.values })))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder="SC-000000000" autoComplete="off" />
      </Form.Item>
      <Form.Item name="serialNumber" label={t('management.serialNumber')} required={required('serialNumber')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label={t('management.code')} required={required('code')}>
        <Input autoComplete="off" />
      </Form.Item>
      {checks.problems.length > 0 && (
        <div style={{ width: '100%' }}>
          <FormProblems problems={checks.problems} />
        </div>
      )}
      <Space>
        <Button onClick={() => void readLabel()}>{t('management.fetchLabel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('management.commission')}
        </Button>
      </Space>
    </Form>
  );
}
