import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Rollout, RolloutPreview } from '@bess/shared/contract';
import { FIXTURE } from '../testing/fixtures';
import { rowsAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { NORDIC_DEVICES, SUPER, seedRolloutFleet } from '../rollouts/testFleet';

const { users, groups, sites, devices } = FIXTURE;

describe('firmware rollouts API (designed; super admin only)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedRolloutFleet(t.services.db);
    // 01:30 UTC: 02:30 in Copenhagen, 01:30 in London
    t.setNow(new Date('2026-11-22T01:30:00Z'));
  });
  after(() => t.close());

  const post = (url: string, payload: object, as: string = SUPER) => t.call({ method: 'POST', url, payload, as });
  const get = (url: string, as: string = SUPER) => t.call({ method: 'GET', url, as });

  it('only a super admin may list, preview, make, read or move a rollout (403 for every other role)', async () => {
    const made = (await post('/rollouts', { name: 'Access', selection: { deviceIds: [devices.aarhus1] } })).json();
    for (const as of [users.admin, users.partner, users.installer, users.owner, users.readonly, users.newuser]) {
      for (const res of [
        await get('/rollouts', as),
        await post('/rollouts', { name: 'Nope', selection: { deviceIds: [devices.aarhus1] } }, as),
        await post('/rollouts/preview', { selection: { deviceIds: [devices.aarhus1] } }, as),
        await get(`/rollouts/${made.id}`, as),
        await get(`/rollouts/${made.id}/devices`, as),
        await post(`/rollouts/${made.id}/start`, {}, as),
        await get(`/devices/${devices.aarhus1}/rollout`, as),
      ]) {
        assert.equal(res.statusCode, 403, `${as}: ${res.body}`);
        assert.equal(res.json().message, 'Access denied');
      }
    }
    assert.equal((await get(`/rollouts/${made.id}`)).json().status, 'draft', 'nothing was started');
  });

  it('previews the waves and each site’s window for a selection, and makes nothing', async () => {
    const before = await rowsAsText(t.services, 'rollouts');
    const res = await post('/rollouts/preview', {
      selection: { groupIds: [groups.nordic] },
      waves: { canaryCount: 1, shares: [0.25] },
      installWindow: { startHour: 2, endHour: 4 },
    });
    assert.equal(res.statusCode, 200);
    const preview = res.json() as RolloutPreview;
    assert.equal(preview.deviceCount, 9);
    assert.equal(preview.alreadyOnTarget, 0);
    assert.deepEqual(preview.waves, [
      { wave: 1, devices: 1 },
      { wave: 2, devices: 2 },
      { wave: 3, devices: 6 },
    ]);
    assert.deepEqual(preview.sites, [
      {
        siteId: sites.aarhus,
        siteName: 'Aarhus Harbour',
        timezone: 'Europe/Copenhagen',
        devices: 5,
        windowOpen: true,
        windowOpensAt: null,
      },
      {
        siteId: sites.leeds,
        siteName: 'Leeds Depot',
        timezone: 'Europe/London',
        devices: 4,
        windowOpen: false,
        windowOpensAt: '2026-11-22T02:00:00.000Z',
      },
    ]);
    assert.equal(await rowsAsText(t.services, 'rollouts'), before);
    assert.equal((await get('/rollouts')).json().total, 1, 'only the rollout of the test before');
  });

  it('makes a draft with its defaults, its devices planned into waves, each once; lists and reads it', async () => {
    t.setNow(new Date('2026-11-22T01:31:00Z'));
    const res = await post('/rollouts', {
      name: 'Nordic autumn',
      // a device named twice (by its group and by id) is in the rollout once
      selection: { groupIds: [groups.dk], deviceIds: [devices.aarhus1, devices.leeds1] },
    });
    assert.equal(res.statusCode, 200);
    const made = res.json() as Rollout;
    assert.match(made.id, /^RO-[0-9A-F]{10}$/);
    assert.deepEqual(
      {
        status: made.status,
        target: made.target,
        waves: made.waves,
        soakMinutes: made.soakMinutes,
        maxFailedShare: made.maxFailedShare,
        installTimeoutMinutes: made.installTimeoutMinutes,
        installWindow: made.installWindow,
        currentWave: made.currentWave,
        deviceCount: made.deviceCount,
        selection: made.selection,
        createdBy: made.createdBy,
      },
      {
        status: 'draft',
        target: { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' },
        waves: { canaryCount: 1, shares: [0.1, 0.3] },
        soakMinutes: 60,
        maxFailedShare: 0.1,
        installTimeoutMinutes: 30,
        installWindow: null,
        currentWave: null,
        deviceCount: 6,
        selection: { groupIds: [groups.dk], deviceIds: [devices.aarhus1, devices.leeds1] },
        createdBy: SUPER,
      },
    );
    assert.deepEqual(
      made.progress.map((w) => [w.wave, w.devices, w.pending]),
      [
        [1, 1, 1],
        [2, 1, 1],
        [3, 1, 1],
        [4, 3, 3],
      ],
    );
    const listed = (await get('/rollouts?status=draft')).json();
    assert.equal(listed.rollouts[0].id, made.id, 'newest first');
    assert.deepEqual((await get(`/rollouts/${made.id}`)).json(), made);
    const page = (await get(`/rollouts/${made.id}/devices?wave=4`)).json();
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.devices.map((d: { wave: number; state: string }) => [d.wave, d.state]),
      [
        [4, 'pending'],
        [4, 'pending'],
        [4, 'pending'],
      ],
    );
    const all = (await get(`/rollouts/${made.id}/devices?limit=1000`)).json();
    assert.equal(new Set(all.devices.map((d: { deviceId: string }) => d.deviceId)).size, 6);
  });

  it('refuses bad input with 400 naming each field, and stores nothing', async () => {
    const before = await rowsAsText(t.services, 'rollouts');
    const refused = async (body: object, errors: { field: string; key: string }[]) => {
      const res = await post('/rollouts', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(
        (res.json().errors as { field: string; key: string }[]).map(({ field, key }) => ({ field, key })),
        errors,
      );
    };
    const selection = { deviceIds: [devices.aarhus1] };
    await refused(
      { name: 'Unknown ids', selection: { groupIds: ['G-NOWHERE'], deviceIds: [devices.aarhus1, 'SC-000000404'] } },
      [
        { field: 'selection.groupIds.0', key: 'validation.oneOf' },
        { field: 'selection.deviceIds.1', key: 'validation.oneOf' },
      ],
    );
    await refused({ name: 'Nothing', selection: {} }, [{ field: 'selection', key: 'validation.required' }]);
    await refused({ name: 'An empty site', selection: { siteIds: [sites.empty] } }, [
      { field: 'selection', key: 'validation.required' },
    ]);
    await refused({ name: 'Share', selection, maxFailedShare: 1.5 }, [
      { field: 'maxFailedShare', key: 'validation.between' },
    ]);
    await refused({ name: 'Waves', selection, waves: { shares: [0] } }, [
      { field: 'waves.shares.0', key: 'validation.betweenExclusive' },
    ]);
    await refused({ name: 'Window', selection, installWindow: { startHour: 2, endHour: 24 } }, [
      { field: 'installWindow.endHour', key: 'validation.between' },
    ]);
    await refused({ name: '', selection }, [{ field: 'name', key: 'validation.required' }]);
    await refused({ name: 'Build', selection, target: { firmwareBranch: 'RTM main', firmwareBuild: '1' } }, [
      { field: 'target.firmwareBranch', key: 'validation.wrongFormat' },
    ]);
    await refused({ name: 'Twice', selection: { deviceIds: [devices.aarhus1, devices.aarhus1] } }, [
      { field: 'selection.deviceIds', key: 'validation.notUnique' },
    ]);
    const preview = await post('/rollouts/preview', { selection: { siteIds: ['S-NOWHERE'] } });
    assert.equal(preview.statusCode, 400);
    assert.deepEqual(preview.json().errors, [{ field: 'selection.siteIds.0', key: 'validation.oneOf' }]);
    assert.equal(await rowsAsText(t.services, 'rollouts'), before);
  });

  it('refuses a wave or a page beyond what a database integer holds with a 400, on either engine', async () => {
    for (const query of ['wave=1e308', 'wave=10001', 'offset=1e308', 'offset=1000000001']) {
      const res = await get(`/rollouts/RO-NOWHERE/devices?${query}`);
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
    }
    assert.equal((await get('/rollouts?offset=1e308')).statusCode, 400);
  });

  it('answers 404 for a rollout that does not exist, and 409 where its status or its devices refuse', async () => {
    for (const res of [
      await get('/rollouts/RO-NOWHERE'),
      await get('/rollouts/RO-NOWHERE/devices'),
      await post('/rollouts/RO-NOWHERE/start', {}),
      await post('/rollouts/RO-NOWHERE/abort', {}),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
    }
    const make = async (name: string, selection: object) =>
      ((await post('/rollouts', { name, selection })).json() as Rollout).id;
    const first = await make('First', { groupIds: [groups.nordic] });
    const second = await make('Second', { deviceIds: [devices.leeds1] });
    assert.equal((await post(`/rollouts/${first}/start`, {})).statusCode, 200);
    // a device takes one update at a time
    const busy = await post(`/rollouts/${second}/start`, {});
    assert.equal(busy.statusCode, 409);
    assert.equal(
      busy.json().message,
      `Devices of this rollout are being updated by another rollout: ${devices.leeds1}`,
    );
    for (const [action, status] of [
      ['start', 'running'],
      ['resume', 'running'],
    ] as const) {
      const res = await post(`/rollouts/${first}/${action}`, {});
      assert.equal(res.statusCode, 409);
      assert.equal(
        res.json().message,
        `The rollout is ${status}: it cannot be ${action === 'start' ? 'started' : 'resumed'}`,
      );
    }
    assert.equal((await post(`/rollouts/${first}/abort`, {})).statusCode, 200);
    // once the first is aborted, its devices are free
    assert.equal((await post(`/rollouts/${second}/start`, {})).statusCode, 200);
    assert.equal((await post(`/rollouts/${first}/pause`, {})).statusCode, 409);
    assert.equal((await post(`/rollouts/${second}/pause`, { unknown: 1 })).statusCode, 400, 'the body takes no field');
    const started = (await get(`/rollouts/${second}`)).json() as Rollout;
    assert.deepEqual([started.currentWave, started.startedBy], [1, SUPER]);
    assert.ok(started.progress[0]!.startedAt);
    assert.equal(NORDIC_DEVICES.length, 9);
  });
});
