import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely';
import { migrationsFor } from '../db/migrate';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sharePrincipalOf } from '../repositories/sharing';

const { aarhus, leeds } = FIXTURE.sites;
const { owner, readonly, partner, outsider, admin } = FIXTURE.users;
const SHARE_TOKEN = /^bess_share_[A-Za-z0-9_-]{43}$/; // the prefix and 32 random bytes, base64url: 256 bits

describe('designed GET and PUT /DashboardSharing (spec 1: anonymous dashboard sharing, on and off)', () => {
  let t: TestApp;
  const get = (as: string, id: string = aarhus) => t.call({ method: 'GET', url: `/DashboardSharing?id=${id}`, as });
  const put = (as: string, payload: object) => t.call({ method: 'PUT', url: '/DashboardSharing', as, payload });
  const dashboardOf = async (token: string) =>
    (await sharePrincipalOf(t.services.db, token, t.services.now()))?.dashboardId ?? null;

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('is off until switched on; the caller learns whether they may change it', async () => {
    assert.deepEqual((await get(readonly)).json(), {
      id: aarhus,
      isEnabled: false,
      shareToken: null,
      expiresAt: null,
      canChange: false,
    });
    assert.equal((await get(owner)).json().canChange, true);
  });

  it('NormalUser switches it on: an unguessable token; off revokes it at once; on again makes a new one', async () => {
    const on = await put(owner, { id: aarhus, isEnabled: true });
    assert.equal(on.statusCode, 200);
    const { shareToken } = on.json() as { shareToken: string };
    assert.match(shareToken, SHARE_TOKEN);
    assert.deepEqual(on.json(), { id: aarhus, isEnabled: true, shareToken, expiresAt: null, canChange: true });
    assert.equal(await dashboardOf(shareToken), aarhus);
    // Those who may change it see the link again; a reader sees that it is shared, not the link.
    assert.equal((await get(owner)).json().shareToken, shareToken);
    assert.deepEqual((await get(readonly)).json(), {
      id: aarhus,
      isEnabled: true,
      shareToken: null,
      expiresAt: null,
      canChange: false,
    });

    // Switching on again keeps the link that was handed out.
    assert.equal((await put(owner, { id: aarhus, isEnabled: true })).json().shareToken, shareToken);

    const off = await put(owner, { id: aarhus, isEnabled: false });
    assert.deepEqual(off.json(), { id: aarhus, isEnabled: false, shareToken: null, expiresAt: null, canChange: true });
    assert.equal(await dashboardOf(shareToken), null);

    const renewed = (await put(owner, { id: aarhus, isEnabled: true })).json();
    assert.match(renewed.shareToken, SHARE_TOKEN);
    assert.notEqual(renewed.shareToken, shareToken);
    assert.equal(await dashboardOf(shareToken), null);
    assert.equal(await dashboardOf(renewed.shareToken), aarhus);
  });

  it('the database holds only the SHA-256 of the token and a sealed copy, never the token itself', async () => {
    const { shareToken } = (await get(owner)).json() as { shareToken: string };
    const row = await t.services.db
      .selectFrom('dashboard_sharing')
      .selectAll()
      .where('dashboardId', '=', aarhus)
      .executeTakeFirstOrThrow();
    assert.equal(row.tokenHash, createHash('sha256').update(shareToken).digest('hex'));
    assert.equal(row.shareToken, null);
    assert.ok(!JSON.stringify(row).includes(shareToken.slice('bess_share_'.length)));
    // A sealed token copied onto another dashboard's row does not open there.
    assert.equal(t.services.shareTokens.open(row.tokenSealed!, leeds), null);
    assert.equal(t.services.shareTokens.open(row.tokenSealed!, aarhus), shareToken);
  });

  it('every change is audited without the token', async () => {
    const { shareToken } = (await get(owner)).json() as { shareToken: string };
    const entries = await t.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('objectId', '=', aarhus)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      entries.map((e) => [e.email, e.message]),
      [
        [owner, 'Turned dashboard sharing on for site Aarhus Harbour (S-AARHUS)'],
        [owner, 'Turned dashboard sharing on for site Aarhus Harbour (S-AARHUS)'],
        [owner, 'Turned dashboard sharing off for site Aarhus Harbour (S-AARHUS)'],
        [owner, 'Turned dashboard sharing on for site Aarhus Harbour (S-AARHUS)'],
      ],
    );
    assert.ok(entries.every((e) => !JSON.stringify(e).includes(shareToken)));
  });

  it('a group dashboard too (partner admin on the group)', async () => {
    const res = await put(partner, { id: FIXTURE.groups.nordic, isEnabled: true });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().isEnabled, true);
    assert.match(res.json().shareToken, SHARE_TOKEN);
  });

  it('ReadOnly may read but not change it: 403 Access denied, nothing changed', async () => {
    const before = (await get(readonly)).json();
    const res = await put(readonly, { id: aarhus, isEnabled: !before.isEnabled });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'Access denied');
    assert.deepEqual((await get(readonly)).json(), before);
  });

  it('a dashboard the caller cannot see, a device and an unknown id answer 404', async () => {
    for (const as of [owner, outsider]) {
      assert.equal((await get(as, leeds)).statusCode, 404);
      assert.equal((await put(as, { id: leeds, isEnabled: true })).statusCode, 404);
    }
    assert.equal((await get(admin, FIXTURE.devices.aarhus1)).statusCode, 404);
    assert.equal((await put(admin, { id: 'S-NOPE', isEnabled: true })).statusCode, 404);
    const rows = await t.services.db.selectFrom('dashboard_sharing').select('dashboardId').execute();
    assert.ok(!rows.some((r) => r.dashboardId === leeds || r.dashboardId === 'S-NOPE'));
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = (await get(owner)).json();
    for (const payload of [
      { id: aarhus },
      { id: aarhus, isEnabled: 'yes' },
      { id: '', isEnabled: false },
      { id: aarhus, isEnabled: false, shareToken: 'mine' },
      { id: aarhus, isEnabled: true, expiresAt: 'tomorrow' },
      { id: aarhus, isEnabled: true, expiresAt: '2026-12-01T12:00:00' }, // no offset: whose wall clock?
      { id: aarhus, isEnabled: true, expiresAt: '2026-11-22T11:00:00Z' }, // in the past
      { id: aarhus, isEnabled: false, expiresAt: '2026-12-01T12:00:00Z' },
    ]) {
      const res = await put(owner, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    // The expiry is at fault on its field: a wall-clock time, a past one, one without sharing on.
    for (const [payload, key] of [
      [{ id: aarhus, isEnabled: true, expiresAt: '2026-12-01T12:00:00' }, 'validation.wrongFormat'],
      [{ id: aarhus, isEnabled: true, expiresAt: '2026-11-22T11:00:00Z' }, 'validation.expiryInPast'],
      [{ id: aarhus, isEnabled: false, expiresAt: '2026-12-01T12:00:00Z' }, 'validation.expiryNeedsSharing'],
    ] as const) {
      assert.deepEqual(
        (await put(owner, payload)).json().errors,
        [{ field: 'expiresAt', key }],
        JSON.stringify(payload),
      );
    }
    assert.equal((await t.call({ method: 'GET', url: '/DashboardSharing', as: owner })).statusCode, 400);
    assert.deepEqual((await get(owner)).json(), before);
  });

  it('an optional expiry: set, kept, cleared; past it the token counts as off and a new on makes a new link', async () => {
    const { shareToken } = (await get(owner)).json() as { shareToken: string };
    const set = await put(owner, { id: aarhus, isEnabled: true, expiresAt: '2026-11-22T13:30:00+01:00' });
    assert.equal(set.statusCode, 200);
    assert.deepEqual(set.json(), {
      id: aarhus,
      isEnabled: true,
      shareToken,
      expiresAt: '2026-11-22T12:30:00.000Z',
      canChange: true,
    });
    assert.equal((await get(readonly)).json().expiresAt, '2026-11-22T12:30:00.000Z');
    // Left out: kept. null: no expiry. Set again for the rest of the test.
    assert.equal((await put(owner, { id: aarhus, isEnabled: true })).json().expiresAt, '2026-11-22T12:30:00.000Z');
    assert.equal((await put(owner, { id: aarhus, isEnabled: true, expiresAt: null })).json().expiresAt, null);
    await put(owner, { id: aarhus, isEnabled: true, expiresAt: '2026-11-22T12:30:00Z' });

    t.setNow(new Date('2026-11-22T12:29:59Z'));
    assert.equal(await dashboardOf(shareToken), aarhus);
    t.setNow(new Date('2026-11-22T12:30:00Z'));
    assert.deepEqual((await get(owner)).json(), {
      id: aarhus,
      isEnabled: false,
      shareToken: null,
      expiresAt: null,
      canChange: true,
    });
    assert.equal(await dashboardOf(shareToken), null);
    const renewed = (await put(owner, { id: aarhus, isEnabled: true })).json();
    assert.notEqual(renewed.shareToken, shareToken);
    assert.equal(renewed.expiresAt, null);
    assert.equal(await dashboardOf(shareToken), null);
  });

  it('a token of the wrong shape is never looked up; a lookalike of the right shape finds nothing', async () => {
    assert.equal(await dashboardOf('bess_share_short'), null);
    assert.equal(await dashboardOf(`bess_share_${'A'.repeat(43)}`), null);
  });
});

describe('migration 009: share tokens kept in plain before it are revoked', () => {
  it('switches such dashboards off and leaves no token', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-migration-009-'));
    const sqlite = new SQLite(path.join(dir, 'db.sqlite'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of an older migration
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor('sqlite') } });
      assert.equal((await migrator.migrateTo('008-site-live')).error, undefined);
      await db
        .insertInto('dashboard_sharing')
        .values({
          dashboardId: 'S-OLD',
          isEnabled: 1,
          shareToken: 'plain-old-token',
          expiresAt: null,
          updatedAt: '2026-01-01T00:00:00.000Z',
          updatedBy: 'owner@demo.test',
        })
        .execute();
      assert.equal((await migrator.migrateToLatest()).error, undefined);
      const row = await db.selectFrom('dashboard_sharing').selectAll().executeTakeFirstOrThrow();
      assert.equal(row.isEnabled, 0);
      assert.equal(row.shareToken, null);
      assert.equal(row.tokenHash, null);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
