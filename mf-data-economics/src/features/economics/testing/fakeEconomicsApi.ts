/** Test-only: the answers of /economics and PUT /UpdatePrice, on the shared fake API (handlers from ENDPOINTS). */
import type { EconomicsPoint } from '@bess/shared';
import { fakeApi, reply } from '@bess/shared/testing';

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
  const api = fakeApi({
    getEconomics: ({ query }) => {
      const points = series[periodKey(query)];
      return points ? { data: points } : reply(204);
    },
    updatePrice: () => reply(priceAnswer),
  });
  return {
    ...api,
    /** The requests to one path, oldest first. */
    to: (path: string) => api.requests.filter((r) => r.path === path),
  };
}

export type FakeEconomicsApi = ReturnType<typeof fakeEconomicsApi>;
