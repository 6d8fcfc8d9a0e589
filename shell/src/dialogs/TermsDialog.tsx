import { useId, useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { useBaseTexts } from '@bess/shared';
import { DialogError } from './DialogError';
import { useUpdateUserSettings } from './useUpdateUserSettings';

/** One numbered section of the end user licence agreement (i18n `terms.sections`). */
interface TermsSection {
  title: string;
  paragraphs: string[];
}

export interface TermsDialogProps {
  /** spec 9: the newest terms number, a configuration value. */
  termsNumber: number;
}

/**
 * spec 2 and 4: the terms dialog, titled 'Terms number' and the newest number. It holds the end user licence
 * agreement (spec 1), and Continue stays disabled until the user ticks that they accept it (spec 5); accepting stores
 * the number and the date (PUT /User). It cannot be dismissed otherwise.
 */
export function TermsDialog({ termsNumber }: TermsDialogProps) {
  const { t } = useBaseTexts();
  const headingId = useId();
  const update = useUpdateUserSettings();
  const [accepted, setAccepted] = useState(false);
  const sections = t('terms.sections', { returnObjects: true }) as unknown as TermsSection[];

  return (
    <Modal
      open
      width={760}
      title={t('dialogs.terms.title', { number: termsNumber })}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button
          type="primary"
          disabled={!accepted}
          loading={update.isPending}
          onClick={() => update.mutate({ termsNumber, termsDate: new Date().toISOString() })}
        >
          {t('dialogs.terms.continue')}
        </Button>
      }
    >
      <p>{t('dialogs.terms.intro')}</p>
      {/* Focusable so that a keyboard user can scroll the agreement too. */}
      <section
        aria-labelledby={headingId}
        tabIndex={0}
        style={{
          maxHeight: '50vh',
          overflowY: 'auto',
          padding: '0 16px',
          border: '1px solid rgba(0, 0, 0, 0.15)',
          borderRadius: 6,
          lineHeight: 1.6,
        }}
      >
        <h2 id={headingId} style={{ fontSize: 18 }}>
          {t('terms.heading')}
        </h2>
        <p>{t('terms.intro')}</p>
        {Array.isArray(sections)
          ? sections.map((section) => (
              <div key={section.title}>
                <h3 style={{ fontSize: 15 }}>{section.title}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ))
          : null}
      </section>
      <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} style={{ marginTop: 16 }}>
        {t('dialogs.terms.accept')}
      </Checkbox>
      <DialogError error={update.error} />
    </Modal>
  );
}
