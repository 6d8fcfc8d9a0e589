import { useEffect } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { accessLevelName, userDayjsFormat, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { defaultGrantLevel, isValidGrantee, levelOptions } from '../accessRules';
import type { GrantInput } from '../hooks/useAccess';

export interface AccessDialogProps {
  open: boolean;
  /** The grant being changed; null adds a new one. */
  entry: Wire.UserAccessEntry | null;
  /** The caller's level on the object: the levels offered start there. */
  callerLevel: number;
  saving: boolean;
  onSave(grant: GrantInput): void;
  onCancel(): void;
}

interface FormValues {
  email: string;
  level: number;
  startTime: Dayjs;
  endTime: Dayjs | null;
}

/** Add a user by e-mail, or change a user's level and time window (spec 3: an empty end is open). */
export function AccessDialog({ open, entry, callerLevel, saving, onSave, onCancel }: AccessDialogProps) {
  const { t } = useTexts();
  const { user } = useHost();
  const [form] = Form.useForm<FormValues>();
  const format = `${userDayjsFormat(user?.dateFormat)} HH:mm`;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      email: entry?.email ?? '',
      level: entry?.level ?? defaultGrantLevel(callerLevel),
      startTime: entry ? dayjs(entry.startTime) : dayjs(),
      endTime: entry?.endTime ? dayjs(entry.endTime) : null,
    });
  }, [open, entry, callerLevel, form]);

  const submit = (values: FormValues) =>
    onSave({
      email: values.email.trim(),
      level: values.level,
      startTime: values.startTime.toISOString(),
      endTime: values.endTime ? values.endTime.toISOString() : null,
    });

  return (
    <Modal
      open={open}
      title={entry ? t('users.edit') : t('users.add')}
      okText={t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="access">
        <Form.Item
          name="email"
          label={t('users.email')}
          rules={[
            { required: true, message: t('validation.required', { ns: 'error' }) },
            {
              validator: (_rule, value: string) =>
                !value || isValidGrantee(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.invalidEmail', { ns: 'error' }))),
            },
          ]}
        >
          <Input disabled={entry !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item name="level" label={t('users.level')} rules={[{ required: true }]}>
          <Select
            options={levelOptions(callerLevel).map((level) => {
              const name = accessLevelName(level);
              // Every grantable level has a name; a level without one shows its number rather than a raw key.
              return { value: level, label: name ? t(`accessLevels.${name}`) : String(level) };
            })}
          />
        </Form.Item>
        <Form.Item
          name="startTime"
          label={t('users.startTime')}
          rules={[{ required: true, message: t('validation.required', { ns: 'error' }) }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={format} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('users.endTime')}
          extra={t('users.noEnd')}
          dependencies={['startTime']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | null) => {
                const start = getFieldValue('startTime') as Dayjs | undefined;
                return !value || !start || value.isAfter(start)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.endAfterStart', { ns: 'error' })));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={format} style={{ width: '100%' }} allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}
