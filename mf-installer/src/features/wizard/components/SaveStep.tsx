import { useState } from 'react';
import { Alert, Button, Descriptions, Typography } from 'antd';
import { ApiError, errorMessageKey, serverCodeKey, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import type { StepProps } from './stepProps';

/** A failed save as the spec shows it: the code's text (spec 8) and 'error:{code}' ('error:1000' if none). */
interface SaveFailure {
  message: string;
  code: number;
}

/** spec 4 "save battery": POST /CommissionDevice with the label looked up in the first step. */
export function SaveStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { notify } = useHost();
  const { commission } = useInstallerCalls();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { deviceId, label, site } = state;
  if (!deviceId || !label || !site) return null;

  const save = async () => {
    setFailure(null);
    try {
      await commission.mutateAsync({ siteId: site.siteId, deviceId, ...label });
      notify({ level: 'success', message: t('installer.save.saved', { id: deviceId, site: site.siteName }) });
      dispatch({ type: 'saved' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 1010) {
        // spec 8 1010: already registered on this very site, e.g. the answer to our own save was lost with the
        // connection. The battery is where the installer wants it: say so and go on, without saving again.
        notify({ level: 'warning', message: t('code.1010', { ns: 'error' }) });
        dispatch({ type: 'saved' });
        return;
      }
      const known = err instanceof ApiError && err.code !== undefined;
      setFailure({
        message: known ? t(serverCodeKey(err), { ns: 'error' }) : t(errorMessageKey(err), { ns: 'error' }),
        code: known ? Number(serverCodeKey(err).slice('code.'.length)) : 1000,
      });
    }
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
      <Button type="primary" size="large" block loading={commission.isPending} onClick={() => void save()}>
        {t('installer.save.button')}
      </Button>
    </>
  );
}
