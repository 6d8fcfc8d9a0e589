import { useCallback } from 'react';
import { useTexts } from '../../i18n';

/** spec 3: the name of a device alarm code in the user's language (this remote's `alarmCodes`), else 'Unknown alarm'. */
export function useAlarmName() {
  const { t } = useTexts();
  return useCallback(
    (code: number | null | undefined) =>
      typeof code === 'number'
        ? t(`alarmCodes.${code}`, { defaultValue: t('alarms.unknownCode', { code }) })
        : t('alarms.unknownCode', { code: '' }),
    [t],
  );
}
