import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { loggerOptions } from './requestLog';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  route?: string | null;
  status?: number;
  ms?: number;
  userId?: string | null;
  err?: { message: string; stack: string };
}

describe('the API logs every request and every unexpected error, never a token', () => {
  let t: TestApp;
  const written: string[] = [];
  const lines = (): LogLine[] =>
    written
      .join('')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));

  before(async () => {
    t = await createTestApp({}, { logger: { ...loggerOptions('info'), stream: { write: (l) => written.push(l) } } });
    t.app.get('/boom', { config: { public: true } }, async () => {
      throw new Error('the disk is on fire');
    });
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('a request line has the method, the route, the status, the time and the user id', async () => {
    written.length = 0;
    const token = await t.tokenFor(FIXTURE.users.owner);
    const response = await t.app.inject({
      method: 'GET',
      url: `/parameters/control?siteId=${FIXTURE.sites.aarhus}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const owner = await t.services.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', FIXTURE.users.owner)
      .executeTakeFirstOrThrow();
    const line = lines().find((l) => l.msg === 'request');
    assert.ok(line, written.join(''));
    assert.equal(line.method, 'GET');
    assert.equal(line.route, '/parameters/control');
    assert.equal(line.status, response.statusCode);
    assert.equal(typeof line.ms, 'number');
    assert.equal(line.userId, owner.userId);
    assert.ok(!written.join('').includes(token), 'the bearer token is never logged');
  });

  it('a token in a signed link URL is never logged, only the route', async () => {
    written.length = 0;
    const secret = 'abc.SECRET-TOKEN-THAT-MUST-NOT-BE-LOGGED';
    await t.app.inject({ method: 'PUT', url: `/files/upload/42?token=${secret}`, payload: 'x' });
    const line = lines().find((l) => l.msg === 'request');
    assert.ok(line);
    assert.equal(line.route, '/files/upload/:fileId');
    assert.equal(line.userId, null);
    assert.ok(!written.join('').includes('SECRET-TOKEN'), written.join(''));
  });

  it('a 500 is logged with its error, and the answer says only Something went wrong', async () => {
    written.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/boom' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().message, 'Something went wrong');
    const error = lines().find((l) => l.level === 50);
    assert.ok(error, written.join(''));
    assert.equal(error.err?.message, 'the disk is on fire');
    assert.ok(lines().some((l) => l.msg === 'request' && l.status === 500 && l.route === '/boom'));
  });
});
