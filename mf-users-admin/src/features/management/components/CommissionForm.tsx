import { useEffect } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { commissioningQueries, useHost, validateDeviceId } from '@bess/shared';
import { useTexts } from '../../../i18n';

export interface CommissionValues {
  deviceId: string;
  serialNumber: string;
  code: string;
}

export interface CommissionFormProps {
  /** A device id to start with (an unparented device picked from the list). */
  deviceId?: string;
  saving: boolean;
  onCommission(values: CommissionValues): Promise<unknown>;
}

/** spec 4: commission a device onto the site by its id plus the label's serial number and code. */
export function CommissionForm({ deviceId, saving, onCommission }: CommissionFormProps) {
  const { t } = useTexts();
  const { api, notify } = useHost();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CommissionValues>();

  useEffect(() => {
    if (deviceId) form.setFieldsValue({ deviceId, serialNumber: '', code: '' });
  }, [deviceId, form]);

  // spec 7: GET /GetLabelByDeviceId returns the labels (serialNumber, code) of a device the caller holds.
  const readLabel = async () => {
    const id = (form.getFieldValue('deviceId') as string | undefined)?.trim() ?? '';
    if (validateDeviceId(id)) return void form.validateFields(['deviceId']);
    try {
      const { labels } = await queryClient.fetchQuery(commissioningQueries.label(api, id));
      const label = labels[0];
      if (label) form.setFieldsValue({ serialNumber: label.serialNumber, code: label.code });
      else notify({ level: 'warning', message: t('management.noLabel') });
    } catch {
      notify({ level: 'warning', message: t('management.noLabel') });
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required', { ns: 'error' }) };
  return (
    <Form
      form={form}
      layout="inline"
      name="commission"
      aria-label={t('management.commission')}
      onFinish={(values) =>
        onCommission({
          deviceId: values.deviceId.trim(),
          serialNumber: values.serialNumber.trim(),
          code: values.code.trim(),
        }).then(
          () => form.resetFields(),
          () => undefined,
        )
      }
    >
      <Form.Item
        name="deviceId"
        label={t('management.deviceId')}
        rules={[
          {
            validator: (_rule, value: string) => {
              const problem = validateDeviceId(value);
              return problem
                ? Promise.reject(new Error(t(problem.key, { ns: 'error', ...problem.values })))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder="SC-000000000" autoComplete="off" />
      </Form.Item>
      <Form.Item name="serialNumber" label={t('management.serialNumber')} rules={[required]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label={t('management.code')} rules={[required]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Space>
        <Button onClick={() => void readLabel()}>{t('management.fetchLabel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('management.commission')}
        </Button>
      </Space>
    </Form>
  );
}
