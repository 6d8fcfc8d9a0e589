/** Test-only: a fake of the installer's calls at the fetch level (spec 7), with a meter run the test moves on. */
import type { MeterSetupResult, MeterSetupStep } from '@bess/shared';
import { fakeResponse } from '@bess/shared/testing';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export interface FakeInstallerOptions {
  /** Devices with their labels; any other id answers 404. */
  labels?: Record<string, { serialNumber: string; code: string }>;
  /** The error code POST /CommissionDevice answers, or none for success. */
  commissionCode?: number;
}

export function fakeInstallerApi({ labels = {}, commissionCode }: FakeInstallerOptions = {}) {
  const requests: ReceivedRequest[] = [];
  const meter: { step: MeterSetupStep | null; result: MeterSetupResult | null } = { step: null, result: null };
  let sites = 0;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /GetLabelByDeviceId': {
        const label = labels[url.searchParams.get('deviceId') ?? ''];
        return label ? fakeResponse(200, { labels: [label] }) : fakeResponse(404, { message: 'Not found' });
      }
      case 'POST /Site':
        return fakeResponse(200, { siteId: `S-NEW-${++sites}` });
      case 'POST /CreateSiteAroundDevice':
        return fakeResponse(200, { siteId: `S-NEW-${++sites}` });
      case 'POST /CommissionDevice':
        return commissionCode
          ? fakeResponse(commissionCode === 1106 ? 404 : 409, { code: commissionCode, message: 'x' })
          : fakeResponse(204);
      case 'POST /MeterSetup':
        meter.step = 'waitingForDevice';
        meter.result = null;
        return fakeResponse(204);
      case 'GET /MeterSetup':
        return fakeResponse(200, { deviceId: url.searchParams.get('deviceId'), ...meter, testRunning: false });
      case 'POST /Installed':
        return fakeResponse(204);
      case 'GET /SiteGroup':
        return fakeResponse(200, { groups: [], sites: [], devices: [] });
      default:
        return fakeResponse(404);
    }
  };

  return {
    fetch,
    requests,
    /** Moves the meter run on (what the device would report). */
    meter,
    /** The requests of one method and path, oldest first. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export type FakeInstallerApi = ReturnType<typeof fakeInstallerApi>;
