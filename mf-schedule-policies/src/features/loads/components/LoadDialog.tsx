import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { type Wire } from '@bess/shared';
import { samePath, useInputCheck } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { requiredFieldsOf } from '../../schedule/formFields';
import { useFormErrors } from '../../schedule/useFormErrors';
import {
  LOAD_METHODS,
  POWER_CHARACTERISTICS,
  badUrlFields,
  loadBody,
  loadToForm,
  type LoadFields,
  type LoadFormValues,
} from '../loadForm';

export interface LoadDialogProps {
  siteId: string;
  /** The load to edit, or null to add one. */
  load: Wire.ControllableLoad | null;
  /** Resolves when the server has stored it; rejects with the failure (the dialog keeps what was typed). */
  onSave(load: LoadFields): Promise<void>;
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

/** Add or edit a controllable load: every field of spec 3, checked as the API checks it before anything is sent. */
export function LoadDialog({ siteId, load, onSave, onClose }: LoadDialogProps) {
  const { t } = useTexts();
  const [form] = Form.useForm<LoadFormValues>();
  const errors = useFormErrors(form, samePath);
  const [busy, setBusy] = useState(false);
  const inputCheck = useInputCheck();
  const call = load ? 'updateControllableLoad' : 'createControllableLoad';
  const required = useMemo(() => requiredFieldsOf(inputCheck?.inputSchemaOf(call)), [inputCheck, call]);
  const title = load ? t('controllableLoads.edit') : t('controllableLoads.add');

  const submit = async () => {
    const values = { ...loadToForm(null), ...form.getFieldsValue(true) } as LoadFormValues;
    const fields = loadBody(values);
    const body = load ? { id: load.id, siteId, ...fields } : { siteId, ...fields };
    const own = badUrlFields(values).map((name) => ({ name, text: t('validation.httpUrl', { ns: 'error' }) }));
    setBusy(true);
    try {
      if (!(await errors.check(call, body, {}, own))) return;
      // The check passed: every number of the body is a number or null.
      await onSave(fields as LoadFields);
    } catch (error) {
      errors.refused(error);
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
      <Form form={form} name="load" layout="vertical" initialValues={loadToForm(load)} onValuesChange={errors.changed}>
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`controllableLoads.${field}`)} required={required.has(field)}>
            <Input maxLength={field === 'adapterName' ? 100 : 2000} />
          </Form.Item>
        ))}
        <Space wrap size="middle" align="start">
          {NUMBER_FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`controllableLoads.${field}`)}
              required={required.has(field)}
              style={{ width: 180 }}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          ))}
          <Form.Item
            name="powerCharacteristic"
            label={t('controllableLoads.powerCharacteristic')}
            required={required.has('powerCharacteristic')}
            style={{ width: 180 }}
          >
            <Select
              options={POWER_CHARACTERISTICS.map((value) => ({
                value,
                label: t(`controllableLoads.powerCharacteristics.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="method"
            label={t('controllableLoads.method')}
            required={required.has('method')}
            style={{ width: 180 }}
          >
            <Select options={LOAD_METHODS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Space>
      </Form>
      {errors.notice && (
        <Alert type="error" showIcon role="alert" title={t('schedule.saveFailed', { message: errors.notice })} />
      )}
    </Modal>
  );
}
