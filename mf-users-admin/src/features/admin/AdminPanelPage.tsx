import { Card, Flex } from 'antd';
import { useTexts } from '../../i18n';
import { InstallerRoleForm } from './components/InstallerRoleForm';
import { MessageCentreEditor } from './components/MessageCentreEditor';
import { OldMessages } from './components/OldMessages';

/** The super admin's admin panel (spec 2, 6): the installer role, the message centre and its old messages. */
export function AdminPanelPage() {
  const { t } = useTexts();
  return (
    <Flex vertical gap="middle">
      <Card title={t('admin.installerRole')} size="small">
        <InstallerRoleForm />
      </Card>
      <Card title={t('admin.messageCentre')} size="small">
        <MessageCentreEditor />
      </Card>
      <Card title={t('admin.oldMessages')} size="small">
        <OldMessages />
      </Card>
    </Flex>
  );
}
