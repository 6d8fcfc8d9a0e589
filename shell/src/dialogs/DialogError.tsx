import { Alert } from 'antd';
import { ApiError, ERROR_NAMESPACE, errorMessageKey, useBaseTexts } from '@bess/shared';

export interface DialogErrorProps {
  /** The failure of the dialog's last call; nothing is shown without one. */
  error: unknown;
}

/** spec 8: a failed call's text from the `error` namespace, inside the dialog that made the call. */
export function DialogError({ error }: DialogErrorProps) {
  const { t } = useBaseTexts();
  if (!error) return null;
  const values = error instanceof ApiError ? error.i18nValues : {};
  return (
    <Alert
      type="error"
      showIcon
      title={t(errorMessageKey(error), { ns: ERROR_NAMESPACE, ...values })}
      style={{ marginTop: 16 }}
    />
  );
}
