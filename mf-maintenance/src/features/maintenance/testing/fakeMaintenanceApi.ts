/** Test-only: the maintenance calls on the shared fake API (handlers from ENDPOINTS), with state the calls change. */
import type { Wire } from '@bess/shared';
import { fakeApi, reply } from '@bess/shared/testing';

export interface FakeMaintenanceState {
  alarms: Wire.Alarm[];
  commandLog: Wire.DeviceCommandLogEntry[];
  auditLog: Wire.AuditLogEntry[];
  deviceErrors: Wire.DeviceError[];
  /** HTTP status of POST /command/restart. */
  restartAnswer: number;
  /** The answer of GET /command/testMode/limit; unset, the read fails (404) and the form falls back on the server. */
  inverterMaxPower?: number;
}

export function fakeMaintenanceApi(initial: Partial<FakeMaintenanceState> = {}) {
  const state: FakeMaintenanceState = {
    alarms: [],
    commandLog: [],
    auditLog: [],
    deviceErrors: [],
    restartAnswer: 204,
    ...initial,
  };
  const api = fakeApi({
    getActiveAlarms: () => ({ currentAlarms: state.alarms.filter((a) => !a.stopTime) }),
    getAlarmStatistics: { statistics: { warnings: 1, errors: 2, criticals: 3, safety: 4 } },
    getDeviceErrors: () => ({ deviceErrors: state.deviceErrors }),
    acknowledgeAlarm: ({ input }) => {
      state.alarms = state.alarms.map((a) =>
        a.alarmId === input.alarmId
          ? { ...a, acknowledgeUser: input.acknowledgeUser, acknowledgeTime: input.acknowledgeTime }
          : a,
      );
      return '';
    },
    closeAlarm: ({ input }) => {
      state.alarms = state.alarms.map((a) =>
        a.alarmId === input.alarmId ? { ...a, closedBy: input.closedBy, stopTime: input.stopTime } : a,
      );
      return '';
    },
    getAuditLog: () => ({ log: state.auditLog }),
    getDeviceCommandLog: () => state.commandLog,
    getTestDocumentsExist: { avaliableDocuments: [] },
    getMeterStatus: ({ input }) => ({ deviceId: input.deviceId, step: null, result: null, testRunning: false }),
    restartDevice: () => {
      if (state.restartAnswer === 204)
        state.commandLog = [
          {
            sendDateTime: new Date().toISOString(),
            command: 'restart',
            status: 1,
            payload: '{}',
            user: 'test@demo.test',
          },
          ...state.commandLog,
        ];
      return reply(state.restartAnswer);
    },
    getTestModeLimit: ({ input }) =>
      state.inverterMaxPower === undefined
        ? reply(404)
        : { deviceId: input.deviceId, inverterMaxPower: state.inverterMaxPower },
    // The server checks the value against the inverter's maximum power (5 kW here) and names the refused field.
    sendTestMode: ({ input }) =>
      Math.abs(input.value) < 5
        ? ''
        : reply(400, {
            code: null,
            message: 'Invalid input. value: The value must be greater than -5 and less than 5',
            errors: [{ field: 'value', key: 'validation.testModeRange', values: { min: -5, max: 5 } }],
          }),
  });

  return { ...api, state, to: (path: string) => api.requests.filter((r) => r.path === path) };
}
export type FakeMaintenanceApi = ReturnType<typeof fakeMaintenanceApi>;
