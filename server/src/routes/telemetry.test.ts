import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { downsampleM4 } from '../repositories/telemetry';
import { bulkInsert } from '../db/bulkInsert';

const { devices, sites, users } = FIXTURE;
/** 2026-11-20T00:00:00Z */
const DAY0 = Date.UTC(2026, 10, 20) / 1000;
const iso = (s: number) => new Date(s * 1000).toISOString();

/** Minute and hour rows with values derived from the time, so that every expectation can be computed. */
async function seedTelemetry(t: TestApp) {
  const power = (deviceId: string, ts: number, p: number[]) => ({
    deviceId,
    ts,
    stateOfCharge: p[0]!,
    inverterPower: p[1]!,
    pv: p[2]!,
    grid: p[3]!,
    consumption: p[4]!,
    temperature: p[5]!,
  });
  const hour = (deviceId: string, ts: number, v: number[]) => ({
    ...power(deviceId, ts, v),
    pvEnergy: v[6]!,
    consumptionEnergy: v[7]!,
    gridImportEnergy: v[8]!,
    gridExportEnergy: v[9]!,
    batteryChargeEnergy: v[10]!,
    batteryDischargeEnergy: v[11]!,
    batteryDischargePvEnergy: v[12]!,
    batteryDischargeGridEnergy: v[13]!,
  });
  // Through Kysely, so that the suite runs on both engines.
  await t.services.db.transaction().execute(async (trx) => {
    // Device 101: one day of minutes (1440 rows); pv = minute of the day / 10, a spike of 99 at 12:34.
    const minutes = [];
    for (let m = 0; m < 1440; m++) {
      minutes.push(power(devices.aarhus1, DAY0 + m * 60, [50, 1, m === 754 ? 99 : m / 10, 2, 3, 20]));
    }
    await bulkInsert(trx, 'telemetry_minute', minutes);
    // Hours: two days for both Aarhus devices (101: pv 10, soc 40; 102: pv 1, soc 80).
    const hours = [];
    for (let h = 0; h < 48; h++) {
      const ts = DAY0 + h * 3600;
      hours.push(hour(devices.aarhus1, ts, [40, 5, 10, -3, 12, 21, 10, 12, 1, 4, 2, 3, 2, 1]));
      hours.push(hour(devices.aarhus2, ts, [80, 1, 1, 1, 3, 25, 1, 3, 1, 0, 0, 1, 1, 0]));
    }
    await bulkInsert(trx, 'telemetry_hour', hours);
  });
}

