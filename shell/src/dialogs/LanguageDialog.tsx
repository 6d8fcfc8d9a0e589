import { useId, useState } from 'react';
import { Button, Modal, Radio, Space } from 'antd';
import { LANGUAGE_LABELS, resolveLanguage, type Language, useBaseTexts } from '@bess/shared';
import { DialogError } from './DialogError';
import { useUpdateUserSettings } from './useUpdateUserSettings';

// spec 2: the languages are offered in this order (Dansk, English, Svenska, Deutsch).
const LANGUAGE_ORDER = Object.keys(LANGUAGE_LABELS) as Language[];

/**
 * spec 4: the language dialog of a user with no language. Choosing one saves it (PUT /User) and shows the portal in
 * it at once. It cannot be dismissed: the user has to choose.
 */
export function LanguageDialog() {
  const { t, i18n } = useBaseTexts();
  const titleId = useId();
  const update = useUpdateUserSettings();
  // The language the portal is shown in now (from the browser) is the likely choice.
  const [language, setLanguage] = useState<Language>(() => resolveLanguage(i18n.resolvedLanguage ?? i18n.language));

  return (
    <Modal
      open
      title={<span id={titleId}>{t('dialogs.language.title')}</span>}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" loading={update.isPending} onClick={() => update.mutate({ language })}>
          {t('dialogs.language.save')}
        </Button>
      }
    >
      <p>{t('dialogs.language.text')}</p>
      <Radio.Group
        aria-labelledby={titleId}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        <Space orientation="vertical">
          {LANGUAGE_ORDER.map((code) => (
            <Radio key={code} value={code}>
              <span lang={code}>{LANGUAGE_LABELS[code]}</span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <DialogError error={update.error} />
    </Modal>
  );
}
