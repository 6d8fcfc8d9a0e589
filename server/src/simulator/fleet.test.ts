import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  FIRMWARE_DIRECT_COMMAND_BUILDS,
  SITE_FEATURES,
  ALARM_SEVERITIES,
  ERROR_SEVERITIES,
  toDisplayState,
} from '@bess/shared/domain';
import { checkCredentials } from '../idp/passwords';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { seedFleet, seedIfEmpty } from './seed';

const NOW = new Date('2026-11-22T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const DAY_S = 86_400;

describe('simulator: the demo fleet (seedIfEmpty)', () => {
  let t: TestApp;
  const q = <T extends object = object>(sql: string, ...params: unknown[]) => sqlOf(t.services).all<T>(sql, ...params);
  const one = <T extends object>(sql: string, ...params: unknown[]) => sqlOf(t.services).one<T>(sql, ...params);

  before(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    const report = await seedIfEmpty(t.services);
    assert.ok(report, 'an empty database is seeded');
  });
  after(() => t.close());

  it('does nothing when sites exist', async () => {
    assert.equal(await seedIfEmpty(t.services), null);
  });

  it('nests groups at least 3 levels deep', async () => {
    const groups = await q<{ siteGroupId: string; parentId: string | null }>(
      `SELECT "siteGroupId", "parentId" FROM site_groups`,
    );
    const parent = new Map(groups.map((g) => [g.siteGroupId, g.parentId]));
    const depth = (id: string): number => (parent.get(id) ? depth(parent.get(id)!) + 1 : 1);
    assert.ok(Math.max(...groups.map((g) => depth(g.siteGroupId))) >= 3);
  });

  it('has at least 12 sites in Denmark, Sweden, Germany, the UK and the Netherlands, with zones and coordinates', async () => {
    const sites = await q<{ country: string; timezone: string; latitude: number; longitude: number; address: string }>(
      'SELECT * FROM sites',
    );
    assert.ok(sites.length >= 12);
    const countries = new Set(sites.map((s) => s.country));
    for (const c of ['Denmark', 'Sweden', 'Germany', 'UK', 'Netherlands']) assert.ok(countries.has(c), c);
    for (const s of sites) {
      assert.match(s.timezone, /^Europe\//);
      assert.ok(s.latitude > 45 && s.latitude < 62 && s.longitude > -6 && s.longitude < 20);
      assert.ok(s.address.length > 5);
    }
  });

  it('has solar-only sites with PV devices, an empty site and unparented devices', async () => {
    const pvSites = await q<{ siteId: string }>(`SELECT "siteId" FROM sites WHERE "siteId" LIKE 'PV%'`);
    assert.ok(pvSites.length >= 1);
    for (const s of pvSites) {
      const devices = await q<{ deviceId: string }>(`SELECT "deviceId" FROM devices WHERE "siteId" = ?`, s.siteId);
      assert.ok(devices.length > 0 && devices.every((d) => /^PV-\d{9}$/.test(d.deviceId)));
    }
    const empty = await q(
      `SELECT "siteId" FROM sites WHERE "siteId" NOT IN (SELECT "siteId" FROM devices WHERE "siteId" IS NOT NULL)`,
    );
    assert.ok(empty.length >= 1);
    const unparented = await q(`SELECT "deviceId" FROM devices WHERE "siteId" IS NULL`);
    assert.ok(unparented.length >= 2 && unparented.length <= 6);
  });

  it('has Industrial (SC-) and Compact (SCR-) devices, SC-000000123 among them, and XEAM sites', async () => {
    const ids = (await q<{ deviceId: string }>(`SELECT "deviceId" FROM devices`)).map((d) => d.deviceId);
    assert.ok(ids.every((id) => /^(SC|SCR|PV)-\d{9}$/.test(id)));
    assert.ok(ids.some((id) => id.startsWith('SC-')) && ids.some((id) => id.startsWith('SCR-')));
    assert.ok(ids.includes('SC-000000123'));
    const xeam = (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM sites WHERE "productLines" LIKE '%XEAM%'`)).n;
    const all = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM sites')).n;
    assert.ok(xeam > 0 && xeam < all);
  });

  it('shows every display state and every server state of spec 4', async () => {
    const states = (await q<{ state: string }>('SELECT DISTINCT state FROM live_status')).map((s) => s.state);
    for (const s of ['passive', 'maxself', 'chargeonly', 'externalcontrol', 'gridsupport', 'local', 'peakShaving']) {
      assert.ok(states.includes(s), s);
    }
    for (const s of ['init', 'stop', 'activate', 'deactivate']) assert.ok(states.includes(s), s);
    const display = new Set(states.map(toDisplayState));
    for (const d of ['running', 'idling', 'offline', 'error', 'maintenance', 'notInstalled'])
      assert.ok(display.has(d as never), d);
    // spec 4: offline shows charge level 0 and reports nothing new
    for (const row of await q<{ stateOfCharge: number; lastUpdateTime: string }>(
      "SELECT * FROM live_status WHERE state = 'offline'",
    )) {
      assert.equal(row.stateOfCharge, 0);
      assert.ok(Date.parse(row.lastUpdateTime) < NOW.getTime() - 3600_000);
    }
  });

  it('has sites with each feature, grid and PV meters, partners, labels and firmware', async () => {
    const features = new Set(
      (await q<{ features: string }>('SELECT features FROM sites')).flatMap((s) => JSON.parse(s.features) as string[]),
    );
    for (const f of SITE_FEATURES) assert.ok(features.has(f), f);
    const meters = new Set(
      (await q<{ meters: string }>('SELECT meters FROM sites')).flatMap((s) => JSON.parse(s.meters) as string[]),
    );
    assert.ok(meters.has('grid') && meters.has('PV'));
    assert.ok((await one<{ n: number }>('SELECT COUNT(*) AS n FROM partners')).n >= 2);
    const devices = await q<{
      serialNumber: string;
      code: string;
      firmwareBranch: string;
      firmwareBuild: string;
      batteryCapacity: number;
      inverterMaxPower: number;
      deviceId: string;
    }>('SELECT * FROM devices');
    assert.ok(devices.every((d) => d.serialNumber && d.code && d.firmwareBranch === 'RTM_main'));
    const builds = new Set(devices.map((d) => `${d.firmwareBranch}_${d.firmwareBuild}`));
    for (const b of FIRMWARE_DIRECT_COMMAND_BUILDS) assert.ok(builds.has(b), b);
    assert.ok(
      [...builds].some((b) => !(FIRMWARE_DIRECT_COMMAND_BUILDS as readonly string[]).includes(b)),
      'some newer',
    );
    for (const d of devices.filter((x) => !x.deviceId.startsWith('PV')))
      assert.ok(d.batteryCapacity > 0 && d.inverterMaxPower > 0);
  });

  it('creates the demo accounts with their roles and grants', async () => {
    const users = await q<{
      email: string;
      role: string | null;
      isInstaller: number;
      language: string | null;
      termsNumber: number;
      termsDate: string | null;
      userId: string;
    }>('SELECT * FROM users');
    const by = new Map(users.map((u) => [u.email, u]));
    assert.equal(by.get('superadmin@demo.test')?.role, 'SuperAdmin');
    assert.equal(by.get('admin@demo.test')?.role, 'Admin');
    assert.equal(by.get('partner@demo.test')?.role, 'PartnerAdmin');
    assert.equal(by.get('installer@demo.test')?.isInstaller, 1);
    const newuser = by.get('newuser@demo.test')!;
    assert.deepEqual([newuser.language, newuser.termsNumber, newuser.termsDate], [null, 0, null]);
    assert.equal(by.get('owner@demo.test')?.language, 'en');
    const grant = (email: string) =>
      q<{ objectType: string; objectId: string; level: number }>(
        `SELECT * FROM access WHERE "userId" = ?`,
        by.get(email)!.userId,
      );
    assert.equal((await grant('admin@demo.test'))[0]?.level, 2);
    assert.equal((await grant('partner@demo.test'))[0]?.level, 4);
    assert.ok((await grant('installer@demo.test')).some((g) => g.level === 5));
    const owner = (await grant('owner@demo.test'))[0]!;
    assert.equal(owner.level, 10);
    const site = await one<{ productLines: string; meters: string }>(
      `SELECT * FROM sites WHERE "siteId" = ?`,
      owner.objectId,
    );
    assert.ok(site.productLines.includes('XEAM') && site.meters.includes('PV'));
    assert.ok(
      (
        await one<{ n: number }>(
          `SELECT COUNT(*) AS n FROM devices WHERE "siteId" = ? AND "batteryCapacity" > 0`,
          owner.objectId,
        )
      ).n > 0,
    );
    assert.equal((await grant('readonly@demo.test'))[0]?.objectId, owner.objectId);
    assert.equal((await grant('readonly@demo.test'))[0]?.level, 20);
    assert.equal((await grant('newuser@demo.test'))[0]?.level, 10);
  });

  it('gives every demo account the password demo at the local identity provider', async () => {
    for (const email of ['superadmin@demo.test', 'owner@demo.test', 'newuser@demo.test']) {
      assert.ok(await checkCredentials(t.services.db, email, 'demo'), email);
    }
    assert.equal(await checkCredentials(t.services.db, 'owner@demo.test', 'wrong'), null);
  });

  it('the owner sees their site through the API', async () => {
    const res = await t.call({ method: 'GET', url: '/User', as: 'owner@demo.test' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().userAccessLevelNumber, 10);
  });

  it('raises alarms of every severity: active, acknowledged, closed, and some in the last 24 h', async () => {
    const alarms = await q<{
      severity: string;
      active: number;
      acknowledgeUser: string | null;
      stopTime: string | null;
      startTime: string;
      alarmCode: number;
    }>('SELECT * FROM alarms');
    const dayAgo = new Date(NOW.getTime() - DAY_S * 1000).toISOString();
    for (const s of ALARM_SEVERITIES) {
      const of = alarms.filter((a) => a.severity === s);
      assert.ok(
        of.some((a) => a.active === 1 && a.acknowledgeUser === null),
        `${s} active`,
      );
      assert.ok(
        of.some((a) => a.active === 1 && a.acknowledgeUser !== null),
        `${s} acknowledged`,
      );
      assert.ok(
        of.some((a) => a.active === 0 && a.stopTime !== null),
        `${s} closed`,
      );
      assert.ok(
        of.some((a) => a.startTime > dayAgo),
        `${s} in the last 24 h`,
      );
    }
    const codes = alarms.map((a) => a.alarmCode);
    assert.ok(
      codes.every(
        (c) =>
          (c >= 101 && c <= 110) ||
          [150, 250, 350].includes(c) ||
          (c >= 200 && c <= 235) ||
          (c >= 300 && c <= 323) ||
          (c >= 401 && c <= 410),
      ),
    );
    const errors = await q<{ severity: string; createdAt: string }>('SELECT * FROM device_errors');
    for (const s of ERROR_SEVERITIES)
      assert.ok(
        errors.some((e) => e.severity === s),
        s,
      );
    const oldest = Math.min(...errors.map((e) => Date.parse(e.createdAt)));
    assert.ok(oldest < NOW.getTime() - 300 * DAY_S * 1000 && oldest > NOW.getTime() - 18 * 31 * DAY_S * 1000);
  });

  it('back-fills 14 days of minutes and 2 years of hours with energies', async () => {
    const minute = await one<{ lo: number; hi: number }>(
      `SELECT MIN(ts) AS lo, MAX(ts) AS hi FROM telemetry_minute WHERE "deviceId" = 'SC-000000123'`,
    );
    assert.ok(minute.lo <= NOW_S - 14 * DAY_S, 'minutes reach back 14 days');
    assert.ok(minute.hi >= NOW_S - 120, 'up to now');
    const count = (
      await one<{ n: number }>(`SELECT COUNT(*) AS n FROM telemetry_minute WHERE "deviceId" = 'SC-000000123'`)
    ).n;
    assert.ok(count >= 14 * 1440, 'every minute');
    const hour = await one<{ lo: number; hi: number; n: number }>(
      'SELECT MIN(ts) AS lo, MAX(ts) AS hi, COUNT(*) AS n FROM telemetry_hour',
    );
    assert.ok(hour.lo <= NOW_S - 2 * 365 * DAY_S, 'hours reach back 2 years');
    assert.ok(hour.hi >= NOW_S - 2 * 3600);
    const energy = await one<{ pv: number; dis: number; disPv: number; disGrid: number; imp: number; exp: number }>(
      `SELECT SUM("pvEnergy") AS pv, SUM("batteryDischargeEnergy") AS dis, SUM("batteryDischargePvEnergy") AS "disPv",
              SUM("batteryDischargeGridEnergy") AS "disGrid", SUM("gridImportEnergy") AS imp, SUM("gridExportEnergy") AS exp
         FROM telemetry_hour WHERE "deviceId" = 'SC-000000123'`,
    );
    for (const v of Object.values(energy)) assert.ok(v > 0);
    assert.ok(Math.abs(energy.dis - energy.disPv - energy.disGrid) < 0.01 * energy.dis);
    // a device offline since earlier has no rows after it went quiet
    const offline = await one<{ deviceId: string; lastUpdateTime: string }>(
      `SELECT * FROM live_status WHERE state = 'offline' AND "deviceId" LIKE 'SC%'`,
    );
    const last = (
      await one<{ ts: number }>(`SELECT MAX(ts) AS ts FROM telemetry_minute WHERE "deviceId" = ?`, offline.deviceId)
    ).ts;
    assert.ok(last <= Date.parse(offline.lastUpdateTime) / 1000);
  });

  it('keeps the balance grid = consumption - pv - battery in every stored minute', async () => {
    const bad = (
      await one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM telemetry_minute WHERE ABS(grid - (consumption - pv - "inverterPower")) > 0.01`,
      )
    ).n;
    assert.equal(bad, 0);
    const soc = await one<{ lo: number; hi: number }>(
      `SELECT MIN("stateOfCharge") AS lo, MAX("stateOfCharge") AS hi FROM telemetry_hour`,
    );
    assert.ok(soc.lo >= 0 && soc.hi <= 100);
  });
});

