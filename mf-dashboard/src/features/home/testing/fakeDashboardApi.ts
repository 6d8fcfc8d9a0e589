/** The status, alarm, control source, command and supply statistics calls on the shared fake API (tests only). */
import type { Wire } from '@bess/shared';
import { fakeApi, networkDown, reply } from '@bess/shared/testing';

/** How the fake answers a command: accepted (204), an HTTP failure, or no network. */
export type CommandAnswer = 'accept' | { status: number; body?: unknown } | 'network-down';

/** Live data with the fields the server always sends. */
export function liveData(overrides: Partial<Wire.LiveData> = {}): Wire.LiveData {
  return {
    state: 'passive',
    mode: 'SelfConsumption',
    lastUpdateTime: new Date().toISOString(),
    inverterPower: 1.25,
    pv: 3.2,
    stateOfCharge: 54,
    temperature: 23.4,
    grid: -0.5,
    consumption: 2.45,
    ...overrides,
  };
}

/** The fake API's state, changed by the tests. */
export interface FakeDashboardState {
  status: Record<string, Wire.LiveData>;
  alarms: Wire.Alarm[];
  controlSource: Record<string, Wire.ControlSourceResponse['access']>;
  supply: Record<string, Wire.SupplyStatisticsResponse>;
  commandAnswer: CommandAnswer;
}

export function fakeDashboardApi(initial: Partial<FakeDashboardState> = {}) {
  const state: FakeDashboardState = {
    status: {},
    alarms: [],
    controlSource: {},
    supply: {},
    commandAnswer: 'accept',
    ...initial,
  };
  const statusOf = (ids: readonly string[]) => ({
    data: Object.fromEntries(ids.filter((id) => state.status[id]).map((id) => [id, state.status[id]!])),
    messageCenter: null,
  });
  const supply = (id: string) => state.supply[id] ?? reply(404);
  const command = () => {
    const answer = state.commandAnswer;
    if (answer === 'network-down') return networkDown();
    return answer === 'accept' ? '' : reply(answer.status, answer.body);
  };

  const api = fakeApi({
    getSiteStatus: ({ input }) => statusOf(input.ids),
    getDeviceStatus: ({ input }) => statusOf(input.deviceIds),
    getGroupStatus: ({ input }) => statusOf(input.siteGroupIds),
    getActiveAlarms: () => ({ currentAlarms: state.alarms }),
    getControlSource: ({ input }) => {
      const access = state.controlSource[input.id];
      return access === undefined ? {} : { access };
    },
    getSupplyStatistics: ({ input }) => supply(input.siteId),
    getGroupSupplyStatistics: ({ input }) => supply(input.siteGroupId),
    sendStateModeCommand: command,
    sendStateModeSiteCommand: command,
  });

  return {
    ...api,
    state,
    /** The requests to one path, oldest first. */
    to: (path: string) => api.requests.filter((r) => r.path === path),
  };
}

export type FakeDashboardApi = ReturnType<typeof fakeDashboardApi>;
