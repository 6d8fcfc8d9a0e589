import { Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ApiError, Role, useHost, type EndpointInput } from '@bess/shared';
import { FormProblems, useSchemaForm } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { isValidGrantee, normaliseEmail } from '../../users/accessRules';

/** spec 6: the installer role is granted by e-mail; success says the user is now {role}; unknown: 'User does not exist'. */
export function InstallerRoleForm() {
  const { t } = useTexts();
  const { api, notify } = useHost();
  const [form] = Form.useForm<{ email: string }>();
  const checks = useSchemaForm(form);
  const grant = useMutation({
    mutationFn: (email: string) => api.user.grantRole({ email, role: Role.Installer }),
    onSuccess: (answer) => {
      notify({
        level: 'success',
        message: t('admin.userIsNow', { email: answer.email, role: t(`roles.${answer.role}`) }),
      });
      form.resetFields();
      checks.clear();
    },
    onError: (err) => {
      // A refusal that names fields is shown beside them; spec 6: an unknown user (1017) is 'User does not exist'.
      if (checks.refused(err)) return;
      const unknown = err instanceof ApiError && (err.status === 404 || err.code === 1017);
      notify({ level: 'error', message: t(unknown ? 'userDoesNotExist' : 'apiCallFailed', { ns: 'error' }) });
    },
  });

  const submit = async () => {
    const email = (form.getFieldValue('email') as string | undefined) ?? '';
    // The check weighs the call's body; the e-mail travels in the path, which it does not weigh, so the form's own
    // rules say that it is there and is an e-mail.
    const body = { role: Role.Installer } as EndpointInput<'grantRole'>;
    if (await checks.check({ name: 'grantRole', body })) grant.mutate(normaliseEmail(email));
  };

  return (
    <Form
      form={form}
      layout="inline"
      name="installer"
      aria-label={t('admin.installerRole')}
      onFinish={() => void submit()}
      onValuesChange={checks.onValuesChange}
    >
      <Typography.Paragraph type="secondary" style={{ width: '100%' }}>
        {t('admin.installerHint')}
      </Typography.Paragraph>
      <Form.Item
        name="email"
        label={t('users.email')}
        rules={[
          { required: true, whitespace: true, message: t('validation.required', { ns: 'error' }) },
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || (isValidGrantee(value) && value.includes('@'))
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.invalidEmail', { ns: 'error' }))),
          },
        ]}
      >
        <Input autoComplete="off" style={{ minWidth: 260 }} />
      </Form.Item>
      {checks.problems.length > 0 && (
        <div style={{ width: '100%', marginTop: 12 }}>
          <FormProblems problems={checks.problems} />
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('admin.grant')}
      </Button>
    </Form>
  );
}
