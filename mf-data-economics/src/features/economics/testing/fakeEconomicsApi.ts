/** Test-only: a fake of /economics and PUT /UpdatePrice at the fetch level. */
import type { EconomicsPoint } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

/** One request the fake received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An economics point with plain numbers; override what the test is about. */
export function economicsPoint(label: string, overrides: Partial<EconomicsPoint> = {}): EconomicsPoint {
  return {
    pvPower: 10,
    batteryDischargePV: 2,
    batteryDischargeGrid: 1,
    gridPowerImport: 3,
    gridPowerExport: 4,
    pvEnergi: 4,
    label,
    ...overrides,
  };
}

/** The key of a period as the fake stores it: `2025-6-3`, `2025-6`, `2025` or `total`. */
export function periodKey(query: URLSearchParams): string {
  return ['year', 'month', 'day'].flatMap((name) => query.get(name) ?? []).join('-') || 'total';
}

/**
 * `series` maps a period key to its points; a period that is not there answers 204 (spec 4: no data there).
 * `priceAnswer` is the HTTP status of PUT /UpdatePrice.
 */
export function fakeEconomicsApi(series: Record<string, EconomicsPoint[]>, priceAnswer = 204) {
  const requests: ReceivedRequest[] = [];
  const answer = fakeResponse;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (method === 'GET' && url.pathname === '/economics') {
      const points = series[periodKey(url.searchParams)];
      return points ? answer(200, { data: points }) : answer(204);
    }
    if (method === 'PUT' && url.pathname === '/UpdatePrice') return answer(priceAnswer);
    return answer(404);
  };

  return {
    fetch,
    requests,
    /** The requests to one path, oldest first. */
    to: (path: string) => requests.filter((r) => r.path === path),
  };
}

export type FakeEconomicsApi = ReturnType<typeof fakeEconomicsApi>;
