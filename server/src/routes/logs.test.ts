import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;
const D = FIXTURE.devices;

describe('spec 7: GET /auditLog and GET /deviceCommandLog', () => {
  let t: TestApp;
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    // A mutating call writes the audit entry (ARCHITECTURE 5).
    t.setNow(new Date('2026-11-22T12:30:00Z'));
    const res = await t.call({ method: 'POST', url: '/Installed', as: U.admin, payload: { deviceId: D.aarhus1 } });
    assert.equal(res.statusCode, 204);
    await t.services.db
      .insertInto('command_log')
      .values([
        {
          deviceId: D.aarhus1,
          sendDateTime: '2026-11-22T10:00:00.000Z',
          command: 'state_running',
          status: 2,
          payload: null,
          user: U.owner,
          deliverAt: '2026-11-22T10:00:05.000Z',
        },
        {
          deviceId: D.aarhus1,
          sendDateTime: '2026-11-22T11:00:00.000Z',
          command: 'state_idling',
          status: 1,
          payload: '{"x":1}',
          user: U.owner,
          deliverAt: '2026-11-22T11:00:05.000Z',
        },
        {
          deviceId: D.leeds1,
          sendDateTime: '2026-11-22T11:00:00.000Z',
          command: 'restart',
          status: 3,
          payload: null,
          user: U.admin,
          deliverAt: '2026-11-22T11:00:05.000Z',
        },
      ])
      .execute();
  });
  after(() => t.close());

  it('spec 5: the audit log of a device is found by its lower-cased id', async () => {
    const res = await get(U.partner, `/auditLog?id=${D.aarhus1.toLowerCase()}`);
    assert.equal(res.statusCode, 200);
    const { log } = res.json();
    assert.equal(log.length, 1);
    assert.deepEqual(
      { ...log[0], id: undefined },
      {
        id: undefined,
        timeStamp: '2026-11-22T12:30:00.000Z',
        email: U.admin,
        message: 'Signed as installed',
        level: 0,
      },
    );
    assert.equal(typeof log[0].id, 'string');
  });

  it('refuses owners (403: logs are for partner admin and above) and outsiders (404)', async () => {
    assert.equal((await get(U.owner, `/auditLog?id=${D.aarhus1.toLowerCase()}`)).statusCode, 403);
    assert.equal((await get(U.outsider, `/auditLog?id=${D.aarhus1.toLowerCase()}`)).statusCode, 404);
  });

  it('ids that are no group, site or device are for super admins only', async () => {
    await t.services.audit.write({ email: U.superadmin, message: 'Set message', level: 2, objectId: 'messagecenter' });
    assert.equal((await get(U.admin, '/auditLog?id=messagecenter')).statusCode, 404);
    const res = await get(U.superadmin, '/auditLog?id=MessageCenter');
    assert.deepEqual(
      res.json().log.map((e: { message: string; level: number }) => [e.message, e.level]),
      [['Set message', 2]],
    );
  });

  it('bad input answers 400', async () => {
    assert.equal((await get(U.partner, '/auditLog')).statusCode, 400);
    assert.equal((await get(U.partner, '/auditLog?id=')).statusCode, 400);
  });

  it('spec 5: the command log is found by the upper-cased id, newest first', async () => {
    const res = await get(U.partner, `/deviceCommandLog?deviceId=${D.aarhus1.toLowerCase()}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), [
      {
        sendDateTime: '2026-11-22T11:00:00.000Z',
        command: 'state_idling',
        status: 1,
        payload: '{"x":1}',
        user: U.owner,
      },
      { sendDateTime: '2026-11-22T10:00:00.000Z', command: 'state_running', status: 2, payload: '', user: U.owner },
    ]);
  });

  it('the command log refuses read-only users (403), outsiders (404) and bad input (400)', async () => {
    assert.equal((await get(U.readonly, `/deviceCommandLog?deviceId=${D.aarhus1}`)).statusCode, 403);
    assert.equal((await get(U.outsider, `/deviceCommandLog?deviceId=${D.leeds1}`)).statusCode, 404);
    assert.equal((await get(U.partner, '/deviceCommandLog')).statusCode, 400);
  });

  it('an owner reads only the entries of the commands he sent himself on his device', async () => {
    await t.services.db
      .insertInto('command_log')
      .values({
        deviceId: D.aarhus1,
        sendDateTime: '2026-11-22T12:00:00.000Z',
        command: 'restart',
        status: 2,
        payload: null,
        user: U.admin,
        deliverAt: '2026-11-22T12:00:05.000Z',
      })
      .execute();
    const own = await get(U.owner, `/deviceCommandLog?deviceId=${D.aarhus1.toLowerCase()}`);
    assert.equal(own.statusCode, 200);
    assert.deepEqual(
      own.json().map((e: { command: string; user: string }) => [e.command, e.user]),
      [
        ['state_idling', U.owner],
        ['state_running', U.owner],
      ],
    );
    // A partner admin still reads everyone's commands.
    const all = await get(U.partner, `/deviceCommandLog?deviceId=${D.aarhus1}`);
    assert.deepEqual(
      all.json().map((e: { command: string }) => e.command),
      ['restart', 'state_idling', 'state_running'],
    );
  });
});
