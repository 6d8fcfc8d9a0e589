import type { ReactNode } from 'react';
import { useBaseTexts } from '../i18n/useBaseTexts';
import { useHost } from '../host/HostProvider';
import type { Resources } from '../i18n/resources/en';
import type { TextKey } from '../i18n/textKeys';

export interface TabPageProps {
  /** i18n key of the page title (translation namespace); a key it does not have is a type error. */
  titleKey: TextKey<Resources['translation']>;
  /** Build id of the remote that renders the page, shown small at the bottom so a deploy can be told apart. */
  build?: string;
  children?: ReactNode;
}

// Plain elements, no antd: @bess/shared is on the shell's critical path, and antd must stay off it (ARCHITECTURE 2).

/** The frame of a tab's page: its title as the page heading, the content, and the build it came from. */
export function TabPage({ titleKey, build, children }: TabPageProps) {
  const { t } = useBaseTexts();
  return (
    <section aria-label={t(titleKey)} style={{ padding: 24 }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 600 }}>{t(titleKey)}</h1>
      {children}
      {/* The page's own text colour, dimmed, so the line reads (4.5:1) on light and dark alike */}
      {build ? <p style={{ marginTop: 32, fontSize: 12, opacity: 0.75 }}>{t('page.build', { build })}</p> : null}
    </section>
  );
}

/** The selected item's name, read through the host contract; an empty state when nothing is selected. */
export function SelectionSummary() {
  const { t } = useBaseTexts();
  const { selection } = useHost();
  if (!selection.id) {
    return (
      <div role="note" style={{ padding: 24, border: '1px dashed #cbd5e1', borderRadius: 8, color: '#475569' }}>
        <strong>{t('page.noSelection')}</strong>
        <p style={{ margin: '8px 0 0' }}>{t('page.selectHint')}</p>
      </div>
    );
  }
  return <p>{t('page.selected', { name: selection.name ?? selection.id })}</p>;
}
