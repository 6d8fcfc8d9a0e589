import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;
const S = FIXTURE.sites;
const D = FIXTURE.devices;
const G = FIXTURE.groups;

describe('spec 7: POST /sitestatus, POST /devicestatus, GET /groupStatus, GET v2/sites/{id}/controlsource', () => {
  let t: TestApp;
  const post = (as: string, url: string, payload: object) => t.call({ method: 'POST', url, as, payload });
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    // An offline device that still reports a charge level: spec 4 says it shows 0.
    await t.services.db
      .updateTable('live_status')
      .set({ stateOfCharge: 55 })
      .where('deviceId', '=', D.leeds1)
      .execute();
  });
  after(() => t.close());

  it("a site's status is the roll-up of its devices: summed powers, capacity-weighted SOC, worst state", async () => {
    const res = await post(U.owner, '/sitestatus', { ids: [S.aarhus] });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body.data), [S.aarhus]);
    const aarhus = body.data[S.aarhus];
    assert.deepEqual(
      [aarhus.inverterPower, aarhus.pv, aarhus.grid, aarhus.consumption, aarhus.temperature],
      [10, 24, -4, 30, 24],
    );
    // (64 * 100 + 80 * 15) / 115
    assert.equal(aarhus.stateOfCharge, 66.087);
    // passive (running) is worse than stop (idling): what needs attention first.
    assert.equal(aarhus.state, 'passive');
    assert.equal(aarhus.mode, null);
    assert.equal(aarhus.lastUpdateTime, '2026-11-22T11:59:00.000Z');
    // No message centre message is set: no banner.
    assert.equal(body.messageCenter, null);
  });

  it('the status answers carry the active message centre banner', async () => {
    const message = {
      isEnabled: true,
      severity: 'warning',
      title: 'Outage',
      message: 'Planned outage tonight',
      messageSummary: 'Outage tonight',
      languages: [
        { language: 'English', title: 'Outage', message: 'Planned outage tonight', messageSummary: 'Tonight' },
      ],
    };
    const put = await t.call({ method: 'PUT', url: '/messageCenter', as: U.superadmin, payload: message });
    assert.equal(put.statusCode, 200);
    const body = (await post(U.owner, '/sitestatus', { ids: [S.aarhus] })).json();
    assert.equal(body.messageCenter?.severity, 'warning');
    assert.deepEqual(body.messageCenter?.messages[0], {
      language: 'English',
      title: 'Outage',
      messageSummary: 'Tonight',
    });
    const devices = (await post(U.owner, '/devicestatus', { deviceIds: [D.aarhus1] })).json();
    assert.equal(devices.messageCenter?.severity, 'warning');
  });

  it('an offline site shows charge level 0 (spec 4); an empty site is not installed', async () => {
    const body = (await post(U.superadmin, '/sitestatus', { ids: [S.leeds, S.empty] })).json();
    assert.deepEqual([body.data[S.leeds].state, body.data[S.leeds].stateOfCharge], ['offline', 0]);
    assert.deepEqual([body.data[S.empty].state, body.data[S.empty].lastUpdateTime], ['notinstalled', null]);
  });

  it('ids the caller may not see, or that do not exist, are left out (no error)', async () => {
    const owner = (await post(U.owner, '/sitestatus', { ids: [S.aarhus, S.leeds, 'S-NOPE'] })).json();
    assert.deepEqual(Object.keys(owner.data), [S.aarhus]);
    const outsider = await post(U.outsider, '/sitestatus', { ids: [S.aarhus] });
    assert.equal(outsider.statusCode, 200);
    assert.deepEqual(outsider.json().data, {});
    const devices = (await post(U.owner, '/devicestatus', { deviceIds: [D.aarhus1, D.leeds1, 'SC-NOPE'] })).json();
    assert.deepEqual(Object.keys(devices.data), [D.aarhus1]);
    const groups = (await get(U.owner, `/groupStatus?siteGroupIds=${G.nordic}&siteGroupIds=G-NOPE`)).json();
    assert.deepEqual(groups.data, {});
  });

  it('bad input answers 400', async () => {
    assert.equal((await post(U.owner, '/sitestatus', {})).statusCode, 400);
    assert.equal((await post(U.owner, '/sitestatus', { ids: S.aarhus })).statusCode, 400);
    assert.equal((await post(U.owner, '/devicestatus', { ids: [D.aarhus1] })).statusCode, 400);
    assert.equal((await get(U.owner, '/groupStatus')).statusCode, 400);
  });

  it('POST /devicestatus: live data per device, state lower case, offline charge level 0', async () => {
    const res = await post(U.admin, '/devicestatus', { deviceIds: [D.aarhus2, D.leeds1, D.unparented] });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.deepEqual(Object.keys(data).sort(), [D.leeds1, D.aarhus2].sort());
    assert.deepEqual(
      [data[D.aarhus2].state, data[D.aarhus2].mode, data[D.aarhus2].stateOfCharge],
      ['stop', 'Stop', 80],
    );
    assert.deepEqual([data[D.leeds1].state, data[D.leeds1].stateOfCharge], ['offline', 0]);
    const owner = (await post(U.owner, '/devicestatus', { deviceIds: [D.leeds1] })).json();
    assert.deepEqual(owner.data, {});
  });

  it("GET /groupStatus: a group's status rolls up every site below it", async () => {
    const res = await get(U.partner, `/groupStatus?siteGroupIds=${G.nordic}&siteGroupIds=${G.uk}`);
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data[G.nordic].inverterPower, 15);
    assert.equal(data[G.nordic].state, 'offline');
    // The offline device does not drag the charge level of the others down.
    assert.equal(data[G.nordic].stateOfCharge, 66.087);
    assert.deepEqual([data[G.uk].state, data[G.uk].stateOfCharge], ['offline', 0]);
    const owner = (await get(U.owner, `/groupStatus?siteGroupIds=${G.nordic}&siteGroupIds=${G.dk}`)).json();
    assert.deepEqual(owner.data, {});
  });

  it('GET v2/sites/{id}/controlsource: site views only, default none', async () => {
    const res = await get(U.readonly, `/v2/sites/${S.aarhus}/controlsource`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { access: 0 });
    assert.equal((await get(U.readonly, `/v2/sites/${D.aarhus1}/controlsource`)).statusCode, 404);
    assert.equal((await get(U.outsider, `/v2/sites/${S.aarhus}/controlsource`)).statusCode, 404);
  });
});

