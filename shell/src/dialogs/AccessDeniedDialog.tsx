import { Button, Modal } from 'antd';
import { useBaseTexts } from '@bess/shared';

export interface AccessDeniedDialogProps {
  open: boolean;
  onSignOut(): void;
}

/** spec 2: the access denied dialog, whose only action is Sign Out. */
export function AccessDeniedDialog({ open, onSignOut }: AccessDeniedDialogProps) {
  const { t } = useBaseTexts();
  return (
    <Modal
      open={open}
      title={t('dialogs.accessDenied.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onSignOut}>
          {t('dialogs.accessDenied.signOut')}
        </Button>
      }
    >
      <p>{t('dialogs.accessDenied.text')}</p>
    </Modal>
  );
}
