import { useEffect, useMemo } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { AccessLevel, DEFAULT_TIMEZONE, useHost, type SiteGroup } from '@bess/shared';
import { FormProblems, useSchemaForm } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { groupCall, parentOptions, timezoneProblem, type GroupFormValues, type GroupWrite } from '../managementRules';
import { ruleOf } from './formRules';

export interface GroupDialogProps {
  open: boolean;
  /** The group being changed; null creates one in `defaultParentId`. */
  group: SiteGroup | null;
  defaultParentId: string | null;
  saving: boolean;
  /** Saves; resolves once stored (the page closes the dialog), rejects with the API's refusal. */
  onSave(values: GroupFormValues): Promise<unknown>;
  onCancel(): void;
}

/**
 * Create, rename or move a site group (a group never moves into itself or below itself). The body is checked as the
 * API checks it before it is sent; a name another group under the same parent has is the API's to refuse, beside the
 * name.
 */
export function GroupDialog({ open, group, defaultParentId, saving, onSave, onCancel }: GroupDialogProps) {
  const { t } = useTexts();
  const { configuration } = useHost();
  const [form] = Form.useForm<GroupFormValues>();
  const checks = useSchemaForm(form, undefined, open);
  const { clear } = checks;
  const parents = useMemo(
    () => parentOptions(configuration, AccessLevel.Admin, group?.siteGroupId ?? null),
    [configuration, group],
  );
  const write: GroupWrite = group ? { kind: 'update', siteGroupId: group.siteGroupId } : { kind: 'create' };
  const endpoint = write.kind === 'create' ? 'createSiteGroup' : 'updateSiteGroup';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    clear();
    form.setFieldsValue({
      name: group?.name ?? '',
      parentId: group ? group.parentId : defaultParentId,
      timezone: group?.timezone ?? DEFAULT_TIMEZONE,
    });
  }, [open, group, defaultParentId, form, clear]);

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Partial<GroupFormValues>;
    const values: GroupFormValues = {
      name: raw.name ?? '',
      parentId: raw.parentId || null,
      timezone: raw.timezone ?? '',
    };
    const call = groupCall(write, values);
    if (!(await checks.check(call))) return;
    try {
      await onSave(values);
    } catch (err) {
      checks.refused(err);
    }
  };

  return (
    <Modal
      open={open}
      title={group ? t('management.editGroup') : t('management.createGroup')}
      okText={t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="group"
        onFinish={() => void submit()}
        onValuesChange={checks.onValuesChange}
      >
        <Form.Item name="name" label={t('management.name')} required={checks.required(endpoint, 'name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="parentId"
          label={t('management.parent')}
          required={checks.required(endpoint, 'parentId')}
          getValueProps={(value: string | null) => ({ value: value ?? '' })}
        >
          <Select
            options={[{ value: '', label: t('management.topLevel') }, ...parents]}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="timezone"
          label={t('management.timezone')}
          required={checks.required(endpoint, 'timezone')}
          rules={[ruleOf(t, timezoneProblem)]}
        >
          <Input placeholder="Europe/Copenhagen" />
        </Form.Item>
        <FormProblems problems={checks.problems} />
      </Form>
    </Modal>
  );
}
