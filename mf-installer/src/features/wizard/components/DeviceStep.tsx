import { useState } from 'react';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { ApiError, errorMessageKey, parseQrCode, validateDeviceId, type FieldError } from '@bess/shared';
import {
  refusedFields,
  isRequiredField,
  checkBeforeSending,
  useFieldErrorText,
  useInputCheck,
} from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import { QrCapture } from './QrCapture';
import type { StepProps } from './stepProps';

/**
 * spec 4 and 5: identify the battery: scan its QR label, take a photo of it, or type the device id. The id is checked
 * with spec 5's words first ('The field is required', 'Wrong format SC/SCR have to be with capital letters', 'Wrong
 * format'), then as the API checks the label call's input. The step has one field, and a message about it also comes
 * from a photo or the camera, away from the field: so every message shows beside the field as an alert, read out.
 */
export function DeviceStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { lookUpLabel } = useInstallerCalls();
  const fieldText = useFieldErrorText();
  const inputCheck = useInputCheck();
  const [text, setText] = useState(state.deviceId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.saved && state.deviceId && state.site) {
    // Going back after saving shows the battery; it is this installation's battery now (never saved twice).
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t('installer.device.locked', { id: state.deviceId, site: state.site.siteName })}
        />
        <Button
          type="primary"
          size="large"
          block
          style={{ marginTop: 16 }}
          onClick={() => dispatch({ type: 'goTo', step: 'site' })}
        >
          {t('installer.next')}
        </Button>
      </>
    );
  }

  const lookUp = async (value: string) => {
    setError(null);
    // spec 5: required; SC/SCR in capitals ('Wrong format SC/SCR have to be with capital letters'), else 'Wrong format'.
    const invalid = validateDeviceId(value);
    if (invalid) {
      setError(t(invalid.key, { ns: 'error', ...invalid.values }));
      return;
    }
    const deviceId = value.trim();
    // What the API would refuse of the label call's input, and what it does refuse, is about this one field.
    const aboutTheId = (errors: readonly FieldError[]) => errors.map(fieldText).join(' ');
    const found = await checkBeforeSending('getLabel', { deviceId });
    if (found.length > 0) {
      setError(aboutTheId(found));
      return;
    }
    setBusy(true);
    try {
      const { labels } = await lookUpLabel(deviceId);
      const label = labels[0];
      if (label) dispatch({ type: 'identified', deviceId, label });
      else setError(t('installer.device.notFound', { id: deviceId }));
    } catch (err) {
      const refused = refusedFields(err);
      if (refused.length > 0) {
        setError(aboutTheId(refused));
        return;
      }
      // A device the installer may not see answers 404, as if it did not exist (ARCHITECTURE 5).
      setError(
        err instanceof ApiError && err.status === 404
          ? t('installer.device.notFound', { id: deviceId })
          : t(errorMessageKey(err), { ns: 'error' }),
      );
    } finally {
      setBusy(false);
    }
  };

  const onQrText = (qr: string) => {
    setScanned(null);
    // spec 5: a code that holds no device id is 'Invalid QR-code please try again'.
    const read = parseQrCode(qr);
    if (!read.ok) {
      setError(t(read.error.key, { ns: 'error' }));
      return;
    }
    setText(read.deviceId);
    setScanned(t('installer.device.scanned', { id: read.deviceId }));
    void lookUp(read.deviceId);
  };

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('installer.device.title')}
      </Typography.Title>
      <QrCapture
        onText={onQrText}
        disabled={busy}
        // The dialog closes first; the field is then there to take the focus.
        onTypeInstead={() => setTimeout(() => document.getElementById('installer-device-id')?.focus(), 0)}
      />
      <Divider plain>{t('installer.device.or')}</Divider>
      <Form layout="vertical" onFinish={() => void lookUp(text)}>
        <Form.Item
          label={t('installer.device.deviceId')}
          htmlFor="installer-device-id"
          required={inputCheck !== null && isRequiredField(inputCheck, 'getLabel', 'deviceId')}
          validateStatus={error ? 'error' : undefined}
          help={error ? <span role="alert">{error}</span> : scanned}
        >
          <Input
            id="installer-device-id"
            size="large"
            value={text}
            placeholder={t('installer.device.deviceIdPlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
              setScanned(null);
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('installer.device.lookUp')}
        </Button>
      </Form>
    </>
  );
}
