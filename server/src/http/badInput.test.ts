import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { BODY_LIMIT_BYTES } from '../app';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { pathParamsOf, requestFor, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { integrityOf, rowCountOf, rowsAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Property-style bad input (server/README.md: bad input is rejected by the schemas with 400 before any handler runs;
 * bodies over 1 MiB get 413). For every route, mutations of its valid sample (wrong types, missing and extra fields,
 * huge strings, odd numbers, invalid dates, unicode, deep nesting, huge arrays) and raw requests (malformed JSON,
 * prototype keys, wrong content types, oversize bodies, odd paths and query strings), sent as the super admin.
 *
 * Properties: no answer is a 5xx; every 4xx has a non-empty `message`; an input the contract's schema refuses never
 * gets a 2xx; a refused request changes nothing in sites, devices, site_groups, access and users; afterwards the
 * database passes `PRAGMA integrity_check` and those tables hold as many rows as before.
 */

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const SEED = 20261122;
const CASES_PER_ROUTE = 40;
const GUARDED_TABLES = ['sites', 'devices', 'site_groups', 'access', 'users'] as const;

/**
 * Calls whose success adds or removes rows of the guarded tables: they get only inputs the schema refuses, so that
 * the row counts before and after the run must be equal.
 */
const ROW_WRITERS = new Set<EndpointName>([
  'createSite',
  'createSiteGroup',
  'createSiteAroundDevice',
  'createUser',
  'deleteSite',
  'deleteSiteGroup',
  'deleteDevice',
  'addSiteUser',
  'addSiteGroupUser',
  'addDeviceUser',
  'updateSiteUser',
  'updateSiteGroupUser',
  'updateDeviceUser',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** mulberry32: a small deterministic generator, so that a failing case can be replayed from the seed. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

const WRONG_TYPES: readonly Json[] = [123, -1, 1.5, 0, true, false, null, [], {}, ['x'], { a: 1 }, '', 'text', '1'];
const ODD_NUMBERS: readonly Json[] = [-1, -1e9, 1e308, -1e308, 2 ** 53 + 1, 0.000001, -0, 1e-320, 3.7, 101, 99999];
const INVALID_DATES: readonly string[] = [
  '2026-13-45',
  '2026-02-30T25:61:61Z',
  '9999-99-99T99:99:99',
  '2026-11-22T00:00:00+99:99',
  '2026-11-22junk',
  '0000-00-00',
  '2026-11-22T',
  '1969-12-31T23:59:59Z',
  '275760-09-13T00:00:00Z',
  '2026-11-22T00:00:00.000000000000Z',
];
const ODD_STRINGS: readonly string[] = [
  '💥🔋',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  'A\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE sites;--",
  '%',
  '_',
  '../../etc/passwd',
  '   ',
  '\n\t',
  'S-AARHUS ',
  's-aarhus',
  'null',
  '{}',
];

const compiled = new Map<TSchema, ReturnType<typeof Compile>>();
const check = (schema: TSchema, value: unknown) => {
  let c = compiled.get(schema);
  if (!c) compiled.set(schema, (c = Compile(schema)));
  return c.Check(value);
};

function leafPaths(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...leafPaths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...leafPaths(v, [...prefix, k]));
  return out;
}

function getAt(root: Json, path: Path): Json {
  return path.reduce<Json>((at, key) => (at as Record<string, Json>)[key as string] ?? null, root);
}

/** A copy with the value at `path` replaced (undefined: removed). */
function withAt(root: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(root);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string, Json> & Json[];
  const key = path.at(-1)!;
  if (value !== undefined) parent[key as string] = value;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete parent[key as string];
  return copy;
}

function nested(depth: number, array: boolean): Json {
  let value: Json = 'deep';
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

/** Does the contract's schema accept what the server will see for this request? (Fastify converts only the query.) */
function schemaAccepts(name: EndpointName, request: InjectOptions): boolean {
  const endpoint = ENDPOINTS[name];
  if (endpoint.method === 'GET') {
    if (!('query' in endpoint) || !endpoint.query) return true;
    const search = new URLSearchParams(String(request.url).split('?')[1] ?? '');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(search.keys())) {
      const all = search.getAll(key);
      query[key] = all.length === 1 ? all[0]! : all;
    }
    return check(endpoint.query, Value.Convert(endpoint.query, query));
  }
  if (!('body' in endpoint) || !endpoint.body) return true;
  return check(endpoint.body, JSON.parse(JSON.stringify(request.payload ?? null)));
}

interface BadCase {
  name: EndpointName;
  kind: string;
  request: InjectOptions;
  /** The request is refused by the contract (or is not JSON at all): it must be a 4xx. */
  mustFail: boolean;
  /** An exact status the case must get. */
  status?: number;
}

/** One structured mutation of the sample (path params are left alone: the raw cases cover them). */
function mutate(random: Random, name: EndpointName, sample: Json): { kind: string; input: Json } {
  const params = new Set(pathParamsOf(name));
  const paths = leafPaths(sample).filter((p) => !params.has(String(p[0])));
  const stringPaths = paths.filter((p) => typeof getAt(sample, p) === 'string');
  const arrayPaths = paths.filter((p) => Array.isArray(getAt(sample, p)));
  const kinds = ['wrongType', 'missing', 'extra', 'number', 'nested', 'unicode', 'hugeString', 'date', 'bigArray'];
  for (;;) {
    const kind = random.pick(kinds);
    const anyPath = paths.length > 0 ? random.pick(paths) : null;
    switch (kind) {
      case 'wrongType':
        if (anyPath) return { kind, input: withAt(sample, anyPath, random.pick(WRONG_TYPES)) };
        break;
      case 'missing':
        if (anyPath) return { kind, input: withAt(sample, anyPath, undefined) };
        break;
      case 'extra': {
        const objects = paths.filter((p) => {
          const value = getAt(sample, p);
          return value !== null && typeof value === 'object' && !Array.isArray(value);
        });
        const at = random.pick([[], ...objects]);
        const key = random.pick(['extra', 'isAdmin', 'role', 'level', 'userId', '__extra__']);
        return { kind, input: withAt(sample, [...at, key], random.pick(WRONG_TYPES)) };
      }
      case 'number':
        if (anyPath) return { kind, input: withAt(sample, anyPath, random.pick(ODD_NUMBERS)) };
        break;
      case 'nested':
        if (anyPath)
          return { kind, input: withAt(sample, anyPath, nested(random.pick([3, 50, 2000]), random.next() < 0.5)) };
        break;
      case 'unicode':
        if (stringPaths.length > 0)
          return { kind, input: withAt(sample, random.pick(stringPaths), random.pick(ODD_STRINGS)) };
        break;
      case 'hugeString':
        if (stringPaths.length > 0) {
          const size = random.pick([300, 10_000, 200_000]);
          return { kind, input: withAt(sample, random.pick(stringPaths), random.pick(['x', 'é', '💥']).repeat(size)) };
        }
        break;
      case 'date': {
        const dated = stringPaths.filter((p) => /^\d{4}-\d{2}-\d{2}/.test(String(getAt(sample, p))));
        if (dated.length > 0) return { kind, input: withAt(sample, random.pick(dated), random.pick(INVALID_DATES)) };
        break;
      }
      case 'bigArray':
        if (arrayPaths.length > 0) {
          const size = random.pick([1_000, 40_000]);
          const items = Array.from({ length: size }, (_, i) => random.pick([`ID-${i}`, FIXTURE.sites.aarhus, 'pv']));
          return { kind, input: withAt(sample, random.pick(arrayPaths), items) };
        }
        break;
    }
  }
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  'nul',
  '[1,2',
  "{'siteId':'S-AARHUS'}",
  '{"siteId":"S-AARHUS",}',
  '',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"siteId":"\\ud800"}',
];
const PROTO_JSON = ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
];

/** A raw request that is not a well-formed call at all. */
function raw(random: Random, name: EndpointName, sample: Json): BadCase {
  const endpoint = ENDPOINTS[name];
  const valid = requestFor(name, sample as object);
  const url = String(valid.url);
  const params = pathParamsOf(name);
  const kinds = endpoint.method === 'GET' ? ['query', 'query', 'path'] : ['json', 'proto', 'contentType', 'path'];
  const kind =
    params.length === 0
      ? (kinds.filter((k) => k !== 'path').at(random.int(kinds.length - 1)) ?? kinds[0]!)
      : random.pick(kinds);
  const body = JSON.stringify(valid.payload ?? {});
  switch (kind) {
    case 'json':
      return {
        name,
        kind: 'malformedJson',
        mustFail: true,
        request: { ...valid, payload: random.pick(MALFORMED_JSON), headers: { 'content-type': 'application/json' } },
      };
    case 'proto':
      return {
        name,
        kind: 'prototypeKeys',
        mustFail: true,
        request: { ...valid, payload: random.pick(PROTO_JSON), headers: { 'content-type': 'application/json' } },
      };
    case 'contentType':
      return {
        name,
        kind: 'contentType',
        mustFail: true,
        request: { ...valid, payload: body, headers: { 'content-type': random.pick(WRONG_CONTENT_TYPES) } },
      };
    case 'path': {
      const value = random.pick(['%00', '%2F..%2F', '%E0%A4%A', 'x'.repeat(500), '%20', '💥', '%25']);
      let path: string = endpoint.path;
      for (const param of params) path = path.replace(`{${param}}`, value);
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      return { name, kind: 'path', mustFail: false, request: { ...valid, url: path + query } };
    }
    default: {
      const base = url.split('?')[0]!;
      const junk = random.pick([
        '?%',
        '?a=%E0%A4%A',
        '?&&&=&',
        `?${'x'.repeat(100_000)}=1`,
        '?__proto__=x&constructor[prototype]=y',
        `${url.includes('?') ? url.slice(url.indexOf('?')) : '?'}&${url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''}`,
        `${url.includes('?') ? url.slice(url.indexOf('?')) : '?'}&zzz=1`,
        '?siteId=&deviceId=&id=',
      ]);
      const request = { method: 'GET' as const, url: base + junk };
      return { name, kind: 'query', mustFail: !schemaAccepts(name, request), request };
    }
  }
}

/** Every case for one route: mostly structured mutations, some raw requests, one oversize body for a body call. */
function casesFor(random: Random, name: EndpointName, samples: SampleInputs): BadCase[] {
  const sample = samples[name] as unknown as Json;
  const cases: BadCase[] = [];
  const endpoint = ENDPOINTS[name];
  if (endpoint.method !== 'GET') {
    const filler = 'x'.repeat(BODY_LIMIT_BYTES + 1024);
    cases.push({
      name,
      kind: 'oversize',
      mustFail: true,
      status: 413,
      request: {
        ...requestFor(name, sample as object),
        payload: JSON.stringify({ ...(sample as object), filler }),
        headers: { 'content-type': 'application/json' },
      },
    });
  }
  let attempts = 0;
  while (cases.length < CASES_PER_ROUTE && attempts++ < CASES_PER_ROUTE * 20) {
    if (random.next() < 0.25) {
      cases.push(raw(random, name, sample));
      continue;
    }
    const { kind, input } = mutate(random, name, sample);
    const request = requestFor(name, input as object);
    const mustFail = !schemaAccepts(name, request);
    // A call that adds or removes guarded rows only gets inputs the schema refuses (the final counts must be equal).
    if (!mustFail && ROW_WRITERS.has(name)) continue;
    cases.push({ name, kind, request, mustFail });
  }
  return cases;
}

describe('bad input: thousands of malformed requests, as the super admin', () => {
  let t: TestApp;
  let samples: SampleInputs;
  let authorization: string;
  const failures: string[] = [];
  /** 4xx answers whose body is not the API's `{ code: number | null, message }` (http/errors.ts). */
  const shapeFailures: string[] = [];
  const counts = { total: 0, mustFail: 0, status: new Map<number, number>() };
  let rowsBefore: Record<string, number>;

  const snapshot = async () =>
    (await Promise.all(GUARDED_TABLES.map((table) => rowsAsText(t.services, table)))).join('\n');
  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(GUARDED_TABLES.map(async (table) => [table, await rowCountOf(t.services, table)] as const)),
    );

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    samples = sampleInputs(await seedSampleObjects(t));
    authorization = `Bearer ${await t.tokenFor(FIXTURE.users.superadmin, { expiresIn: '1h' })}`;
    // The super admin exists before the run: resolving the token creates no user.
    rowsBefore = await rowCounts();

    const random = new Random(SEED);
    let before = await snapshot();
    for (const name of NAMES) {
      for (const badCase of casesFor(random, name, samples)) {
        const res = await t.app.inject({
          ...badCase.request,
          headers: { ...badCase.request.headers, authorization },
        });
        counts.total += 1;
        if (badCase.mustFail) counts.mustFail += 1;
        counts.status.set(res.statusCode, (counts.status.get(res.statusCode) ?? 0) + 1);
        const label = () =>
          `${name} [${badCase.kind}] ${badCase.request.method} ${String(badCase.request.url).slice(0, 120)} ${
            typeof badCase.request.payload === 'string'
              ? badCase.request.payload.slice(0, 120)
              : JSON.stringify(badCase.request.payload ?? '').slice(0, 160)
          } -> ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${label()}`);
        if (res.statusCode >= 400) {
          let body: { code?: unknown; message?: unknown } = {};
          try {
            body = JSON.parse(res.body) as typeof body;
          } catch {
            // not JSON: no message
          }
          if (typeof body.message !== 'string' || body.message.trim() === '') failures.push(`no message: ${label()}`);
          if (!(body.code === null || typeof body.code === 'number')) shapeFailures.push(label());
        }
        if (badCase.mustFail && res.statusCode < 400) failures.push(`accepted: ${label()}`);
        if (badCase.status !== undefined && res.statusCode !== badCase.status)
          failures.push(`expected ${badCase.status}: ${label()}`);
        const after = await snapshot();
        if (res.statusCode >= 300 && after !== before) failures.push(`changed data: ${label()}`);
        before = after;
      }
    }
  });
  after(() => t.close());

  it(`sends at least ${NAMES.length * CASES_PER_ROUTE * 0.9} requests, most of them refused by the contract`, () => {
    assert.ok(counts.total >= NAMES.length * CASES_PER_ROUTE * 0.9, `only ${counts.total} requests`);
    assert.ok(counts.mustFail > counts.total / 2, `only ${counts.mustFail} of ${counts.total} refused by the schema`);
    console.log(
      `bad input: ${counts.total} requests, ${counts.mustFail} refused by the contract; statuses`,
      Object.fromEntries([...counts.status].sort(([a], [b]) => a - b)),
    );
  });

  it('no 5xx, every 4xx has a message, nothing the schema refuses is accepted, no refused request changes data', () => {
    assert.deepEqual(failures, []);
  });

  it('every 4xx has the API error shape { code: number | null, message } (also errors raised by the router)', () => {
    assert.deepEqual(shapeFailures, []);
  });

  it('GET /AdvancedSearch with a 60,000-character text is a 400, not a 500 (SQLite LIKE pattern limit)', async () => {
    const res = await t.app.inject({
      ...requestFor('advancedSearch', { searchString: 'x'.repeat(60_000), field: 'Email' }),
      headers: { authorization },
    });
    assert.equal(res.statusCode, 400);
  });

  it('a long but legal e-mail (150 characters) in a path reaches the route: 404 1017, not 414', async () => {
    const email = `${'a'.repeat(140)}@demo.test`;
    for (const request of [
      requestFor('getUserByEmail', { email }),
      requestFor('getApiClientByEmail', { email }),
      requestFor('grantRole', { email, role: 'Installer' }),
    ]) {
      const res = await t.app.inject({ ...request, headers: { authorization } });
      assert.equal(res.statusCode, 404, `${String(request.url).slice(0, 20)}: ${res.body.slice(0, 80)}`);
      assert.equal(res.json().code, 1017);
    }
  });

  it('the database is intact and the guarded tables hold as many rows as before', async () => {
    // PRAGMA integrity_check on SQLite; PostgreSQL has no counterpart without an extension (integrityOf: null)
    assert.ok([null, 'ok'].includes(await integrityOf(t.services)));
    assert.deepEqual(await rowCounts(), rowsBefore);
  });
});
