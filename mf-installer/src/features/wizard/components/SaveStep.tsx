import { Alert, Button, Descriptions, Typography } from 'antd';
import { ApiError, errorMessageKey, serverCodeKey, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import type { StepProps } from './stepProps';

/** spec 8 1010: the battery is already registered on this very site (the answer to our own save may have been lost). */
function isAlreadyHere(error: unknown): boolean {
  return error instanceof ApiError && error.code === 1010;
}

/** spec 4 "save battery": POST /CommissionDevice with the label looked up in the first step. */
export function SaveStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { notify } = useHost();
  const { commission } = useInstallerCalls();
  const { deviceId, label, site } = state;
  if (!deviceId || !label || !site) return null;

  const save = () =>
    commission.mutate(
      { siteId: site.siteId, deviceId, ...label },
      {
        onSuccess: () => {
          notify({ level: 'success', message: t('installer.save.saved', { id: deviceId, site: site.siteName }) });
          dispatch({ type: 'saved' });
        },
        onError: (error) => {
          // The battery is where the installer wants it: say so and go on, without saving again.
          if (!isAlreadyHere(error)) return;
          notify({ level: 'warning', message: t('code.1010', { ns: 'error' }) });
          dispatch({ type: 'saved' });
        },
      },
    );

  // A failed save as the spec shows it: the code's text (spec 8) and 'error:{code}' ('error:1000' if none).
  const error = commission.error;
  const known = error instanceof ApiError && error.code !== undefined;
  const failure =
    error === null || isAlreadyHere(error)
      ? null
      : {
          message: known ? t(serverCodeKey(error), { ns: 'error' }) : t(errorMessageKey(error), { ns: 'error' }),
          code: known ? Number(serverCodeKey(error).slice('code.'.length)) : 1000,
        };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('installer.save.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('installer.save.text', { id: deviceId, site: site.siteName })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('installer.device.serialNumber', { serialNumber: label.serialNumber })}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'device', label: t('installer.device.deviceId'), children: deviceId },
          { key: 'site', label: t('installer.steps.site'), children: site.siteName },
        ]}
      />
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          description={t('commissioningFailed', { ns: 'error', code: failure.code })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" size="large" block loading={commission.isPending} onClick={save}>
        {t('installer.save.button')}
      </Button>
    </>
  );
}
