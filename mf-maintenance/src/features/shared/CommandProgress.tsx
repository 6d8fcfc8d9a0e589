import { Alert, Flex, Steps, Typography } from 'antd';
import { useTexts } from '../../i18n';
import type { CommandState } from './commandState';
import { commandText } from './commandText';
import type { TrackedCommand } from './useTrackedCommand';

export interface CommandProgressProps {
  tracked: TrackedCommand | null;
  state: CommandState | null;
}

const CURRENT: Record<CommandState, number> = { sending: 0, pending: 1, delivered: 2, failed: 2 };

/** A sent command's way through the command log: sent → waiting for the device → delivered or failed (spec 3). */
export function CommandProgress({ tracked, state }: CommandProgressProps) {
  const { t } = useTexts();
  if (!tracked || !state) return null;
  const name = commandText(tracked.command, t);
  const failed = state === 'failed';
  return (
    <Flex vertical gap="small" role="status" aria-label={t('commands.progress', { name })} aria-live="polite">
      <Typography.Text strong>
        {t('commands.progress', { name })}: {t(`commands.states.${state}`)}
      </Typography.Text>
      <Steps
        size="small"
        current={CURRENT[state]}
        status={failed ? 'error' : state === 'delivered' ? 'finish' : 'process'}
        items={[
          { title: t('commands.steps.sent') },
          { title: t('commands.steps.waiting') },
          { title: failed ? t('commands.steps.failed') : t('commands.steps.delivered') },
        ]}
      />
      {failed && <Alert type="error" showIcon title={tracked.failureText} />}
    </Flex>
  );
}
