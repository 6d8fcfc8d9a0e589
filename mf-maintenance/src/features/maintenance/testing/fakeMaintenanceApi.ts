/** Test-only: a fake of the maintenance calls at the fetch level, with state that the calls change. */
import type { Wire } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

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
  const requests: ReceivedRequest[] = [];
  const answer = fakeResponse;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const key = `${method} ${url.pathname}`;
    switch (key) {
      case 'GET /ActiveAlarms':
        return answer(200, { currentAlarms: state.alarms.filter((a) => !a.stopTime) });
      case 'GET /AlarmStatistics':
        return answer(200, { statistics: { warnings: 1, errors: 2, criticals: 3, safety: 4 } });
      case 'GET /DeviceError':
        return answer(200, { deviceErrors: state.deviceErrors });
      case 'POST /alarmAcknowledge':
        state.alarms = state.alarms.map((a) =>
          a.alarmId === body!.alarmId
            ? { ...a, acknowledgeUser: String(body!.acknowledgeUser), acknowledgeTime: String(body!.acknowledgeTime) }
            : a,
        );
        return answer(204);
      case 'POST /alarmClose':
        state.alarms = state.alarms.map((a) =>
          a.alarmId === body!.alarmId
            ? { ...a, closedBy: String(body!.closedBy), stopTime: String(body!.stopTime) }
            : a,
        );
        return answer(204);
      case 'GET /auditLog':
        return answer(200, { log: state.auditLog });
      case 'GET /deviceCommandLog':
        return answer(200, state.commandLog);
      case 'GET /TestDocument/exist':
        return answer(200, { avaliableDocuments: [] });
      case 'GET /MeterSetup':
        return answer(200, {
          deviceId: url.searchParams.get('deviceId'),
          step: null,
          result: null,
          testRunning: false,
        });
      case 'POST /command/restart':
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
        return answer(state.restartAnswer);
      case 'GET /command/testMode/limit':
        return state.inverterMaxPower === undefined
          ? answer(404)
          : answer(200, { deviceId: url.searchParams.get('deviceId'), inverterMaxPower: state.inverterMaxPower });
      case 'POST /command/testMode':
        // The server checks the value against the inverter's maximum power (5 kW here).
        return Math.abs(Number(body!.value)) < 5
          ? answer(204)
          : answer(400, { message: 'The value must be greater than -5 and less than 5' });
      default:
        return answer(404);
    }
  };

  return { fetch, state, requests, to: (path: string) => requests.filter((r) => r.path === path) };
}
export type FakeMaintenanceApi = ReturnType<typeof fakeMaintenanceApi>;