describe('status polls are reads', () => {
  it('POST /sitestatus and /devicestatus write no audit entry', async () => {
    const t = await createTestApp();
    try {
      await seedFixtureFleet(t.services.db);
      await t.call({
        method: 'POST',
        url: '/sitestatus',
        as: FIXTURE.users.owner,
        payload: { ids: [FIXTURE.sites.aarhus] },
      });
      await t.call({
        method: 'POST',
        url: '/devicestatus',
        as: FIXTURE.users.owner,
        payload: { deviceIds: [FIXTURE.devices.aarhus1] },
      });
      const entries = await t.services.db.selectFrom('audit_log').selectAll().execute();
      assert.equal(entries.length, 0);
    } finally {
      await t.close();
    }
  });
});

describe('spec 3: the control source of a site', () => {
  it('is none, then schedule event while an event runs', async () => {
    const t = await createTestApp();
    try {
      await seedFixtureFleet(t.services.db);
      const read = async () =>
        (
          await t.call({
            method: 'GET',
            url: `/v2/sites/${FIXTURE.sites.aarhus}/controlsource`,
            as: FIXTURE.users.owner,
          })
        ).json().access;
      // The event is planned ahead of its start (an event may not start in the past), then runs.
      t.setNow(new Date('2026-11-22T10:50:00.000Z'));
      assert.equal(await read(), 0);
      const created = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: FIXTURE.users.superadmin,
        payload: {
          id: 'E-1',
          siteId: FIXTURE.sites.aarhus,
          description: '',
          startTime: '2026-11-22T11:00:00.000Z',
          endTime: '2026-11-22T13:00:00.000Z',
          endMode: 0,
          eventType: 0,
          rate: 5,
        },
      });
      assert.equal(created.statusCode < 300, true, created.body);
      t.setNow(new Date('2026-11-22T12:00:00.000Z'));
      assert.equal(await read(), 4);
    } finally {
      await t.close();
    }
  });
});
