// A fuzz run from the API's own OpenAPI document (in the manner of Schemathesis): for every operation, its
// valid sample and inputs generated to break its schema, sent over real HTTP to a listening server with the token of
// each role and with none. Pass: no 5xx, every 200 matches its schema, no invalid input accepted, and afterwards the
// database is intact with every table's rows unchanged (no read and no refused input may write anything).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { pathParamsOf, queryString, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { integrityOf, rowCountOf, tablesOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';

type Json = Record<string, unknown>;
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
}

/** One generated request: which call, the input's parts, and whether the input is broken on purpose. */
interface Case {
  name: EndpointName;
  params: Json;
  query: Json;
  /** The JSON body, or raw text sent as it is (not JSON, 1e400, deep nesting). */
  body?: Json | string;
  contentType?: string;
  invalid: boolean;
  why: string;
}

const ROLES = [...Object.values(FIXTURE.users), null] as const;
const MUTATING_READS = new Set(ALL_ROUTES.filter((r) => r.audit === false).map((r) => r.endpoint));
const isRead = (name: EndpointName) => ENDPOINTS[name].method === 'GET' || MUTATING_READS.has(name);
const schemaOf = (schema: TSchema | undefined): SchemaNode => (schema ? JSON.parse(JSON.stringify(schema)) : {});

/** The first JSON type a schema node allows. */
function typeOf(node: SchemaNode): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null');
  if (node.type) return node.type;
  return node.anyOf?.map(typeOf).find((t) => t && t !== 'null');
}

/** A value of the wrong JSON type for a node (a string where a number goes, and so on). */
function wrongTypeFor(node: SchemaNode): unknown {
  switch (typeOf(node)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'NaN';
    case 'boolean':
      return 'yes';
    case 'array':
      return { length: 1 };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: true };
  }
}

/** Values that break a node's limits: below its minimum, above its maximum, too long, off its pattern. */
function outOfRange(node: SchemaNode): [unknown, string][] {
  const out: [unknown, string][] = [];
  const type = typeOf(node);
  if (type === 'number' || type === 'integer') {
    if (node.minimum !== undefined) out.push([node.minimum - 1, 'below its minimum']);
    if (node.maximum !== undefined) out.push([node.maximum + 1, 'above its maximum']);
    if (type === 'integer') out.push([1.5, 'not a whole number']);
  }
  if (type === 'string') {
    if (node.maxLength !== undefined) out.push(['x'.repeat(node.maxLength + 1), 'longer than its maxLength']);
    if (node.pattern) out.push(["' OR 1=1 --", 'off its pattern']);
    if (node.enum) out.push(['NotOneOfThem', 'not one of its values']);
  }
  return out;
}

/** Every broken variant of one object part (a body or a query) of a sample. */
function brokenObjects(schema: SchemaNode, sample: Json): [Json, string][] {
  const out: [Json, string][] = [];
  for (const field of schema.required ?? []) {
    const { [field]: _dropped, ...rest } = sample;
    out.push([rest, `without the required ${field}`]);
  }
  out.push([{ ...sample, __proto__: { isAdmin: true }, unexpectedField: 1 }, 'with an unknown field']);
  for (const [field, node] of Object.entries(schema.properties ?? {})) {
    out.push([{ ...sample, [field]: wrongTypeFor(node) }, `${field} of the wrong type`]);
    for (const [value, why] of outOfRange(node)) out.push([{ ...sample, [field]: value }, `${field} ${why}`]);
  }
  return out;
}

/** Splits a sample input into its path params, query and body, as the contract places them. */
function partsOf(name: EndpointName, input: Json): { params: Json; query: Json; body?: Json } {
  const endpoint = ENDPOINTS[name];
  const params: Json = {};
  const rest: Json = { ...input };
  for (const param of pathParamsOf(name)) {
    params[param] = rest[param];
    delete rest[param];
  }
  return endpoint.method === 'GET' ? { params, query: rest } : { params, query: {}, body: rest };
}

