import { useId, useState } from 'react';
import { Button, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  LANGUAGE_LABELS,
  configurationQueries,
  isDateFormat,
  resolveLanguage,
  useHost,
  type DateFormat,
  type Language,
  useBaseTexts,
  baseTextsOf,
} from '@bess/shared';
import { DialogError } from './DialogError';
import { useUpdateUserSettings } from './useUpdateUserSettings';

export interface SettingsDialogProps {
  open: boolean;
  onClose(): void;
}

interface Draft {
  language?: Language;
  dateFormat?: DateFormat;
}

// spec 2: each language in its own name, in the spec's order (Dansk, English, Svenska, Deutsch).
const LANGUAGE_OPTIONS = (Object.keys(LANGUAGE_LABELS) as Language[]).map((code) => ({
  value: code,
  label: <span lang={code}>{LANGUAGE_LABELS[code]}</span>,
  title: LANGUAGE_LABELS[code],
}));

// spec 2: the nine date formats, shown as the spec writes them.
const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((format) => ({ value: format, label: format }));

/**
 * spec 2: the settings dialog of the account menu: language, date format, Save. Saving stores both with PUT /User and
 * applies them at once (the interface language, and the host user's date format through the cached user).
 */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  const { t, i18n } = useBaseTexts();
  const { api, notify } = useHost();
  const languageId = useId();
  const dateFormatId = useId();
  const { data: user } = useQuery(configurationQueries.user(api));
  const update = useUpdateUserSettings();
  // What the user has changed since the dialog opened; the rest shows the saved settings.
  const [draft, setDraft] = useState<Draft>({});
  const language = draft.language ?? resolveLanguage(user?.language ?? i18n.language);
  const dateFormat = draft.dateFormat ?? (isDateFormat(user?.dateFormat) ? user.dateFormat : DEFAULT_DATE_FORMAT);

  const save = () =>
    update.mutate(
      { language, dateFormat },
      {
        onSuccess: () => {
          // The instance's t, not the rendered t: the message is in the language just chosen.
          notify({ level: 'success', message: baseTextsOf(i18n)('settings.saved') });
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('settings.title')}
      onCancel={onClose}
      closable={{ 'aria-label': t('common:close') }}
      afterClose={() => {
        setDraft({});
        update.reset();
      }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={save}>
          {t('settings.save')}
        </Button>,
      ]}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={languageId}>{t('settings.language')}</label>
          <Select
            id={languageId}
            value={language}
            options={LANGUAGE_OPTIONS}
            onChange={(value: Language) => setDraft((d) => ({ ...d, language: value }))}
          />
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={dateFormatId}>{t('settings.dateFormat')}</label>
          <Select
            id={dateFormatId}
            value={dateFormat}
            options={DATE_FORMAT_OPTIONS}
            onChange={(value: DateFormat) => setDraft((d) => ({ ...d, dateFormat: value }))}
          />
        </div>
      </div>
      <DialogError error={update.error} />
    </Modal>
  );
}
