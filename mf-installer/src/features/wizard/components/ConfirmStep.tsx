import { Alert, Button, Result, Typography } from 'antd';
import { errorMessageKey, formatTimestamp, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import type { StepProps } from './stepProps';

export interface ConfirmStepProps extends StepProps {
  /** The installer is done: leave the wizard (to the new site's home). */
  onFinish(): void;
}

/** spec 4: confirm the installation (POST /Installed sets the commissioning date to now); then add another battery. */
export function ConfirmStep({ state, dispatch, onFinish }: ConfirmStepProps) {
  const { t } = useTexts();
  const { user, configuration } = useHost();
  const { installed } = useInstallerCalls();
  const { deviceId, site } = state;
  if (!deviceId || !site) return null;

  if (state.installedAt) {
    const zone = configuration.sitesById.get(site.siteId)?.timezone;
    const date = formatTimestamp(state.installedAt, user?.dateFormat, zone, 'minutes');
    return (
      <Result
        status="success"
        title={t('installer.confirm.done')}
        subTitle={t('installer.confirm.commissioned', { id: deviceId, site: site.siteName, date })}
        style={{ padding: '16px 0' }}
        extra={
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Button
              type="primary"
              size="large"
              block
              // A long site name wraps instead of running out of the button on a phone.
              style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 8 }}
              onClick={() => dispatch({ type: 'addAnother' })}
            >
              {t('installer.confirm.addAnother', { site: site.siteName })}
            </Button>
            <Button size="large" block onClick={onFinish}>
              {t('installer.confirm.finish')}
            </Button>
          </div>
        }
      />
    );
  }

  const confirm = async () => {
    await installed.mutateAsync(deviceId);
    dispatch({ type: 'installed', at: new Date().toISOString() });
  };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('installer.confirm.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('installer.confirm.text', { id: deviceId, site: site.siteName })}</Typography.Paragraph>
      {installed.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(errorMessageKey(installed.error), { ns: 'error' })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" size="large" block loading={installed.isPending} onClick={() => void confirm()}>
        {t('installer.confirm.button')}
      </Button>
    </>
  );
}
