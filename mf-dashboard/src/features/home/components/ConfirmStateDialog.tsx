import { Modal } from 'antd';
import { StateCommand } from '@bess/shared';
import { useTexts } from '../../../i18n';

export interface ConfirmStateDialogProps {
  /** The command waiting for the user's yes. */
  command: StateCommand;
  onOk(): void;
  onCancel(): void;
}

/**
 * spec 4: 'Do you want to change the state of the battery?' before a state command is sent. A chunk of its own: antd's
 * Modal is fetched when a command button is pressed, not before the home can draw.
 */
export function ConfirmStateDialog({ command, onOk, onCancel }: ConfirmStateDialogProps) {
  const { t } = useTexts();
  return (
    <Modal
      open
      title={t('dialogs.confirmState.title')}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t('dialogs.confirmState.text')}</p>
      <p>
        {command === StateCommand.Running ? t('dialogs.confirmState.toRunning') : t('dialogs.confirmState.toIdling')}
      </p>
    </Modal>
  );
}
