import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seedFixtureFleet, FIXTURE } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { storedFilePath } from '../repositories/files';
import { signLink } from '../services/signedLinks';
import { MAX_UPLOAD_BYTES, UPLOAD_PATH, publicFileRoutes } from './files';

const { superadmin, admin, outsider } = FIXTURE.users;

/** The public link routes are a plugin that app.ts registers; register them here if it has not. */
async function withPublicFileRoutes(t: TestApp): Promise<void> {
  if (!t.app.hasRoute({ method: 'PUT', url: UPLOAD_PATH })) {
    await t.app.register(publicFileRoutes, { services: t.services });
  }
}

/** The path (and query) of a link of this server, for app.inject. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

describe('spec 7: BMS files (GET, POST /BmsFile, upload to the link, PUT /BmsFileConvert, DELETE /BmsFile)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await withPublicFileRoutes(t);
  });
  after(() => t.close());

  it('the full flow: POST -> link; PUT bytes to the link without a bearer; convert; delete', async () => {
    const post = await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'bms-v2.bin' } });
    assert.equal(post.statusCode, 200);
    const { id, uploadLink } = post.json() as { id: string; uploadLink: string };
    assert.equal(
      uploadLink,
      `${t.services.config.publicUrl}/files/upload/${id}?token=${new URL(uploadLink).searchParams.get('token')}`,
    );
    assert.match(new URL(uploadLink).searchParams.get('token') ?? '', /^\d+\.[A-Za-z0-9_-]{43}$/);
    // Not listed before its bytes arrive.
    assert.deepEqual((await t.call({ method: 'GET', url: '/BmsFile', as: superadmin })).json(), []);

    const bytes = Buffer.from([0, 1, 2, 3, 250, 251, 252, 253]);
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    assert.equal(put.statusCode, 201, put.body);
    const onDisk = storedFilePath(t.services.config.filesDir, 'bms', id);
    assert.deepEqual(fs.readFileSync(onDisk), bytes);
    assert.deepEqual((await t.call({ method: 'GET', url: '/BmsFile', as: superadmin })).json(), [
      { id, fileName: 'bms-v2.bin' },
    ]);

    const convert = await t.call({ method: 'PUT', url: '/BmsFileConvert', as: superadmin, payload: { id } });
    assert.equal(convert.statusCode, 204);
    const row = await t.services.db.selectFrom('content_files').selectAll().where('id', '=', id).executeTakeFirst();
    assert.equal(row?.converted, 1);
    assert.equal(row?.size, bytes.length);

    const audit = await t.services.db
      .selectFrom('audit_log')
      .select('message')
      .where('objectId', '=', id)
      .orderBy('id')
      .execute();
    // The log names the file by name and id, from its registration on.
    assert.deepEqual(
      audit.map((a) => a.message),
      [
        `Registered BMS file 'bms-v2.bin' (${id})`,
        `Uploaded BMS file 'bms-v2.bin' (${id})`,
        `Converted BMS file 'bms-v2.bin' (${id})`,
      ],
    );

    const del = await t.call({ method: 'DELETE', url: '/BmsFile', as: superadmin, payload: { id } });
    assert.equal(del.statusCode, 204);
    assert.equal(fs.existsSync(onDisk), false);
    assert.deepEqual((await t.call({ method: 'GET', url: '/BmsFile', as: superadmin })).json(), []);
    // The link of a deleted file writes nothing.
    const again = await t.app.inject({ method: 'PUT', url: pathOf(uploadLink), payload: bytes });
    assert.equal(again.statusCode, 404);
    assert.equal(fs.existsSync(onDisk), false);
  });

  it('a JSON file is stored as its bytes, not parsed', async () => {
    const { id, uploadLink } = (
      await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'map.json' } })
    ).json();
    const text = '{"cells": 16}';
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'content-type': 'application/json' },
      payload: text,
    });
    assert.equal(put.statusCode, 201);
    assert.equal(fs.readFileSync(storedFilePath(t.services.config.filesDir, 'bms', id), 'utf8'), text);
  });

  it('tampered, foreign, malformed and expired tokens answer 403 and write nothing', async () => {
    const { id, uploadLink } = (
      await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'x.bin' } })
    ).json();
    const path = pathOf(uploadLink);
    const token = new URL(uploadLink).searchParams.get('token')!;
    const [expires, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const other = (
      await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'other.bin' } })
    ).json();
    // A document link's token is not an upload token, even for the same expiry.
    const documentToken = signLink(
      t.services.config.filesDir,
      { purpose: 'document', deviceId: FIXTURE.devices.aarhus1, documentType: 'FAT' },
      t.services.now(),
    );
    for (const url of [
      `/files/upload/${id}?token=${expires}.${flipped}`, // a changed signature
      `/files/upload/${id}?token=${Number(expires) + 3_600_000}.${signature}`, // a later expiry under the old signature
      `/files/upload/${other.id}?token=${token}`, // another file under this file's token
      `/files/upload/${id}?token=${documentToken}`,
      `/files/upload/${id}?token=abc`,
      `/files/upload/${id}`,
    ]) {
      const res = await t.app.inject({ method: 'PUT', url, payload: Buffer.from('evil') });
      assert.equal(res.statusCode, 403, url);
      assert.equal(res.json().message, 'Access denied');
    }
    const onDisk = storedFilePath(t.services.config.filesDir, 'bms', id);
    assert.equal(fs.existsSync(onDisk), false);
    assert.equal(fs.existsSync(storedFilePath(t.services.config.filesDir, 'bms', other.id)), false);

    // 15 minutes later the genuine link has expired.
    const created = t.services.now();
    t.setNow(new Date(created.getTime() + 15 * 60 * 1000));
    try {
      const late = await t.app.inject({ method: 'PUT', url: path, payload: Buffer.from('late') });
      assert.equal(late.statusCode, 403);
      assert.equal(fs.existsSync(onDisk), false);
    } finally {
      t.setNow(created);
    }
    // ...and a minute earlier it works.
    t.setNow(new Date(created.getTime() + 14 * 60 * 1000));
    try {
      const inTime = await t.app.inject({ method: 'PUT', url: path, payload: Buffer.from('ok') });
      assert.equal(inTime.statusCode, 201);
    } finally {
      t.setNow(created);
    }
  });

  it('a body over 10 MiB answers 413, another blob type or an empty body 400; nothing is written', async () => {
    const { id, uploadLink } = (
      await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'big.bin' } })
    ).json();
    const big = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
    });
    assert.equal(big.statusCode, 413);
    const append = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'x-ms-blob-type': 'AppendBlob' },
      payload: Buffer.from('x'),
    });
    assert.equal(append.statusCode, 400);
    const empty = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(0),
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(fs.existsSync(storedFilePath(t.services.config.filesDir, 'bms', id)), false);
    // Exactly 10 MiB is accepted.
    const max = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(MAX_UPLOAD_BYTES, 7),
    });
    assert.equal(max.statusCode, 201);
  });

  it('super admin only: an admin gets 403 Access denied, an outsider too, and nothing is created', async () => {
    for (const as of [admin, outsider]) {
      for (const [method, url, payload] of [
        ['GET', '/BmsFile', undefined],
        ['POST', '/BmsFile', { fileName: 'a.bin' }],
        ['PUT', '/BmsFileConvert', { id: 'x' }],
        ['DELETE', '/BmsFile', { id: 'x' }],
      ] as const) {
        const res = await t.call({ method, url, as, ...(payload ? { payload } : {}) });
        assert.equal(res.statusCode, 403, `${as} ${method} ${url}`);
        assert.equal(res.json().message, 'Access denied');
      }
    }
    const rows = await t.services.db.selectFrom('content_files').select('fileName').execute();
    assert.ok(!rows.some((r) => r.fileName === 'a.bin'));
    const anonymous = await t.call({ method: 'GET', url: '/BmsFile' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('bad input answers 400 and changes nothing; unknown ids 404; converting before the upload 409', async () => {
    const before = await t.services.db.selectFrom('content_files').select('id').execute();
    for (const payload of [{}, { fileName: '' }, { fileName: 'a/../b' }, { fileName: 'a.bin', extra: 1 }]) {
      const res = await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await t.services.db.selectFrom('content_files').select('id').execute()).length, before.length);
    assert.equal((await t.call({ method: 'DELETE', url: '/BmsFile', as: superadmin, payload: {} })).statusCode, 400);
    assert.equal(
      (await t.call({ method: 'DELETE', url: '/BmsFile', as: superadmin, payload: { id: 'nope' } })).statusCode,
      404,
    );
    const { id } = (
      await t.call({ method: 'POST', url: '/BmsFile', as: superadmin, payload: { fileName: 'pending.bin' } })
    ).json();
    const early = await t.call({ method: 'PUT', url: '/BmsFileConvert', as: superadmin, payload: { id } });
    assert.equal(early.statusCode, 409);
  });
});

describe('spec 7: device configuration files (GET, POST, DELETE /DeviceConfigurationFile)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await withPublicFileRoutes(t);
  });
  after(() => t.close());

  it('upload to the link, list, delete; a BMS id is not a configuration file', async () => {
    const post = await t.call({
      method: 'POST',
      url: '/DeviceConfigurationFile',
      as: superadmin,
      payload: { fileName: 'luxpowertek_3.0.0.json' },
    });
    assert.equal(post.statusCode, 200);
    const { id, uploadLink } = post.json();
    const put = await t.app.inject({
      method: 'PUT',
      url: pathOf(uploadLink),
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      payload: Buffer.from('{"inverter":"lux"}'),
    });
    assert.equal(put.statusCode, 201);
    assert.ok(fs.existsSync(storedFilePath(t.services.config.filesDir, 'deviceConfiguration', id)));
    assert.deepEqual((await t.call({ method: 'GET', url: '/DeviceConfigurationFile', as: superadmin })).json(), [
      { id, fileName: 'luxpowertek_3.0.0.json' },
    ]);
    // The two lists are separate: the configuration file is neither a BMS file nor deletable as one.
    assert.deepEqual((await t.call({ method: 'GET', url: '/BmsFile', as: superadmin })).json(), []);
    assert.equal(
      (await t.call({ method: 'DELETE', url: '/BmsFile', as: superadmin, payload: { id } })).statusCode,
      404,
    );
    const refused = await t.call({ method: 'DELETE', url: '/DeviceConfigurationFile', as: admin, payload: { id } });
    assert.equal(refused.statusCode, 403);
    const del = await t.call({ method: 'DELETE', url: '/DeviceConfigurationFile', as: superadmin, payload: { id } });
    assert.equal(del.statusCode, 204);
    assert.deepEqual((await t.call({ method: 'GET', url: '/DeviceConfigurationFile', as: superadmin })).json(), []);
    assert.equal(fs.existsSync(storedFilePath(t.services.config.filesDir, 'deviceConfiguration', id)), false);
  });

  it('an admin may not list or create configuration files; a bad body is 400', async () => {
    assert.equal((await t.call({ method: 'GET', url: '/DeviceConfigurationFile', as: admin })).statusCode, 403);
    const post = await t.call({
      method: 'POST',
      url: '/DeviceConfigurationFile',
      as: admin,
      payload: { fileName: 'a' },
    });
    assert.equal(post.statusCode, 403);
    const bad = await t.call({
      method: 'POST',
      url: '/DeviceConfigurationFile',
      as: superadmin,
      payload: { name: 'a' },
    });
    assert.equal(bad.statusCode, 400);
  });

  it('the link secret is generated once and kept in filesDir', () => {
    const secret = fs.readFileSync(`${t.services.config.filesDir}/.link-secret`, 'utf8');
    assert.match(secret, /^[0-9a-f]{64}$/);
  });
});
