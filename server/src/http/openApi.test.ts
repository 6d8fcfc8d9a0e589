import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { ENDPOINTS, ErrorBodySchema, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { requestFor, sampleInputs, seedSampleObjects } from '../testing/samples';
import { watchStatuses } from '../testing/statusCheck';
import { createTestApp } from '../testing/testApp';
import { ONLY_WITH_HEADER, openApiDocument, type OpenApiDocument } from './openApi';

type Response = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { operationId: string; responses: Record<string, Response> };

const document = openApiDocument(ALL_ROUTES, 'http://api.test');
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
const operationOf = (name: EndpointName): Operation => {
  const found = operations.find((o) => o.operation.operationId === name);
  assert.ok(found, name);
  return found.operation;
};
const statusesOf = (name: EndpointName) => Object.keys(operationOf(name).responses).map(Number);

describe('the OpenAPI document: every status each route answers', () => {
  it('gives every status of every operation a description, and every error the API error body', () => {
    assert.deepEqual(document.components.schemas.Error, JSON.parse(JSON.stringify(ErrorBodySchema)));
    for (const { path, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const where = `${method.toUpperCase()} ${path} ${status}`;
        assert.ok(response.description && response.description.length > 0, `${where}: no description`);
        if (Number(status) >= 400)
          assert.deepEqual(
            response.content?.['application/json']?.schema,
            { $ref: '#/components/schemas/Error' },
            where,
          );
      }
    }
  });

  it("derives the statuses of a call's shape and access rule", () => {
    // Signed in, no input, answers JSON.
    assert.deepEqual(statusesOf('getUser'), [200, 401, 429, 500]);
    // A write with a body on an object: bad input, the rule's 403 and 404, a body's 413 and 415, idempotency's 409 and
    // 422, and 204 as its success.
    assert.deepEqual(statusesOf('updateSite'), [204, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
    // A read whose 204 means something (spec 5: an unknown device).
    assert.ok(statusesOf('getParameters').includes(204));
    assert.ok(statusesOf('getEconomics').includes(204));
    // A signed link is its own rule: no bearer, so no 401; a bad link is 403.
    assert.deepEqual(statusesOf('downloadTelemetry'), [200, 400, 403, 429, 500]);
    // A user or a dashboard link: the rule of each.
    assert.deepEqual(statusesOf('getDashboard'), [200, 400, 401, 403, 404, 429, 500]);
    // A write's 409 and 422 come of a reused Idempotency-Key only, unless the call answers 409 on its own (a site
    // feature its write rights need; spec 8's 1010 and 1014 declared in ENDPOINTS).
    const onlyWith = (name: EndpointName, status: number) =>
      (operationOf(name).responses[status] as Record<string, unknown>)[ONLY_WITH_HEADER];
    assert.equal(onlyWith('updateSite', 409), 'Idempotency-Key');
    assert.equal(onlyWith('updateSite', 422), 'Idempotency-Key');
    assert.equal(onlyWith('commissionDevice', 409), undefined);
    assert.equal(onlyWith('sendBackupCommand', 409), undefined);
    assert.match(operationOf('sendBackupCommand').responses['409']!.description!, /Backup/);
  });

  it('adds what an ENDPOINTS entry declares it answers on its own, in its words', () => {
    let declared = 0;
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const own: Record<string, string> = (ENDPOINTS[name] as { statuses?: Record<string, string> }).statuses ?? {};
      for (const [status, text] of Object.entries(own)) {
        declared++;
        assert.ok(operationOf(name).responses[status]?.description?.includes(text), `${name} ${status}`);
      }
    }
    assert.ok(declared > 0);
    assert.match(operationOf('commissionDevice').responses['409']!.description!, /1010.*1014/);
  });

  it('lists the routes outside the contract and what a request that reaches no operation gets', () => {
    const upload = (document.paths['/files/upload/{fileId}'] as Record<string, Operation>).put!;
    assert.deepEqual(Object.keys(upload.responses).map(Number), [201, 400, 403, 404, 413, 429, 500]);
    // Probes and readers of the document are outside the rate limit.
    const health = (document.paths['/health'] as Record<string, Operation>).get!;
    assert.deepEqual(Object.keys(health.responses).map(Number), [200, 500]);
    assert.deepEqual(Object.keys(document['x-answers-without-operation']).map(Number), [204, 400, 404, 405, 414]);
  });

  it('holds a test app to it: an answer it does not list is a violation, and close() throws it', async () => {
    const doctored = structuredClone(document) as unknown as OpenApiDocument;
    delete (doctored.paths['/User']!.get!.responses as Record<string, unknown>)['401'];
    delete (doctored['x-answers-without-operation'] as Record<string, unknown>)['405'];
    const t = await createTestApp({}, { document: doctored });
    assert.equal((await t.app.inject({ method: 'GET', url: '/User' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'PATCH', url: '/User' })).statusCode, 405);
    // Listed: no violation.
    assert.equal((await t.app.inject({ method: 'GET', url: '/SiteGroup' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/nowhere' })).statusCode, 404);
    const violations = t.statusViolations();
    assert.equal(violations.length, 2, violations.join('\n'));
    assert.match(violations[0]!, /^GET \/User answered 401/);
    assert.match(violations[1]!, /^PATCH \(no route\) answered 405/);
    await assert.rejects(t.close(), /does not say[\s\S]*GET \/User answered 401[\s\S]*PATCH \(no route\) answered 405/);
  });

  it("holds an error answer's body to the API's error body", async () => {
    const app = Fastify();
    app.get('/plain', async (_request, reply) => reply.code(400).send({ statusCode: 400, error: 'Bad Request' }));
    app.get('/ours', async (_request, reply) => reply.code(400).send({ code: null, message: 'Bad input' }));
    const listed = { responses: { 200: { description: 'Yes' }, 400: { description: 'No' } } };
    const watch = watchStatuses(app, {
      paths: {
        '/plain': { get: { operationId: 'plain', ...listed } },
        '/ours': { get: { operationId: 'ours', ...listed } },
      },
      'x-answers-without-operation': {},
    });
    await app.inject({ method: 'GET', url: '/plain' });
    await app.inject({ method: 'GET', url: '/ours' });
    assert.deepEqual(
      watch.violations().map((v) => v.replace(/ \(.*/, '')),
      ["GET /plain 400: the body is not the API's error body"],
    );
    watch.close();
    await app.close();
  });

  it("holds a status that needs a header to requests that send it: a reused key's 409 is not a handler's", async () => {
    const doctored = structuredClone(document) as unknown as OpenApiDocument;
    doctored.paths['/CommissionDevice']!.post!.responses['409']![ONLY_WITH_HEADER] = 'Idempotency-Key';
    const t = await createTestApp({}, { document: doctored });
    await seedFixtureFleet(t.services.db);
    const samples = sampleInputs(await seedSampleObjects(t));
    const commission = () =>
      t.call({ ...requestFor('commissionDevice', samples.commissionDevice), as: FIXTURE.users.superadmin });
    assert.equal((await commission()).statusCode, 204);
    // The device is on the site now: spec 8's 1010, a 409 of the handler, without an Idempotency-Key.
    assert.equal((await commission()).statusCode, 409);
    assert.deepEqual(
      t.statusViolations().map((v) => v.replace(/ \(.*/, '')),
      [
        'POST /CommissionDevice answered 409, which the OpenAPI document does not list for its operation without the idempotency-key header',
      ],
    );
    await assert.rejects(t.close());
  });
});
