/** A fake of the status, alarm, control source, command and supply statistics calls at the fetch level (tests only). */
import type { LiveData, Wire } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

/** One request the fake received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** How the fake answers a command: accepted (204), an HTTP failure, or no network. */
export type CommandAnswer = 'accept' | { status: number; body?: unknown } | 'network-down';

/** Live data with the fields the server always sends. */
export function liveData(overrides: Partial<LiveData> = {}): LiveData {
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
  status: Record<string, LiveData>;
  alarms: Wire.Alarm[];
  controlSource: Record<string, number | string | undefined>;
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
  const requests: ReceivedRequest[] = [];
  const answer = fakeResponse;
  const statusOf = (ids: readonly string[]) => ({
    data: Object.fromEntries(ids.filter((id) => state.status[id]).map((id) => [id, state.status[id]])),
    messageCenter: null,
  });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const path = url.pathname;
    if (method === 'POST' && path === '/sitestatus') return answer(200, statusOf(body?.ids as string[]));
    if (method === 'POST' && path === '/devicestatus') return answer(200, statusOf(body?.deviceIds as string[]));
    if (method === 'GET' && path === '/groupStatus')
      return answer(200, statusOf(url.searchParams.getAll('siteGroupIds')));
    if (method === 'GET' && path === '/ActiveAlarms') return answer(200, { currentAlarms: state.alarms });
    const controlSource = /^\/v2\/sites\/([^/]+)\/controlsource$/.exec(path);
    if (method === 'GET' && controlSource) {
      const access = state.controlSource[decodeURIComponent(controlSource[1]!)];
      return answer(200, access === undefined ? {} : { access });
    }
    if (method === 'GET' && path === '/GetSupplyStatistics') {
      const found = state.supply[url.searchParams.get('siteId') ?? ''];
      return found ? answer(200, found) : answer(404);
    }
    if (method === 'GET' && path === '/GetSupplyStatistics/group') {
      const found = state.supply[url.searchParams.get('siteGroupId') ?? ''];
      return found ? answer(200, found) : answer(404);
    }
    if (method === 'POST' && (path === '/SendStateModeCommand' || path === '/SendStateModeSiteCommand')) {
      const reply = state.commandAnswer;
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      if (reply !== 'accept') return answer(reply.status, reply.body);
      return answer(204);
    }
    return answer(404);
  };

  return {
    fetch,
    state,
    requests,
    /** The requests to one path, oldest first. */
    to: (path: string) => requests.filter((r) => r.path === path),
  };
}

export type FakeDashboardApi = ReturnType<typeof fakeDashboardApi>;