describe('spec 7: telemetry (/GetDataSummary, /GetTelemetryRaw, /GetTelemetrySummary, /MetaData, download)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await seedTelemetry(t);
  });
  after(() => t.close());

  const get = (url: string, as: string | undefined = users.readonly) => t.call({ method: 'GET', url, as });
  const rawUrl = (extra = '', deviceId: string = devices.aarhus1) =>
    `/GetTelemetryRaw?deviceId=${deviceId}&signals=pv&signals=grid&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 86_400)}&resolution=0${extra}`;

  it('raw: the first and last points are the inserted minute rows, only the asked signals', async () => {
    const res = await get(rawUrl());
    assert.equal(res.statusCode, 200);
    const rows = res.json().telemetry;
    assert.equal(rows.length, 1440);
    assert.deepEqual(rows[0], { utctime: iso(DAY0), pv: 0, grid: 2 });
    assert.deepEqual(rows.at(-1), { utctime: iso(DAY0 + 1439 * 60), pv: 143.9, grid: 2 });
  });

  it('raw: times without an offset are in the site timezone (Copenhagen, UTC+1 in November)', async () => {
    const res = await get(
      `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=2026-11-20T02:00:00&toDateTime=2026-11-20T02:05:00&resolution=0`,
    );
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().telemetry.map((r: { utctime: string }) => r.utctime),
      [0, 1, 2, 3, 4].map((m) => iso(DAY0 + 3600 + m * 60)),
    );
  });

  it('maxPoints downsamples (M4): at most maxPoints rows, the spike and the ends kept', async () => {
    const res = await get(rawUrl('&maxPoints=60'));
    const rows = res.json().telemetry;
    assert.ok(rows.length <= 60 && rows.length > 10, `got ${rows.length}`);
    // the spike at 12:34 (pv 99 between about 75 and 76) is kept, at its own time
    assert.ok(rows.some((r: { pv: number; utctime: string }) => r.pv === 99 && r.utctime === iso(DAY0 + 754 * 60)));
    assert.equal(rows[0].utctime, iso(DAY0));
    assert.equal(rows.at(-1).utctime, iso(DAY0 + 1439 * 60));
  });

  it('a year of minutes is answered only downsampled: with maxPoints it is, without it is a 400', async () => {
    const year = (extra: string) =>
      `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=${iso(DAY0 - 364 * 86_400)}&toDateTime=${iso(DAY0 + 86_400)}&resolution=0${extra}`;
    assert.equal((await get(year(''))).statusCode, 400);
    const res = await get(year('&maxPoints=400'));
    assert.equal(res.statusCode, 200);
    const rows = res.json().telemetry;
    assert.ok(rows.length <= 400, `got ${rows.length}`);
    // Only the seeded day has minutes: a year-wide bucket keeps its first, last, lowest and highest minute.
    assert.deepEqual(
      rows.map((r: { pv: number }) => r.pv),
      [0, 143.9],
    );
    const tooLong = `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=2025-01-01&toDateTime=2026-06-01&resolution=0&maxPoints=400`;
    assert.equal((await get(tooLong)).statusCode, 400);
  });

  it('summary: hourly rows of one device; 1440 minutes become 24 hours at resolution 1440', async () => {
    const hourly = await get(
      `/GetTelemetrySummary?deviceId=${devices.aarhus2}&signals=stateOfCharge&signals=pvEnergy&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 2 * 86_400)}&resolution=60`,
    );
    assert.equal(hourly.statusCode, 200);
    assert.equal(hourly.json().telemetry.length, 48);
    assert.deepEqual(hourly.json().telemetry[47], { utctime: iso(DAY0 + 47 * 3600), stateOfCharge: 80, pvEnergy: 1 });
    const daily = await get(
      `/GetTelemetrySummary?deviceId=${devices.aarhus2}&signals=pvEnergy&signals=pv&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 2 * 86_400)}&resolution=1440`,
    );
    // energies add up over the bucket, powers average
    assert.deepEqual(daily.json().telemetry, [
      { utctime: iso(DAY0), pvEnergy: 24, pv: 1 },
      { utctime: iso(DAY0 + 86_400), pvEnergy: 24, pv: 1 },
    ]);
  });

  it('GetDataSummary for a site sums its devices; for a device it is that device', async () => {
    const url = (id: string, extra = '') =>
      `/GetDataSummary?${id}&resolutionMin=60&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 86_400)}${extra}`;
    const site = await get(url(`siteId=${sites.aarhus}`, '&CalculateConsumptionNeeded=true'));
    assert.equal(site.statusCode, 200);
    const rows = site.json().telemetry;
    assert.equal(rows.length, 24);
    assert.equal(rows[0].utctime, iso(DAY0));
    assert.equal(rows[0].pv, 11);
    assert.equal(rows[0].pvEnergy, 11);
    assert.equal(rows[0].grid, -2);
    assert.equal(rows[0].consumption, 15);
    // state of charge weighted by capacity: (40 x 100 + 80 x 15) / 115
    assert.equal(rows[0].stateOfCharge, Math.round(((40 * 100 + 80 * 15) / 115) * 10_000) / 10_000);
    assert.equal(rows[0].temperature, 23);
    const device = await get(url(`deviceId=${devices.aarhus1}`));
    assert.equal(device.json().telemetry[0].pv, 10);
    assert.equal('consumption' in device.json().telemetry[0], false, 'consumption only when asked for');
  });

  it('GetDataSummary names only the signals asked for (designed `signals`), and refuses unknown ones', async () => {
    const url = (extra: string) =>
      `/GetDataSummary?siteId=${sites.aarhus}&resolutionMin=60&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 86_400)}${extra}`;
    const pv = await get(url('&signals=pv&signals=grid'));
    assert.equal(pv.statusCode, 200);
    assert.deepEqual(Object.keys(pv.json().telemetry[0]).sort(), ['grid', 'pv', 'utctime']);
    assert.equal(pv.json().telemetry[0].pv, 11);
    assert.equal((await get(url('&signals=nope'))).statusCode, 400);
    assert.equal((await get(url('&signals=consumption'))).statusCode, 400);
    const withConsumption = await get(url('&signals=consumption&CalculateConsumptionNeeded=true'));
    assert.equal(withConsumption.json().telemetry[0].consumption, 15);
  });

  it('the blob flag answers a signed downloadUrl that works without a bearer token and fails when tampered', async () => {
    const res = await get(rawUrl('&blob=true'));
    assert.equal(res.statusCode, 200);
    const { downloadUrl } = res.json();
    const url = new URL(downloadUrl);
    assert.equal(url.pathname, '/TelemetryDownload');
    const csv = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    const lines = csv.body.trim().split('\n');
    assert.equal(lines[0], 'utctime,pv,grid');
    assert.equal(lines[1], `${iso(DAY0)},0,2`);
    assert.equal(lines.length, 1441);

    const token = url.searchParams.get('token')!;
    const [body, sig] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(body!, 'base64url').toString().replace(devices.aarhus1, devices.leeds1),
    ).toString('base64url');
    for (const bad of [`${forged}.${sig}`, `${body}.${sig!.slice(0, -2)}AA`, 'nonsense']) {
      const refused = await t.app.inject({ method: 'GET', url: `/TelemetryDownload?token=${bad}` });
      assert.equal(refused.statusCode, 403, bad);
    }
    // expired after 15 minutes
    t.setNow(new Date(Date.parse('2026-11-22T12:16:00Z')));
    const late = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    t.setNow(new Date('2026-11-22T12:00:00Z'));
    assert.equal(late.statusCode, 403);
  });

  it('GET /MetaData lists the telemetry signals without the excluded fields (spec 9)', async () => {
    const res = await get('/MetaData');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().signals, [
      'stateOfCharge',
      'inverterPower',
      'pv',
      'grid',
      'consumption',
      'temperature',
    ]);
    assert.equal((await get(`/MetaData?deviceId=${devices.leeds1}`)).statusCode, 404);
  });

  it('refuses callers who may not see the device or site (404) and calls without a token (401)', async () => {
    assert.equal((await get(rawUrl('', devices.leeds1))).statusCode, 404);
    assert.equal((await get(rawUrl(), users.outsider)).statusCode, 404);
    assert.equal((await t.call({ method: 'GET', url: rawUrl() })).statusCode, 401);
    const summary = await get(
      `/GetDataSummary?siteId=${sites.leeds}&resolutionMin=60&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 3600)}`,
    );
    assert.equal(summary.statusCode, 404);
    // a device id given as siteId is not a site
    const wrongKind = await get(
      `/GetDataSummary?siteId=${devices.aarhus1}&resolutionMin=60&fromDateTime=${iso(DAY0)}&toDateTime=${iso(DAY0 + 3600)}`,
    );
    assert.equal(wrongKind.statusCode, 404);
  });

  it('bad input answers 400', async () => {
    const from = iso(DAY0);
    for (const url of [
      rawUrl().replace('signals=pv', 'signals=deviceId'),
      rawUrl().replace('signals=pv', 'signals=nope'),
      `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=${from}&toDateTime=${from}&resolution=0`,
      `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=2026-01-01&toDateTime=2026-06-01&resolution=0`,
      `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&fromDateTime=2026-13-45&toDateTime=2026-06-01&resolution=0`,
      rawUrl('&maxPoints=2'),
      rawUrl('&extra=1'),
      `/GetDataSummary?resolutionMin=60&fromDateTime=${from}&toDateTime=${iso(DAY0 + 3600)}`,
      `/GetDataSummary?siteId=${sites.aarhus}&deviceId=${devices.aarhus1}&resolutionMin=60&fromDateTime=${from}&toDateTime=${iso(DAY0 + 3600)}`,
      `/GetDataSummary?siteId=${sites.aarhus}&resolutionMin=15&fromDateTime=${from}&toDateTime=${iso(DAY0 + 3600)}`,
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.ok(res.json().message.length > 0);
    }
  });

  it('M4 keeps at most maxPoints rows, in time order', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [i, Math.sin(i / 10), i % 7]);
    const out = downsampleM4(rows, 0, 1000, 100);
    assert.ok(out.length <= 100);
    assert.deepEqual(
      out.map((r) => r[0]),
      [...out.map((r) => r[0]!)].sort((a, b) => a - b),
    );
    assert.equal(Math.max(...out.map((r) => r[1]!)), Math.max(...rows.map((r) => r[1]!)));
  });
});