describe('simulator: determinism', () => {
  const dump = async (seed: number) => {
    const t = await createTestApp();
    await seedFleet(t.services, { fleet: 'demo', seed, now: NOW, minuteDays: 0.5, hourDays: 3 });
    const s = sqlOf(t.services);
    const out = {
      devices: await s.all(`SELECT * FROM devices ORDER BY "deviceId"`),
      sites: await s.all(`SELECT * FROM sites ORDER BY "siteId"`),
      live: await s.all(`SELECT * FROM live_status ORDER BY "deviceId"`),
      alarms: await s.all(`SELECT * FROM alarms ORDER BY "alarmId"`),
      errors: await s.all('SELECT * FROM device_errors ORDER BY id'),
      minutes: await s.all(`SELECT * FROM telemetry_minute ORDER BY "deviceId", ts`),
      hours: await s.all(`SELECT * FROM telemetry_hour ORDER BY "deviceId", ts`),
    };
    await t.close();
    return out;
  };

  it('gives identical rows for the same seed and different rows for another', async () => {
    const a = await dump(42);
    const b = await dump(42);
    const c = await dump(43);
    assert.ok(a.minutes.length > 1000 && a.hours.length > 100);
    assert.deepEqual(a, b);
    assert.notDeepEqual(a.devices, c.devices);
    assert.notDeepEqual(a.minutes, c.minutes);
  });
});
