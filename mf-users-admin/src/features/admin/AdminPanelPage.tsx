import { Tabs } from 'antd';
import { useHost } from '@bess/shared';
import { useTexts } from '../../i18n';
import { InstallerRoleForm } from './components/InstallerRoleForm';
import { MessageCentreEditor } from './components/MessageCentreEditor';
import { OldMessages } from './components/OldMessages';

export interface AdminPanelPageProps {
  /** Build id of this remote, shown small at the bottom so a deploy can be told apart (as a tab page shows it). */
  build?: string;
}

/**
 * The super admin's admin panel (spec 2, 6): the message centre, its old messages and the installer role, a tab each.
 * It is the body of the shell's Admin dialog, whose title is its one heading. The message centre comes first, the
 * part a super admin opens the panel for; a tab is drawn when first opened and kept, so a message being written
 * survives a look at the old ones.
 */
export function AdminPanelPage({ build }: AdminPanelPageProps) {
  const { t } = useTexts();
  const { isMobile } = useHost();
  return (
    <>
      <Tabs
        defaultActiveKey="messageCentre"
        // Half antd's gap on a phone, so that the three tabs fit a 390 px screen in English
        tabBarGutter={isMobile ? 16 : undefined}
        items={[
          { key: 'messageCentre', label: t('admin.messageCentre'), children: <MessageCentreEditor /> },
          { key: 'oldMessages', label: t('admin.oldMessages'), children: <OldMessages /> },
          { key: 'installerRole', label: t('admin.installerRole'), children: <InstallerRoleForm /> },
        ]}
      />
      {/* As a tab page shows it: the text's own colour dimmed, which reads (4.5:1) on light and dark alike */}
      {build ? <p style={{ margin: '24px 0 0', fontSize: 12, opacity: 0.75 }}>{t('page.build', { build })}</p> : null}
    </>
  );
}
