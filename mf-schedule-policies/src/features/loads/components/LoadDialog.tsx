import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import type { Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { LOAD_METHODS, POWER_CHARACTERISTICS, checkLoadForm, loadToForm, type LoadFormValues } from '../loadForm';

export interface LoadDialogProps {
  /** The load to edit, or null to add one. */
  load: Wire.ControllableLoad | null;
  /** Resolves when the server has stored it; rejects with the text to show. */
  onSave(load: Omit<Wire.CreateControllableLoadBody, 'siteId'>): Promise<void>;
  onClose(): void;
}

const TEXT_FIELDS = ['adapterName', 'actionOnUrl', 'actionOffUrl', 'testConnectionUrl'] as const;
const NUMBER_FIELDS = [
  'actionTimeout',
  'testConnectionTimeout',
  'expectedLoad',
  'minActiveHours',
  'maxActiveHours',
] as const;

/** Add or edit a controllable load: every field of spec 3, checked before anything is sent. */
export function LoadDialog({ load, onSave, onClose }: LoadDialogProps) {
  const { t } = useTexts();
  const [form] = Form.useForm<LoadFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = load ? t('controllableLoads.edit') : t('controllableLoads.add');

  const submit = async () => {
    const values = { ...loadToForm(null), ...form.getFieldsValue(true) } as LoadFormValues;
    const checked = checkLoadForm(values);
    form.setFields(
      (Object.keys(values) as (keyof LoadFormValues)[]).map((name) => {
        const key = checked.ok ? undefined : checked.errors[name];
        const text =
          key === 'required' ? t('events.errors.required') : key ? t(`controllableLoads.errors.${key}`) : null;
        return { name, errors: text ? [text] : [] };
      }),
    );
    if (!checked.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(checked.load);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {t('events.cancel')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {t('events.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={loadToForm(load)}>
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`controllableLoads.${field}`)}>
            <Input maxLength={field === 'adapterName' ? 100 : 2000} />
          </Form.Item>
        ))}
        <Space wrap size="middle" align="start">
          {NUMBER_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`controllableLoads.${field}`)} style={{ width: 180 }}>
              <Input inputMode="decimal" />
            </Form.Item>
          ))}
          <Form.Item
            name="powerCharacteristic"
            label={t('controllableLoads.powerCharacteristic')}
            style={{ width: 180 }}
          >
            <Select
              options={POWER_CHARACTERISTICS.map((value) => ({
                value,
                label: t(`controllableLoads.powerCharacteristics.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="method" label={t('controllableLoads.method')} style={{ width: 180 }}>
            <Select options={LOAD_METHODS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Space>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={t('schedule.saveFailed', { message: failure })} />}
    </Modal>
  );
}
