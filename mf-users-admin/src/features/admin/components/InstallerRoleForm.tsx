import { Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ApiError, Role, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { isValidGrantee, normaliseEmail } from '../../users/accessRules';

/** spec 6: the installer role is granted by e-mail; success says the user is now {role}; unknown: 'User does not exist'. */
export function InstallerRoleForm() {
  const { t } = useTexts();
  const { api, notify } = useHost();
  const [form] = Form.useForm<{ email: string }>();
  const grant = useMutation({
    mutationFn: (email: string) => api.user.grantRole({ email, role: Role.Installer }),
    onSuccess: (answer) => {
      notify({
        level: 'success',
        message: t('admin.userIsNow', { email: answer.email, role: t(`roles.${answer.role}`) }),
      });
      form.resetFields();
    },
    onError: (err) => {
      const unknown = err instanceof ApiError && (err.status === 404 || err.code === 1017);
      notify({ level: 'error', message: t(unknown ? 'userDoesNotExist' : 'apiCallFailed', { ns: 'error' }) });
    },
  });
  return (
    <Form
      form={form}
      layout="inline"
      name="installer"
      aria-label={t('admin.installerRole')}
      onFinish={({ email }) => grant.mutate(normaliseEmail(email))}
    >
      <Typography.Paragraph type="secondary" style={{ width: '100%' }}>
        {t('admin.installerHint')}
      </Typography.Paragraph>
      <Form.Item
        name="email"
        label={t('users.email')}
        rules={[
          { required: true, message: t('validation.required', { ns: 'error' }) },
          {
            validator: (_rule, value: string) =>
              !value || (isValidGrantee(value) && value.includes('@'))
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.invalidEmail', { ns: 'error' }))),
          },
        ]}
      >
        <Input autoComplete="off" style={{ minWidth: 260 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('admin.grant')}
      </Button>
    </Form>
  );
}
