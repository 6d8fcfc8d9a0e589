import { Suspense, lazy, useState } from 'react';
import { useTexts } from '../../../i18n';
import { Alert, Button, Space, Spin } from 'antd';
import { StateCommand, toDisplayState } from '@bess/shared';
import { targetStateOf } from '../statusRules';

export interface StateCommandsProps {
  /** The server state shown now: the button for the state the battery is already in is disabled. */
  state: string | null | undefined;
  /** spec 4: the loading flag (sending, or waiting for the next status refresh). */
  busy: boolean;
  onSend(command: StateCommand): void;
}

const COMMANDS: readonly StateCommand[] = [StateCommand.Running, StateCommand.Idling];

const ConfirmStateDialog = lazy(() => import('./ConfirmStateDialog').then((m) => ({ default: m.ConfirmStateDialog })));

/**
 * spec 4: the state commands state_running and state_idling, each sent only after the confirmation 'Do you want to
 * change the state of the battery?'. While the loading flag is up the buttons wait and the widget says so.
 */
export function StateCommands({ state, busy, onSend }: StateCommandsProps) {
  const { t } = useTexts();
  const [asking, setAsking] = useState<StateCommand | null>(null);
  const current = toDisplayState(state);

  const confirm = () => {
    if (asking) onSend(asking);
    setAsking(null);
  };

  return (
    <div>
      <Space wrap>
        {COMMANDS.map((command) => (
          <Button
            key={command}
            type={command === StateCommand.Running ? 'primary' : 'default'}
            disabled={busy || current === targetStateOf(command)}
            onClick={() => setAsking(command)}
          >
            {t(`stateCommands.${command}`)}
          </Button>
        ))}
      </Space>
      {busy ? (
        <Alert
          role="status"
          type="info"
          style={{ marginTop: 12 }}
          title={
            <Space>
              <Spin size="small" />
              {t('home.commands.pending')}
            </Space>
          }
        />
      ) : null}
      {asking !== null ? (
        <Suspense fallback={null}>
          <ConfirmStateDialog command={asking} onOk={confirm} onCancel={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
