import { useEffect, useMemo } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { AccessLevel, DEFAULT_TIMEZONE, useHost, type SiteGroup } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { nameProblem, parentOptions, timezoneProblem } from '../managementRules';
import type { GroupFormValues } from '../hooks/useManagement';
import { ruleOf } from './formRules';

export interface GroupDialogProps {
  open: boolean;
  /** The group being changed; null creates one in `defaultParentId`. */
  group: SiteGroup | null;
  defaultParentId: string | null;
  saving: boolean;
  onSave(values: GroupFormValues): void;
  onCancel(): void;
}

/** Create, rename or move a site group (a group never moves into itself or below itself). */
export function GroupDialog({ open, group, defaultParentId, saving, onSave, onCancel }: GroupDialogProps) {
  const { t } = useTexts();
  const { configuration } = useHost();
  const [form] = Form.useForm<GroupFormValues>();
  const parents = useMemo(
    () => parentOptions(configuration, AccessLevel.Admin, group?.siteGroupId ?? null),
    [configuration, group],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      name: group?.name ?? '',
      parentId: group ? group.parentId : defaultParentId,
      timezone: group?.timezone ?? DEFAULT_TIMEZONE,
    });
  }, [open, group, defaultParentId, form]);

  return (
    <Modal
      open={open}
      title={group ? t('management.editGroup') : t('management.createGroup')}
      okText={t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="group"
        onFinish={(values) => onSave({ ...values, parentId: values.parentId || null })}
      >
        <Form.Item name="name" label={t('management.name')} rules={[ruleOf(t, nameProblem)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="parentId"
          label={t('management.parent')}
          getValueProps={(value: string | null) => ({ value: value ?? '' })}
        >
          <Select
            options={[{ value: '', label: t('management.topLevel') }, ...parents]}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="timezone" label={t('management.timezone')} rules={[ruleOf(t, timezoneProblem)]}>
          <Input placeholder="Europe/Copenhagen" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
