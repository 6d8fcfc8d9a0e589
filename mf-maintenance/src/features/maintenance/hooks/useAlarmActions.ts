import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alarmKeys, alarmQueries, auditLogId, logKeys, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';

type AlarmRef = Pick<Wire.Alarm, 'alarmId' | 'deviceId'>;

/**
 * spec 4 and 7: acknowledge (POST /alarmAcknowledge, user and time recorded) and close (POST /alarmClose, closer and
 * stop time recorded; the alarm leaves the active list at once, then the list is read again).
 */
export function useAlarmActions() {
  const { api, user, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const activeKey = alarmQueries.active(api).queryKey;
  const failed = () => notify({ level: 'error', message: t('apiCallFailed', { ns: 'error' }) });
  const patch = (change: (alarms: Wire.Alarm[]) => Wire.Alarm[]) =>
    queryClient.setQueryData<Wire.ActiveAlarmsResponse>(activeKey, (old) =>
      old ? { ...old, currentAlarms: change(old.currentAlarms) } : old,
    );

  // The audit log is cached for 10 minutes (spec 9); the entry just written must show when the log is opened.
  const refresh = (deviceId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
      queryClient.invalidateQueries({ queryKey: logKeys.audit(auditLogId(deviceId)) }),
    ]);

  const acknowledge = useMutation({
    mutationFn: async ({ alarmId, deviceId }: AlarmRef) => {
      const acknowledgeTime = new Date().toISOString();
      const acknowledgeUser = user?.userEmail ?? '';
      await api.alarms.acknowledge({ deviceId, alarmId, acknowledgeUser, acknowledgeTime });
      return { alarmId, deviceId, acknowledgeUser, acknowledgeTime };
    },
    onSuccess: async ({ alarmId, deviceId, acknowledgeUser, acknowledgeTime }) => {
      patch((alarms) => alarms.map((a) => (a.alarmId === alarmId ? { ...a, acknowledgeUser, acknowledgeTime } : a)));
      notify({ level: 'success', message: t('alarms.acknowledgeDone') });
      await refresh(deviceId);
    },
    onError: failed,
  });

  const close = useMutation({
    mutationFn: async ({ alarmId, deviceId }: AlarmRef) => {
      await api.alarms.close({
        deviceId,
        alarmId,
        closedBy: user?.userEmail ?? '',
        stopTime: new Date().toISOString(),
      });
      return { alarmId, deviceId };
    },
    onSuccess: async ({ alarmId, deviceId }) => {
      patch((alarms) => alarms.filter((a) => a.alarmId !== alarmId));
      notify({ level: 'success', message: t('alarms.closeDone') });
      await refresh(deviceId);
    },
    onError: failed,
  });

  return { acknowledge, close };
}