/** The valid sample of each call (reads only) and its broken variants (every call). */
function casesOf(name: EndpointName, samples: SampleInputs): Case[] {
  const endpoint = ENDPOINTS[name];
  const sample = partsOf(name, samples[name] as Json);
  const cases: Case[] = [];
  if (isRead(name)) cases.push({ name, ...sample, invalid: false, why: 'its valid sample' });
  if ('body' in endpoint && endpoint.body) {
    const body = schemaOf(endpoint.body);
    const check = Compile(endpoint.body);
    for (const [broken, why] of brokenObjects(body, sample.body ?? {})) {
      // Only inputs the schema itself refuses count as invalid (a looser field would make a case valid).
      if (!check.Check(JSON.parse(JSON.stringify(broken))))
        cases.push({ name, ...sample, body: broken, invalid: true, why });
    }
    const raw = (text: string, why: string, contentType = 'application/json') =>
      cases.push({ name, ...sample, body: text, contentType, invalid: true, why });
    raw('{"deviceId": "SC-000000101",', 'a body that is not JSON');
    raw('[]', 'an array for a body');
    raw('null', 'null for a body');
    raw(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'nesting 5,000 deep');
    raw(JSON.stringify(sample.body ?? {}).replace(/}$/, ', "x": 1e400}'), 'a number that is Infinity');
    raw('deviceId=SC-000000101', 'the wrong content type', 'application/x-www-form-urlencoded');
  }
  if ('query' in endpoint && endpoint.query) {
    const query = schemaOf(endpoint.query);
    for (const field of query.required ?? []) {
      const { [field]: _dropped, ...rest } = sample.query;
      cases.push({ name, ...sample, query: rest, invalid: true, why: `query without the required ${field}` });
    }
    cases.push({
      name,
      ...sample,
      query: { ...sample.query, unexpected: 'x' },
      invalid: true,
      why: 'an unknown query',
    });
    for (const [field, node] of Object.entries(query.properties ?? {})) {
      const type = typeOf(node);
      if (type === 'number' || type === 'integer' || type === 'boolean') {
        cases.push({ name, ...sample, query: { ...sample.query, [field]: 'abc' }, invalid: true, why: `${field}=abc` });
      }
    }
  }
  // Hostile but well-formed path params: traversal, injection, markup. They are valid strings: answered, never a 5xx.
  for (const param of pathParamsOf(name)) {
    for (const hostile of ['../../etc/passwd', "' OR '1'='1", '<script>alert(1)</script>', '\u202e\u0000x']) {
      cases.push({
        name,
        ...sample,
        params: { ...sample.params, [param]: hostile },
        invalid: false,
        why: `${param} ${hostile}`,
      });
    }
  }
  return cases;
}

function urlOf(base: string, c: Case): string {
  let path: string = ENDPOINTS[c.name].path;
  for (const [param, value] of Object.entries(c.params))
    path = path.replace(`{${param}}`, encodeURIComponent(String(value)));
  return base + path + queryString(c.query);
}

describe('fuzz: generated requests from the OpenAPI document, with every role, on a real server', () => {
  let t: TestApp;
  let base: string;
  let samples: SampleInputs;
  const tokens = new Map<string | null, string | null>();
  let countsBefore: Record<string, number>;

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const name of await tablesOf(t.services)) counts[name] = await rowCountOf(t.services, name);
    return counts;
  };

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    samples = sampleInputs(await seedSampleObjects(t));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const role of ROLES) tokens.set(role, role ? await t.tokenFor(role) : null);
    countsBefore = await rowCounts();
  });
  after(() => t.close());

  it('the API describes itself as OpenAPI 3.1 with every call of the contract', async () => {
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; 'x-public'?: true }>>;
    };
    assert.equal(document.openapi, '3.1.0');
    // The routes outside the contract (health, the document itself, the file links) are listed as public.
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods)
        .filter((o) => !o['x-public'])
        .map((o) => o.operationId),
    );
    assert.deepEqual(operations.sort(), (Object.keys(ENDPOINTS) as string[]).sort());
  });

  it('answers at least 5,000 generated requests with no 5xx, no answer off its schema and no invalid input accepted', async () => {
    const cases = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => casesOf(name, samples));
    const checks = new Map<EndpointName, ReturnType<typeof Compile>>();
    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    let answered = 0;
    let serverErrors = 0;
    for (const c of cases) {
      const endpoint = ENDPOINTS[c.name];
      for (const role of ROLES) {
        const token = tokens.get(role);
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        let body: string | undefined;
        if (c.body !== undefined) {
          headers['content-type'] = c.contentType ?? 'application/json';
          body = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
        }
        const response = await fetch(urlOf(base, c), { method: endpoint.method, headers, body });
        const text = await response.text();
        tried++;
        const label = `${c.name} ${c.why} as ${role ?? 'nobody'}: ${response.status} ${text.slice(0, 120)}`;
        if (response.status >= 500) {
          serverErrors++;
          failures.push(label);
        } else if (c.invalid) {
          if (response.status < 400) failures.push(`accepted: ${label}`);
          else refused++;
        } else if (
          response.status === 200 &&
          endpoint.status === 200 &&
          // The telemetry download link answers its file (CSV), not JSON.
          response.headers.get('content-type')?.startsWith('application/json')
        ) {
          answered++;
          let check = checks.get(c.name);
          if (!check) checks.set(c.name, (check = Compile(endpoint.response)));
          if (!check.Check(JSON.parse(text))) failures.push(`off its schema: ${label}`);
        }
      }
    }
    console.log(
      `fuzz: ${tried} requests tried (${cases.length} cases x ${ROLES.length} callers), ${refused} invalid refused as expected, ` +
        `${answered} answers checked against their schema, 5xx = ${serverErrors}, failures = ${failures.length}`,
    );
    assert.ok(tried >= 5000, `only ${tried} requests`);
    assert.deepEqual(failures.slice(0, 30), []);
  });

  it('leaves the database intact and every table with the rows it had', async () => {
    // PRAGMA integrity_check on SQLite; PostgreSQL has no counterpart without an extension (integrityOf: null)
    assert.ok([null, 'ok'].includes(await integrityOf(t.services)));
    assert.deepEqual(await rowCounts(), countsBefore);
  });
});
