import { telemetryStaleMs, type DataTarget } from './useTelemetry';

const H = 3_600_000;
const solarSite: DataTarget = { kind: 'site', id: 'PV-S-1', isSolar: true };
const solarDevice: DataTarget = { kind: 'device', id: 'PV-000000001', isSolar: true };
const battery: DataTarget = { kind: 'device', id: 'SC-000000123', isSolar: false };

test.each([
  ['a solar site, one day', solarSite, 24, H],
  ['a solar device, the 25-hour day of the autumn change', solarDevice, 25, H],
  ['a solar site, 7 days', solarSite, 7 * 24, 6 * H],
  ['a battery, one day', battery, 24, 0],
  ['a battery, a year', battery, 365 * 24, 0],
])('spec 9 cache: %s is fresh for %#', (_name, target, hours, staleMs) => {
  expect(telemetryStaleMs(target, { from: 0, to: hours * H })).toBe(staleMs);
});
