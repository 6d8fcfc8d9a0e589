import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TSchema } from 'typebox';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { isAtLeast, type AdminRole } from '@bess/shared/domain';
import { ALL_ROUTES } from '../routes';
import { siteFeatures } from '../repositories/deviceCommands';
import { objectsOf } from '../db/engines/statements';
import type { AuthUser } from '../services/accessService';
import { bestAccessLevel } from '../services/users';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { SAMPLE_OBJECTS, requestFor, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { sqlOf, tablesOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { AccessRule } from './accessRules';
import {
  NO_OBJECT,
  WRITE_ENDPOINTS,
  WRITE_RIGHTS,
  describeRule,
  guardedFields,
  uncoveredFields,
  valueAt,
  writeRightsMarkdown,
  type Check,
  type WriteContext,
  type WriteEndpoint,
  type WriteRight,
} from './writeRights';

/**
 * The write-rights table (http/writeRights.ts) against the API. The cases are generated from the table: every write
 * of the contract, and every field of it that has a rule of its own (those that change rights, money or a device),
 * each with the values below, called as each of the seven demo accounts on three "worlds": the sample objects of
 * S-AARHUS (testing/samples.ts), S-LEEDS with the same objects, and S-OTHER, a site under a top group of its own that
 * only the super admin sees. What the demo accounts hold there:
 *
 *              S-AARHUS / G-DK          S-LEEDS / G-UK           S-OTHER / G-OTHER
 *   superadmin everything (role)        everything               everything
 *   admin      Admin (2) via G-NORDIC   Admin (2) via G-NORDIC   nothing
 *   partner    PartnerAdmin (4)         PartnerAdmin (4)         nothing
 *   installer  nothing                  Installer (5) on S-LEEDS nothing
 *   owner      NormalUser (10)          nothing                  nothing
 *   readonly   ReadOnly (20)            nothing                  nothing
 *   newuser    nothing                  nothing                  nothing
 *
 * S-AARHUS has the EventScheduler, Backup and PeakShaving features, S-LEEDS none, S-OTHER all: the feature gates
 * are tried both ways. The expected outcome of each call is worked out from the table by an interpreter of its own
 * (below, not the server's): `allowed` must answer 2xx, `refused` 403 or 404 with nothing changed in the database,
 * `conflict` (a missing feature) 409 with nothing changed. A leak is a call that passes where the table refuses, or
 * a refused call that changed the database; an over-refusal a call the table allows that is refused.
 */

const ACCOUNTS = ['superadmin', 'admin', 'partner', 'installer', 'owner', 'readonly', 'newuser'] as const;
type Account = (typeof ACCOUNTS)[number];

interface World {
  site: string;
  device: string;
  /** The device an uncommission takes off the site. */
  device2: string;
  group: string;
  /** The group a move takes the site or group to. */
  elsewhere: string;
  event: string;
  load: string;
  alarmId: string;
}

const { sites, groups, devices } = FIXTURE;
const WORLDS: readonly World[] = [
  {
    site: sites.aarhus,
    device: devices.aarhus1,
    device2: devices.aarhus2,
    group: groups.dk,
    elsewhere: groups.uk,
    event: SAMPLE_OBJECTS.eventId,
    load: SAMPLE_OBJECTS.loadId,
    alarmId: String(SAMPLE_OBJECTS.alarmId),
  },
  {
    site: sites.leeds,
    device: devices.leeds1,
    device2: devices.leeds1,
    group: groups.uk,
    elsewhere: groups.dk,
    event: 'EV-LEEDS',
    load: 'LOAD-LEEDS',
    alarmId: '9002',
  },
  {
    site: 'S-OTHER',
    device: 'SC-000000401',
    device2: 'SC-000000401',
    group: 'G-OTHER',
    elsewhere: groups.dk,
    event: 'EV-OTHER',
    load: 'LOAD-OTHER',
    alarmId: '9003',
  },
];
const [AARHUS] = WORLDS as [World, World, World];

/** A user holding Admin (2) on every world's site, group and device: the grant a partner admin may not touch. */
const STRONG = { userId: 'user-strong', email: 'strong@demo.test' };
const STOCK_LABEL = { deviceId: devices.unparented, serialNumber: 'SN000999', code: 'CODE999' };

/** The sample input of a write, moved into a world (the S-AARHUS sample objects swapped for the world's). */
function inputIn(name: WriteEndpoint, samples: SampleInputs, w: World): Record<string, unknown> {
  switch (name) {
    case 'commissionDevice':
      return { siteId: w.site, ...STOCK_LABEL };
    case 'uncommissionDevice':
      return { siteId: w.site, deviceId: w.device2 };
    case 'createSiteAroundDevice':
      return { deviceId: devices.unparented, siteName: 'Around the stock', parentId: w.group };
    case 'createSiteGroup':
      return { name: 'Writes group', parentId: w.group };
    case 'addSiteToGroup':
      return { siteId: w.site, parentId: w === AARHUS ? groups.dk : w === WORLDS[1] ? groups.uk : 'G-OTHER' };
  }
  const text = JSON.stringify(samples[name])
    .replaceAll(AARHUS.site, w.site)
    .replaceAll(AARHUS.device2, w.device2)
    .replaceAll(AARHUS.device, w.device)
    .replaceAll(AARHUS.group, w.group)
    .replaceAll(AARHUS.event, w.event)
    .replaceAll(AARHUS.load, w.load)
    .replaceAll(`"alarmId":"${AARHUS.alarmId}"`, `"alarmId":"${w.alarmId}"`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Does the write's sample name an object of the world (else it is tried once)? */
const inWorlds = (name: WriteEndpoint, samples: SampleInputs) =>
  JSON.stringify(inputIn(name, samples, WORLDS[1]!)) !== JSON.stringify(inputIn(name, samples, AARHUS));

type Patch = Record<string, unknown>;

/**
 * The values each guarded field is tried with, as patches of the input (dotted paths). A field of the table without
 * values here fails the test: a new rule is tried as soon as it is written.
 */
function probes(name: WriteEndpoint, field: string, w: World, input: Record<string, unknown>): Patch[] | undefined {
  const create = ['createSite', 'createSiteAroundDevice', 'createSiteGroup'].includes(name);
  const grantee = (person: { userId: string; email: string }) =>
    name.startsWith('remove') ? { userId: person.userId } : { userId: person.userId, email: person.email };
  switch (field) {
    case 'meters':
      return [{ meters: [{ type: 'grid' }] }];
    case 'gridPowerImportLimit':
    case 'gridPowerExportLimit':
      return [{ [field]: 123 }];
    case 'electricityPriceImport':
    case 'electricityPriceExport':
    case 'newPrice':
    case 'newPriceExport':
      return [{ [field]: 3.3 }];
    case 'features':
      return [{ features: ['Basic', 'Cluster'] }];
    case 'parentId':
      return create ? [{ parentId: w.group }, { parentId: null }] : [{ parentId: w.elsewhere }];
    case 'siteGroupId':
      return [{ siteGroupId: 'G-CHOSEN' }];
    case 'role':
      return ['Installer', 'Admin', 'PartnerAdmin', 'SuperAdmin'].map((role) => ({ role }));
    case 'userId':
      // An add is for someone without a grant here (a holder is 409, tested in routes/access.test.ts).
      return name.startsWith('add')
        ? [grantee(SAMPLE_OBJECTS.newcomer)]
        : [grantee(SAMPLE_OBJECTS.spare), grantee(STRONG)];
    case 'level':
      return [2, 4, 10].map((level) => ({ level }));
    case 'commandName':
      return name === 'sendBackupCommand'
        ? [{ commandName: 'forcedOn' }]
        : ['state_idling', 'Cluster', 'Backup'].map((commandName) => ({ commandName }));
    case 'value':
      return [{ value: 5 }];
    case 'arguments':
      return [{ arguments: 'status' }];
    case 'target':
      return [{ target: 'forced' }];
    case 'partnerId':
      return [{ partnerId: 'P-1' }, { partnerId: null }];
    case 'acknowledgeUser':
    case 'closedBy':
      // The owner's own e-mail: theirs when the owner calls, someone else's for every other account.
      return [{ [field]: 'owner@demo.test' }, { [field]: 'someone@else.test' }];
    case 'device':
      return [{ device: { ...(input.device as object), firmwareBuild: '20251104.2' } }];
    case 'inverterList':
      return [{ inverterList: [{ json: 'luxpowertek_3.0.0.json', maxPower: 30 }] }];
    case 'site.features':
      return [{ 'site.features': ['Basic', 'Cluster'] }];
    case 'control.pidKI':
      return [{ 'control.pidKI': 0.15 }];
    case 'control.peakShavingGridImportLimit':
    case 'control.peakShavingGridExportLimit':
      return [{ [field]: 55 }];
    case 'firmwareBranch':
      return [{ firmwareBranch: 'RTM_next' }];
    case 'firmwareBuild':
      return [{ firmwareBuild: '20251104.2' }];
    case 'policy':
      return [{ policy: null }];
    case 'isEnabled':
      return [{ isEnabled: false }];
    case 'expiresAt':
      return [{ isEnabled: true, expiresAt: '2027-01-01T00:00:00Z' }];
  }
  return undefined;
}

function patched(input: Record<string, unknown>, patch: Patch): Record<string, unknown> {
  const out = structuredClone(input);
  for (const [field, value] of Object.entries(patch)) {
    const parts = field.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

// --- the interpreter of the table (the expected outcome; deliberately not the server's code) -------------------------

type Expected = 'allowed' | 'refused' | 'conflict';

async function ruleAdmits(rule: AccessRule<unknown>, input: unknown, context: WriteContext): Promise<boolean> {
  const { user, services } = context;
  switch (rule.kind) {
    case 'signedIn':
      return true;
    case 'role':
      return isAtLeast(user.role, rule.atLeast);
    case 'installer':
      return user.isInstaller || isAtLeast(user.role, 'Admin');
    case 'object': {
      const raw = rule.id(input);
      const ids = raw === null || raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
      if (ids.length === 0) return false;
      for (const id of ids) {
        const type = rule.type === 'any' ? await services.access.kindOf(id) : rule.type;
        const level = type ? await services.access.levelOn(user, type, id) : null;
        if (level === null || level > rule.level) return false;
      }
      return true;
    }
    case 'anyOf':
      for (const inner of rule.rules) if (await ruleAdmits(inner, input, context)) return true;
      return false;
    default:
      return false;
  }
}

async function checkHolds(c: Check<unknown>, input: unknown, value: unknown, context: WriteContext): Promise<boolean> {
  const { user, services } = context;
  const there = async () => (c.on ? c.on.level(input, context) : null);
  const who = c.who;
  switch (who.kind) {
    case 'call':
      return true;
    case 'nobody':
      return false;
    case 'self':
      return typeof value === 'string' && value.toLowerCase() === user.email.toLowerCase();
    case 'role':
      return isAtLeast(user.role, who.atLeast as AdminRole);
    case 'installer':
      return user.isInstaller || isAtLeast(user.role, 'Admin');
    case 'anywhere':
      return (await bestAccessLevel(services, user)) <= who.atMost;
    case 'level': {
      if (who.role && !isAtLeast(user.role, who.role)) return false;
      const level = await there();
      return level === NO_OBJECT || (level !== null && level <= who.atMost);
    }
    case 'notAboveOwn': {
      const level = await there();
      return typeof level === 'number' && typeof value === 'number' && value >= level;
    }
    case 'grantee': {
      const level = await there();
      const theirs = await who.strongest(input as never, context);
      return level !== null && (theirs === null || (typeof level === 'number' && theirs >= level));
    }
    case 'byValue': {
      const match = who.cases.find((x) => x.values.includes(String(value)));
      return match ? checkHolds({ ...c, who: match.who }, input, value, context) : false;
    }
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function expectedOf(name: WriteEndpoint, input: unknown, context: WriteContext): Promise<Expected> {
  const right = WRITE_RIGHTS[name] as WriteRight<unknown>;
  if (!(await ruleAdmits(right.call, input, context))) return 'refused';
  for (const c of right.also ?? []) if (!(await checkHolds(c, input, undefined, context))) return 'refused';
  for (const [field, fieldRight] of Object.entries(right.fields)) {
    const value = valueAt(input, field);
    if (value === undefined || fieldRight.checks.length === 0) continue;
    if (fieldRight.stored && (fieldRight.same ?? sameJson)(value, await fieldRight.stored(input, context))) continue;
    for (const c of fieldRight.checks) if (!(await checkHolds(c, input, value, context))) return 'refused';
  }
  for (const gate of right.features ?? []) {
    if (gate.when && !gate.when.test(input)) continue;
    const siteId = await gate.site.id(input, context);
    const features = siteId === null ? [] : ((await siteFeatures(context.services.db, siteId)) ?? []);
    if (!features.includes(gate.feature)) return 'conflict';
  }
  return 'allowed';
}

// --- the database before and after ---------------------------------------------------------------------------------

type Snapshot = Map<string, { text: string; rows: Record<string, unknown>[] }>;

async function snapshot(t: TestApp): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await tablesOf(t.services)) {
    const rows = await objectsOf<Record<string, unknown>>(t.services, `SELECT * FROM "${table}"`, []);
    out.set(table, {
      text: rows
        .map((r) => JSON.stringify(r))
        .sort()
        .join('\n'),
      rows,
    });
  }
  return out;
}

async function changedTables(t: TestApp, baseline: Snapshot): Promise<string[]> {
  const now = await snapshot(t);
  return [...now].filter(([table, { text }]) => baseline.get(table)?.text !== text).map(([table]) => table);
}

/** Puts every changed table back as it was (after a call that was let through). */
async function restore(t: TestApp, baseline: Snapshot): Promise<void> {
  const sql = sqlOf(t.services);
  const sqlite = process.env.TEST_DATABASE !== 'postgres';
  if (sqlite) await sql.run('PRAGMA foreign_keys = OFF');
  else await sql.run('SET session_replication_role = replica');
  try {
    for (let round = 0; round < 5; round++) {
      const changed = await changedTables(t, baseline);
      if (changed.length === 0) break;
      for (const table of changed) {
        await sql.run(`DELETE FROM "${table}"`);
        for (const row of baseline.get(table)!.rows) {
          const columns = Object.keys(row);
          await sql.run(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
            ...columns.map((c) => row[c]),
          );
        }
      }
    }
  } finally {
    if (sqlite) await sql.run('PRAGMA foreign_keys = ON');
    else await sql.run('SET session_replication_role = DEFAULT');
  }
  t.services.access.invalidate();
  assert.deepEqual(await changedTables(t, baseline), [], 'the database could not be put back');
}

/** The worlds besides S-AARHUS's sample objects, and the grants the table's cases need. */
async function seedWorlds(t: TestApp): Promise<void> {
  const db = t.services.db;
  const T0 = '2026-01-01T00:00:00.000Z';
  const [, leeds, other] = WORLDS as [World, World, World];
  await db
    .insertInto('site_groups')
    .values({ siteGroupId: other.group, parentId: null, name: 'Other', timezone: 'Europe/Berlin', level: 0 })
    .execute();
  const aarhusRow = await db
    .selectFrom('sites')
    .selectAll()
    .where('siteId', '=', sites.aarhus)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sites')
    .values({
      ...aarhusRow,
      siteId: other.site,
      siteName: 'Other Yard',
      parentId: other.group,
      features: JSON.stringify(['Basic', 'EventScheduler', 'Cluster', 'Backup', 'PeakShaving']),
    })
    .execute();
  const deviceRow = await db
    .selectFrom('devices')
    .selectAll()
    .where('deviceId', '=', devices.leeds1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('devices')
    .values({ ...deviceRow, deviceId: other.device, siteId: other.site, serialNumber: 'SN000401', code: 'CODE401' })
    .execute();
  const liveRow = await db
    .selectFrom('live_status')
    .selectAll()
    .where('deviceId', '=', devices.aarhus1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('live_status')
    .values({ ...liveRow, deviceId: other.device })
    .execute();
  await db
    .insertInto('users')
    .values({
      userId: STRONG.userId,
      email: STRONG.email,
      userName: 'Strong',
      language: 'en',
      dateFormat: 'yyyy-MM-dd',
      role: null,
      isInstaller: 0,
      isApiClient: 0,
      termsNumber: 10,
      termsDate: T0,
      createdAt: T0,
    })
    .execute();
  const grant = (userId: string, objectType: 'site' | 'group' | 'device', objectId: string, level: number) => ({
    userId,
    objectType,
    objectId,
    level,
    startTime: T0,
    endTime: null,
    removed: 0,
  });
  await db
    .insertInto('access')
    .values([
      grant('user-installer', 'site', leeds.site, 5),
      ...[leeds, other].flatMap((w) => [
        grant(SAMPLE_OBJECTS.spare.userId, 'site', w.site, 20),
        grant(SAMPLE_OBJECTS.spare.userId, 'group', w.group, 20),
        grant(SAMPLE_OBJECTS.spare.userId, 'device', w.device, 20),
      ]),
      ...WORLDS.flatMap((w) => [
        grant(STRONG.userId, 'site', w.site, 2),
        grant(STRONG.userId, 'group', w.group, 2),
        grant(STRONG.userId, 'device', w.device, 2),
      ]),
    ])
    .execute();
  const event = await db
    .selectFrom('schedule_events')
    .selectAll()
    .where('id', '=', AARHUS.event)
    .executeTakeFirstOrThrow();
  const load = await db
    .selectFrom('controllable_loads')
    .selectAll()
    .where('id', '=', AARHUS.load)
    .executeTakeFirstOrThrow();
  const alarm = await db
    .selectFrom('alarms')
    .selectAll()
    .where('alarmId', '=', Number(AARHUS.alarmId))
    .executeTakeFirstOrThrow();
  for (const w of [leeds, other]) {
    await db
      .insertInto('schedule_events')
      .values({ ...event, id: w.event, siteId: w.site })
      .execute();
    await db
      .insertInto('controllable_loads')
      .values({ ...load, id: w.load, siteId: w.site })
      .execute();
    await db
      .insertInto('alarms')
      .values({ ...alarm, alarmId: Number(w.alarmId), deviceId: w.device })
      .execute();
  }
}

// --- the schemas' fields --------------------------------------------------------------------------------------------

/** Every field of a call's input (params, query and body), with the fields inside its objects as dotted paths. */
function inputFields(name: EndpointName): string[] {
  const endpoint = ENDPOINTS[name] as { params?: TSchema; query?: TSchema; body?: TSchema };
  const out: string[] = [];
  const walk = (schema: TSchema | undefined, prefix: string) => {
    const properties = (schema as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
    for (const [key, inner] of Object.entries(properties)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      out.push(path);
      walk(inner, path);
    }
  };
  for (const part of [endpoint.params, endpoint.query, endpoint.body]) walk(part, '');
  return out;
}

// --- the tests ------------------------------------------------------------------------------------------------------

describe('write rights: the table (http/writeRights.ts)', () => {
  it('has an entry for every write of the contract and for nothing else', () => {
    const writes = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (n) => ENDPOINTS[n].method !== 'GET' && ALL_ROUTES.find((r) => r.endpoint === n)?.audit !== false,
    );
    assert.deepEqual([...WRITE_ENDPOINTS].sort(), writes.sort());
    assert.deepEqual(Object.keys(WRITE_RIGHTS).sort(), writes.sort());
  });

  it("repeats each route's own access rule", () => {
    const wrong = WRITE_ENDPOINTS.filter((name) => {
      const route = ALL_ROUTES.find((r) => r.endpoint === name)!;
      return (
        describeRule(route.access as AccessRule<never>) !== describeRule(WRITE_RIGHTS[name].call as AccessRule<never>)
      );
    });
    assert.deepEqual(wrong, []);
  });

  it("covers every field of each write's input, and names no field the input lacks", () => {
    const problems: string[] = [];
    for (const name of WRITE_ENDPOINTS) {
      const fields = inputFields(name);
      const table = Object.keys(WRITE_RIGHTS[name].fields);
      for (const field of table)
        if (!fields.includes(field)) problems.push(`${name}: ${field} is not a field of the input`);
      const input = Object.fromEntries(fields.filter((f) => !f.includes('.')).map((f) => [f, {}]));
      for (const field of uncoveredFields(input, WRITE_RIGHTS[name].fields))
        problems.push(`${name}: ${field} has no rule`);
      // Inside an object the table reaches into, every field needs a rule of its own.
      for (const field of fields.filter((f) => f.includes('.'))) {
        const parent = field.slice(0, field.lastIndexOf('.'));
        if (table.some((f) => f.startsWith(`${parent}.`)) && !table.includes(field) && !table.includes(parent))
          problems.push(`${name}: ${field} has no rule`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('is the table of docs/security.md "Who may write what", word for word', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const docs = fs.readFileSync(path.join(here, '../../../docs/security.md'), 'utf8');
    const start = '<!-- write-rights:start (generated from server/src/http/writeRights.ts) -->';
    const end = '<!-- write-rights:end -->';
    assert.ok(docs.includes(start) && docs.includes(end), 'docs/security.md lacks the write-rights markers');
    const inDocs = docs.slice(docs.indexOf(start) + start.length, docs.indexOf(end)).trim();
    assert.equal(
      inDocs,
      writeRightsMarkdown(),
      'docs/security.md: paste the output of writeRightsMarkdown() between the markers',
    );
  });
});

describe('write rights: every write and every guarded field, as each demo account, on their own objects and foreign ones', () => {
  let t: TestApp;
  let samples: SampleInputs;
  let baseline: Snapshot;
  const accounts = new Map<Account, AuthUser>();

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    samples = sampleInputs(await seedSampleObjects(t));
    await seedWorlds(t);
    for (const account of ACCOUNTS) {
      const row = await t.services.db
        .selectFrom('users')
        .select(['userId', 'email', 'userName', 'role', 'isInstaller'])
        .where('email', '=', FIXTURE.users[account])
        .executeTakeFirstOrThrow();
      accounts.set(account, {
        ...row,
        role: row.role as AdminRole | null,
        isInstaller: row.isInstaller === 1,
      });
    }
    baseline = await snapshot(t);
  });
  after(() => t.close());

  it('0 leaks and 0 over-refusals', async () => {
    const leaks: string[] = [];
    const overRefusals: string[] = [];
    const missingProbes: string[] = [];
    const counts = { calls: 0, allowed: 0, refused: 0, conflict: 0 };
    const reach = new Map<Account, { own: number; foreign: number }>(ACCOUNTS.map((a) => [a, { own: 0, foreign: 0 }]));

    for (const name of WRITE_ENDPOINTS) {
      const right = WRITE_RIGHTS[name] as WriteRight<unknown>;
      const worlds = inWorlds(name, samples) ? WORLDS : [AARHUS];
      for (const w of worlds) {
        const base = inputIn(name, samples, w);
        // The call itself, then each guarded field with each of its values.
        const cases: { label: string; input: Record<string, unknown> }[] = [{ label: 'the call', input: base }];
        for (const field of guardedFields(right as WriteRight<never>)) {
          const patches = probes(name, field, w, base);
          if (!patches) {
            missingProbes.push(`${name}.${field}`);
            continue;
          }
          for (const patch of patches)
            cases.push({ label: `${field} = ${JSON.stringify(Object.values(patch)[0])}`, input: patched(base, patch) });
        }
        for (const c of cases) {
          // Least privileged first; every call starts from the same database.
          for (const account of [...ACCOUNTS].reverse()) {
            const user = accounts.get(account)!;
            const context: WriteContext = { user, services: t.services };
            const expected = await expectedOf(name, c.input, context);
            if (right.call.kind === 'object') {
              const id = right.call.id(c.input as never);
              const first = typeof id === 'string' ? id : id?.[0];
              const type =
                right.call.type === 'any' ? first && (await t.services.access.kindOf(first)) : right.call.type;
              const seen = first && type ? await t.services.access.levelOn(user, type, first) : null;
              reach.get(account)![seen === null ? 'foreign' : 'own'] += 1;
            }
            const res = await t.call({ ...requestFor(name, c.input), as: FIXTURE.users[account] });
            counts.calls += 1;
            counts[expected] += 1;
            const where = worlds.length > 1 ? ` on ${w.site}` : '';
            const label = `${name} (${c.label})${where} as ${account}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`;
            const passed = res.statusCode >= 200 && res.statusCode < 300;
            const changed = await changedTables(t, baseline);
            if (passed) {
              if (expected !== 'allowed') leaks.push(label);
              await restore(t, baseline);
              continue;
            }
            if (changed.length > 0) {
              leaks.push(`${label}; refused but changed ${changed.join(', ')}`);
              await restore(t, baseline);
            }
            const refusedRightly =
              (expected === 'refused' && (res.statusCode === 403 || res.statusCode === 404)) ||
              (expected === 'conflict' && res.statusCode === 409);
            if (!refusedRightly) overRefusals.push(label);
          }
        }
      }
    }

    console.log(
      `write rights: ${counts.calls} calls over ${WRITE_ENDPOINTS.length} writes ` +
        `(${counts.allowed} allowed, ${counts.refused} refused, ${counts.conflict} refused for a missing feature); ` +
        `leaks = ${leaks.length}, over-refusals = ${overRefusals.length}; on their own objects / foreign ones: ` +
        [...reach].map(([a, r]) => `${a} ${r.own}/${r.foreign}`).join(', '),
    );
    assert.deepEqual(missingProbes, [], 'guarded fields without values to try');
    assert.deepEqual(leaks, []);
    assert.deepEqual(overRefusals, []);
    // Every account was tried on objects of their own (but newuser, who has none) and on foreign ones (but the super
    // admin, who sees everything).
    for (const [account, r] of reach) {
      if (account !== 'newuser') assert.ok(r.own > 0, `${account}: no call on an object of their own`);
      if (account !== 'superadmin') assert.ok(r.foreign > 0, `${account}: no call on a foreign object`);
    }
  });
});
