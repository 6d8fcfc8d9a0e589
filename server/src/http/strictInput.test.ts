import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { rowsAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Text is read as the type its schema names only when it says exactly that (http/inputValidation.ts): a query
 * string's `true` is not the integer 1, its `1` is not true, and a JSON body's "60" is text, not the number 60. Each
 * refusal names its field and the key of its message, and nothing is stored.
 */
describe('strict typing of query, path and body values', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  const { superadmin, admin } = FIXTURE.users;
  const aarhus = FIXTURE.sites.aarhus;

  it('a query integer: offset=true is 400 on offset (it used to be read as 1); offset=1 is read', async () => {
    const refused = await t.call({ method: 'GET', url: '/auditLog/fleet?offset=true', as: superadmin });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, [{ field: 'offset', key: 'validation.validNumber' }]);
    for (const text of ['0x10', '1e', '', ' 1']) {
      const res = await t.call({
        method: 'GET',
        url: `/auditLog/fleet?offset=${encodeURIComponent(text)}`,
        as: superadmin,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(text));
    }
    assert.equal((await t.call({ method: 'GET', url: '/auditLog/fleet?offset=1', as: superadmin })).statusCode, 200);
  });

  it('a query boolean: CalculateConsumptionNeeded=1 is 400 on that field; true is read', async () => {
    const url = (flag: string) =>
      `/GetDataSummary?siteId=${aarhus}&resolutionMin=60&fromDateTime=2026-11-21T00:00:00Z` +
      `&toDateTime=2026-11-22T00:00:00Z&CalculateConsumptionNeeded=${flag}`;
    const refused = await t.call({ method: 'GET', url: url('1'), as: admin });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, [{ field: 'CalculateConsumptionNeeded', key: 'validation.trueOrFalse' }]);
    assert.notEqual((await t.call({ method: 'GET', url: url('true'), as: admin })).statusCode, 400);
  });

  it('a numeric text in a body: "60" where a number belongs is 400 with validation.validNumber; nothing is stored', async () => {
    const before = await rowsAsText(t.services, 'backup_settings');
    const res = await t.call({
      method: 'PUT',
      url: '/BackupSettings',
      as: admin,
      payload: {
        siteId: aarhus,
        reservedSoc: 30,
        minSoc: 15,
        maxSoc: 90,
        gridTransitionInterval: '60',
        gridTransitionOffInterval: 12,
        islandRetryCount: 3,
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      code: null,
      message: 'Invalid input. gridTransitionInterval: You must fill with a valid number',
      errors: [{ field: 'gridTransitionInterval', key: 'validation.validNumber' }],
    });
    assert.equal(await rowsAsText(t.services, 'backup_settings'), before);
  });

  it('true where an integer belongs in a body is 400 on that field; nothing is stored', async () => {
    const before = await rowsAsText(t.services, 'schedule_events');
    const res = await t.call({
      method: 'POST',
      url: '/EventSchedule',
      as: admin,
      payload: {
        siteId: aarhus,
        description: '',
        startTime: '2026-11-23T10:00:00Z',
        endTime: '2026-11-23T12:00:00Z',
        endMode: 0,
        eventType: true,
        rate: null,
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, [{ field: 'eventType', key: 'validation.validNumber' }]);
    assert.equal(await rowsAsText(t.services, 'schedule_events'), before);
  });

  it('a path value is text as it stands: an e-mail with digits stays an e-mail', async () => {
    const res = await t.call({ method: 'GET', url: '/User/12345', as: superadmin });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 1017);
  });
});
