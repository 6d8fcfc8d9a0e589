import { Button, Modal } from 'antd';
import { useBaseTexts } from '@bess/shared';

export interface NoDevicesDialogProps {
  open: boolean;
  /** The one way out: the user has nothing to see with this account. */
  onSignOut(): void;
}

/**
 * spec 2 and 8: the dialog of a user with no sites, groups or devices ('No available devices: Sorry, you do not have
 * access to any devices...'; ARCHITECTURE 8: the spec's 'avaliable' is corrected). It cannot be dismissed: behind it
 * there is nothing to use; it offers Sign out so that the user can try another account.
 */
export function NoDevicesDialog({ open, onSignOut }: NoDevicesDialogProps) {
  const { t } = useBaseTexts();
  return (
    <Modal
      open={open}
      title={t('dialogs.noDevices.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onSignOut}>
          {t('account.signOut')}
        </Button>
      }
    >
      <p>{t('dialogs.noDevices.text')}</p>
    </Modal>
  );
}
