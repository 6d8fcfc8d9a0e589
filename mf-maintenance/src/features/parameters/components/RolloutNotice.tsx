import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { rolloutQueries, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';

export interface RolloutNoticeProps {
  deviceId: string;
}

/** The path of one rollout's page (its tab opens it from the query). */
const rolloutPath = (id: string) => `/main/rollouts?rollout=${encodeURIComponent(id)}`;

/**
 * A note that the device is in a running or paused firmware rollout (or, else, its newest), with a link to it: a
 * firmware change by hand would cross the rollout's. The rollout calls are the super admin's, so only they see it.
 */
export function RolloutNotice({ deviceId }: RolloutNoticeProps) {
  const { api, navigate } = useHost();
  const { t } = useTexts();
  const found = useQuery(rolloutQueries.ofDevice(api, deviceId));
  const rollout = found.data?.rollout;
  const device = found.data?.device;
  if (!rollout || !device) return null;
  return (
    <Alert
      type={rollout.status === 'running' || rollout.status === 'paused' ? 'warning' : 'info'}
      showIcon
      title={t('parameters.rolloutNotice', {
        name: rollout.name,
        wave: device.wave,
        state: t(`rollouts.deviceStates.${device.state}`),
      })}
      action={
        <Button
          size="small"
          href={rolloutPath(rollout.id)}
          onClick={(e) => {
            e.preventDefault();
            navigate(rolloutPath(rollout.id));
          }}
        >
          {t('parameters.rolloutNoticeOpen')}
        </Button>
      }
    />
  );
}
