/** Test-only: the installer's calls (spec 7) on the shared fake API, with a meter run the test moves on. */
import type { MeterSetupResult, MeterSetupStep } from '@bess/shared';
import { fakeApi, reply } from '@bess/shared/testing';

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
  /** The body of a 400 that POST /Site answers (a refusal the form's own check let through), or none for success. */
  createSiteRefusal?: unknown;
}

export function fakeInstallerApi({ labels = {}, commissionCode, createSiteRefusal }: FakeInstallerOptions = {}) {
  const meter: { step: MeterSetupStep | null; result: MeterSetupResult | null } = { step: null, result: null };
  let sites = 0;

  const api = fakeApi({
    getLabel: ({ input }) => {
      const label = labels[input.deviceId];
      return label ? { labels: [label] } : reply(404, { message: 'Not found' });
    },
    createSite: () => (createSiteRefusal ? reply(400, createSiteRefusal) : { siteId: `S-NEW-${++sites}` }),
    createSiteAroundDevice: () => ({ siteId: `S-NEW-${++sites}` }),
    commissionDevice: () =>
      commissionCode ? reply(commissionCode === 1106 ? 404 : 409, { code: commissionCode, message: 'x' }) : '',
    startMeterSetup: () => {
      meter.step = 'waitingForDevice';
      meter.result = null;
      return '';
    },
    getMeterStatus: ({ input }) => ({ deviceId: input.deviceId, ...meter, testRunning: false }),
    markInstalled: '',
    getConfiguration: { groups: [], sites: [], devices: [] },
  });
  const requests = api.requests as unknown as ReceivedRequest[];

  return {
    ...api,
    requests,
    /** Moves the meter run on (what the device would report). */
    meter,
    /** The requests of one method and path, oldest first. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export type FakeInstallerApi = ReturnType<typeof fakeInstallerApi>;
