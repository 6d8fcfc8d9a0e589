import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import {
  DESTRUCTIVE,
  asCaller,
  requestFor,
  sampleInputs,
  seedSampleObjects,
  type SampleInputs,
} from '../testing/samples';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The role x route matrix (ARCHITECTURE 5: each route declares its rule; server/README.md: the levels and decisions).
 * Every call is made with its sample input (testing/samples.ts: S-AARHUS, SC-000000101, G-DK, ...) as each demo
 * account. What the accounts hold on those objects (testing/fixtures.ts):
 *
 *   superadmin  SuperAdmin: everything (level 1)
 *   admin       role Admin, level 2 on G-NORDIC (so on G-DK, S-AARHUS, its devices)
 *   partner     role PartnerAdmin, level 4 on G-NORDIC
 *   installer   installer flag, level 5 on S-EMPTY only (does not see S-AARHUS)
 *   owner       NormalUser 10 on S-AARHUS (not on its group G-DK)
 *   readonly    ReadOnly 20 on S-AARHUS
 *   newuser     nothing; outsider: nothing
 *
 * Cells: ok = any 2xx; 204 = exactly 204 (no body); 403 = 'Access denied' (sees it, too weak, or wrong role);
 * 404 = cannot see it (as if it did not exist).
 */
const ACCOUNTS = ['superadmin', 'admin', 'partner', 'installer', 'owner', 'readonly', 'newuser', 'outsider'] as const;
type Account = (typeof ACCOUNTS)[number];
type Cell = 'ok' | '204' | '403' | '404';

// Rows that repeat: the level a rule needs on the sample object decides the row.
const READ_SITE = 'ok  ok  ok  404 ok  ok  404 404'; // ReadOnly (20) on S-AARHUS or its device
const NORMAL_SITE = 'ok  ok  ok  404 ok  403 404 404'; // NormalUser (10)
const SCHEDULE_SITE = 'ok  ok  ok  404 403 403 404 404'; // ScheduleUser (9)
const INSTALLER_SITE = 'ok  ok  ok  404 403 403 404 404'; // Installer (5)
const MANAGE_SITE = 'ok  ok  ok  404 403 403 404 404'; // PartnerAdmin (4): logs, user management
const ADMIN_SITE = 'ok  ok  403 404 403 403 404 404'; // Admin (2)
const READ_GROUP = 'ok  ok  ok  404 404 404 404 404'; // ReadOnly on G-DK (owner and readonly hold only the site)
const MANAGE_GROUP = 'ok  ok  ok  404 404 404 404 404';
const ADMIN_GROUP = 'ok  ok  403 404 404 404 404 404';
const EVERYONE = 'ok  ok  ok  ok  ok  ok  ok  ok'; // signed in; the answer is filtered to what the caller sees
const ROLE_ADMIN = 'ok  ok  ok  403 403 403 403 403'; // role Admin and above
const MANAGES_USERS = 'ok  ok  ok  403 403 403 403 403'; // PartnerAdmin (4) or better somewhere
const PARAMETERS = 'ok  ok  403 403 403 403 403 403'; // role Admin and Admin level (2) on the device
const SUPER_ONLY = 'ok  403 403 403 403 403 403 403';

const MATRIX: Record<EndpointName, string> = {
  getAuditLog: MANAGE_SITE,
  getFleetAuditLog: SUPER_ONLY,
  // Below PartnerAdmin, a NormalUser reads his own commands only (logs.test.ts); read-only users none.
  getDeviceCommandLog: NORMAL_SITE,
  getControlSource: READ_SITE,
  getConfiguration: EVERYONE,
  // installer rule; then Installer level on the parent group G-DK (the installer does not see it).
  createSite: 'ok  ok  ok  404 403 403 403 403',
  updateSite: INSTALLER_SITE,
  deleteSite: ADMIN_SITE,
  // role Admin, then Admin level on the parent G-NORDIC (partner holds 4 there).
  createSiteGroup: 'ok  ok  403 403 403 403 403 403',
  updateSiteGroup: ADMIN_GROUP,
  deleteSiteGroup: ADMIN_GROUP,
  addSiteToGroup: ADMIN_SITE,
  getUser: EVERYONE,
  updateUserSettings: EVERYONE,
  getUserByEmail: MANAGES_USERS,
  getApiClientByEmail: MANAGES_USERS,
  createUser: MANAGES_USERS,
  grantRole: ROLE_ADMIN,
  getSiteStatus: EVERYONE,
  getDeviceStatus: EVERYONE,
  getGroupStatus: EVERYONE,
  getSupplyStatistics: READ_SITE,
  getGroupSupplyStatistics: READ_GROUP,
  getDataSummary: READ_SITE,
  getTelemetryRaw: READ_SITE,
  getTelemetrySummary: READ_SITE,
  // The signed link is the whole rule: whoever holds it (bearer or not) gets the CSV.
  downloadTelemetry: EVERYONE,
  getEconomics: READ_SITE,
  getGroupEconomics: READ_GROUP,
  updatePrice: NORMAL_SITE,
  getActiveAlarms: EVERYONE,
  getAlarmStatistics: ROLE_ADMIN,
  getDeviceErrors: READ_SITE,
  acknowledgeAlarm: NORMAL_SITE,
  closeAlarm: NORMAL_SITE,
  getSiteUsers: READ_SITE,
  addSiteUser: MANAGE_SITE,
  updateSiteUser: MANAGE_SITE,
  removeSiteUser: MANAGE_SITE,
  getSiteGroupUsers: READ_GROUP,
  addSiteGroupUser: MANAGE_GROUP,
  updateSiteGroupUser: MANAGE_GROUP,
  removeSiteGroupUser: MANAGE_GROUP,
  getDeviceUsers: READ_SITE,
  addDeviceUser: MANAGE_SITE,
  updateDeviceUser: MANAGE_SITE,
  removeDeviceUser: MANAGE_SITE,
  sendBackupCommand: NORMAL_SITE,
  sendStateModeCommand: NORMAL_SITE,
  sendStateModeSiteCommand: NORMAL_SITE,
  restartDevice: INSTALLER_SITE,
  rebootSiteController: INSTALLER_SITE,
  sendTestMode: INSTALLER_SITE,
  releaseTestMode: INSTALLER_SITE,
  startMeterSetup: INSTALLER_SITE,
  startMeterTest: INSTALLER_SITE,
  getMeterStatus: READ_SITE,
  // installer rule first (an installer reads an unparented battery's label to commission it); then Installer level on
  // a device that has a site: the installer does not see S-AARHUS.
  getLabel: 'ok  ok  ok  404 403 403 403 403',
  // SC-000000999 onto S-EMPTY: installer rule, then Installer level on S-EMPTY (only the installer and super admin).
  commissionDevice: 'ok  404 404 ok  403 403 403 403',
  // SCR-000000102 off S-AARHUS: installer rule, then Installer level on S-AARHUS.
  uncommissionDevice: 'ok  ok  ok  404 403 403 403 403',
  setupDevice: INSTALLER_SITE,
  markInstalled: INSTALLER_SITE,
  // An unparented device is installer stock: anyone with the installer rule may build a site around it.
  createSiteAroundDevice: 'ok  ok  ok  ok  403 403 403 403',
  deleteDevice: ADMIN_SITE,
  updateDeviceWithPartner: ADMIN_SITE,
  getPartnerNames: ROLE_ADMIN,
  getTestDocument: READ_SITE,
  getTestDocumentsExist: READ_SITE,
  getBmsFiles: SUPER_ONLY,
  createBmsFile: SUPER_ONLY,
  convertBmsFile: SUPER_ONLY,
  deleteBmsFile: SUPER_ONLY,
  getDeviceConfigurationFiles: SUPER_ONLY,
  createDeviceConfigurationFile: SUPER_ONLY,
  deleteDeviceConfigurationFile: SUPER_ONLY,
  getMetadata: READ_SITE,
  setMessageCenter: SUPER_ONLY,
  getMessageCenterBanner: EVERYONE,
  getActiveMessage: SUPER_ONLY,
  getOldMessages: SUPER_ONLY,
  advancedSearch: EVERYONE,
  getEventTypes: READ_SITE,
  getEvents: READ_SITE,
  createEvent: SCHEDULE_SITE,
  updateEvent: SCHEDULE_SITE,
  deleteEvent: SCHEDULE_SITE,
  getParameters: PARAMETERS,
  updateParameters: PARAMETERS,
  // README "204 reads": a site the caller cannot see answers 204 like an unknown one (no body, nothing revealed).
  getControlParameters: 'ok  ok  ok  204 ok  ok  204 204',
  updateControlParameters: SCHEDULE_SITE,
  getReportedProperties: PARAMETERS,
  updateSoftware: PARAMETERS,
  updateDevice: PARAMETERS,
  getPolicy: READ_SITE,
  updatePolicy: SCHEDULE_SITE,
  getControllableLoads: READ_SITE,
  createControllableLoad: SCHEDULE_SITE,
  updateControllableLoad: SCHEDULE_SITE,
  deleteControllableLoad: SCHEDULE_SITE,
  getBackupSettings: READ_SITE,
  getSitePlan: READ_SITE,
  replaySite: READ_SITE,
  updateBackupSettings: SCHEDULE_SITE,
  getDashboardSharing: READ_SITE,
  updateDashboardSharing: NORMAL_SITE,
  getDashboard: READ_SITE,
  getTestModeLimit: INSTALLER_SITE,
  // Fleet firmware rollouts: super admins only (they change the firmware of many devices at once).
  listRollouts: SUPER_ONLY,
  createRollout: SUPER_ONLY,
  previewRollout: SUPER_ONLY,
  getRollout: SUPER_ONLY,
  getRolloutDevices: SUPER_ONLY,
  startRollout: SUPER_ONLY,
  pauseRollout: SUPER_ONLY,
  resumeRollout: SUPER_ONLY,
  abortRollout: SUPER_ONLY,
  getDeviceRollout: SUPER_ONLY,
};

/** Reads that answer 204 for an object the caller cannot see, exactly as for an unknown id (README "204 reads"). */
const HIDDEN_AS_UNKNOWN = new Set<EndpointName>(['getControlParameters', 'getParameters', 'getReportedProperties']);

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const ROUTE = new Map(ALL_ROUTES.map((r) => [r.endpoint, r]));
/** Calls that change something (status polls are POSTs that only read: audit false). */
const isMutating = (name: EndpointName) => ENDPOINTS[name].method !== 'GET' && ROUTE.get(name)?.audit !== false;
/** Calls whose rule is about an object named in the input. */
const isObjectScoped = (name: EndpointName) => {
  const kind = ROUTE.get(name)!.access.kind;
  return kind === 'object' || kind === 'anyOf';
};

const FIXTURE_IDS: readonly string[] = [
  ...Object.values(FIXTURE.groups),
  ...Object.values(FIXTURE.sites),
  ...Object.values(FIXTURE.devices),
];
/** What owner and readonly must never see: everything outside S-AARHUS (its group ids may appear as its parent). */
const FOREIGN_TO_AARHUS: readonly string[] = [
  FIXTURE.groups.uk,
  FIXTURE.sites.leeds,
  FIXTURE.sites.empty,
  FIXTURE.sites.solar,
  FIXTURE.devices.leeds1,
  FIXTURE.devices.solar1,
  FIXTURE.devices.unparented,
];

function parseRow(row: string): Record<Account, Cell> {
  const cells = row.trim().split(/\s+/) as Cell[];
  assert.equal(cells.length, ACCOUNTS.length, row);
  return Object.fromEntries(ACCOUNTS.map((a, i) => [a, cells[i]!])) as Record<Account, Cell>;
}

const matches = (cell: Cell, status: number) =>
  cell === 'ok' ? status >= 200 && status < 300 : status === Number(cell);

interface Outcome {
  name: EndpointName;
  account: Account;
  status: number;
  body: string;
}

/** A fresh app on the fixture fleet with the sample objects. */
async function freshApp(): Promise<{ t: TestApp; samples: SampleInputs }> {
  const t = await createTestApp();
  await seedFixtureFleet(t.services.db);
  return { t, samples: sampleInputs(await seedSampleObjects(t)) };
}

// Least privileged first, so that a success (which may change the object) comes after the refusals.
const CALL_ORDER: readonly Account[] = [...ACCOUNTS].reverse();

describe('access matrix: every route as every demo account, on the fixture fleet', () => {
  const outcomes: Outcome[] = [];

  before(async () => {
    // Reads and repeatable changes share one app; a call in DESTRUCTIVE gets its own app, renewed after each success.
    const shared = await freshApp();
    try {
      for (const name of NAMES) {
        const own = DESTRUCTIVE.has(name);
        let current = own ? await freshApp() : shared;
        for (const account of CALL_ORDER) {
          const res = await current.t.call({
            ...requestFor(name, asCaller(name, current.samples[name], FIXTURE.users[account])),
            as: FIXTURE.users[account],
          });
          outcomes.push({ name, account, status: res.statusCode, body: res.body });
          if (own && res.statusCode < 300) {
            await current.t.close();
            current = await freshApp();
          }
        }
        if (own) await current.t.close();
      }
    } finally {
      await shared.t.close();
    }
  });

  it('the table covers every call of the contract', () => {
    assert.deepEqual(
      NAMES.filter((n) => !(n in MATRIX)),
      [],
    );
    assert.equal(outcomes.length, NAMES.length * ACCOUNTS.length);
  });

  it('each account gets the status the table expects', () => {
    const wrong = outcomes
      .filter((o) => !matches(parseRow(MATRIX[o.name])[o.account], o.status))
      .map(
        (o) =>
          `${o.name} as ${o.account}: expected ${parseRow(MATRIX[o.name])[o.account]}, got ${o.status} ${o.body.slice(0, 100)}`,
      );
    assert.deepEqual(wrong, []);
  });

  it('superadmin gets a 2xx on every call (every sample is valid)', () => {
    const refused = outcomes.filter((o) => o.account === 'superadmin' && (o.status < 200 || o.status >= 300));
    assert.deepEqual(
      refused.map((o) => `${o.name}: ${o.status} ${o.body.slice(0, 100)}`),
      [],
    );
  });

  it('a refusal is never a 5xx and carries a message; 403 is "Access denied"', () => {
    const bad = outcomes
      .filter((o) => o.status >= 400)
      .filter((o) => {
        const message = (JSON.parse(o.body) as { message?: unknown }).message;
        return o.status >= 500 || typeof message !== 'string' || (o.status === 403 && message !== 'Access denied');
      });
    assert.deepEqual(
      bad.map((o) => `${o.name} as ${o.account}: ${o.status} ${o.body.slice(0, 100)}`),
      [],
    );
  });

  it('newuser and outsider: no 2xx on any object call, and no fixture id in any answer', () => {
    const leaks: string[] = [];
    for (const o of outcomes.filter((x) => x.account === 'newuser' || x.account === 'outsider')) {
      const ok = o.status >= 200 && o.status < 300;
      if (ok && isObjectScoped(o.name)) leaks.push(`${o.name} as ${o.account}: ${o.status}`);
      if (ok && HIDDEN_AS_UNKNOWN.has(o.name) && o.status !== 204) leaks.push(`${o.name} as ${o.account}: ${o.status}`);
      if (o.status === 204 && o.body !== '') leaks.push(`${o.name} as ${o.account}: 204 with a body`);
      for (const id of FIXTURE_IDS) {
        if (ok && o.body.includes(id)) leaks.push(`${o.name} as ${o.account}: answer names ${id}`);
      }
    }
    assert.deepEqual(leaks, []);
  });

  it('readonly: no 2xx on any call that changes something (but their own settings)', () => {
    const allowed = outcomes.filter(
      (o) => o.account === 'readonly' && isMutating(o.name) && o.status < 300 && o.name !== 'updateUserSettings', // their own settings: the one change that names no object
    );
    assert.deepEqual(
      allowed.map((o) => `${o.name}: ${o.status}`),
      [],
    );
  });

  it('owner and readonly never see anything outside S-AARHUS in an answer', () => {
    const leaks: string[] = [];
    for (const o of outcomes.filter((x) => (x.account === 'owner' || x.account === 'readonly') && x.status < 300)) {
      for (const id of FOREIGN_TO_AARHUS) if (o.body.includes(id)) leaks.push(`${o.name} as ${o.account}: ${id}`);
    }
    assert.deepEqual(leaks, []);
  });
});

describe('access matrix: owner and readonly aimed at S-LEEDS (the other site of the same partner)', () => {
  let t: TestApp;
  let samples: SampleInputs;
  before(async () => {
    ({ t, samples } = await freshApp());
  });
  after(() => t.close());

  /** The sample with every Aarhus id swapped for its Leeds counterpart. */
  const toLeeds = (input: unknown): object =>
    JSON.parse(
      JSON.stringify(input)
        .replaceAll(FIXTURE.sites.aarhus, FIXTURE.sites.leeds)
        .replaceAll(FIXTURE.devices.aarhus1, FIXTURE.devices.leeds1)
        .replaceAll(FIXTURE.devices.aarhus2, FIXTURE.devices.leeds1)
        .replaceAll(FIXTURE.groups.dk, FIXTURE.groups.uk),
    ) as object;

  it('object calls answer 404 (hidden reads 204, role-gated calls 403); nothing names a Leeds id', async () => {
    const wrong: string[] = [];
    let objectCalls = 0;
    for (const name of NAMES) {
      const input = toLeeds(samples[name]);
      if (JSON.stringify(input) === JSON.stringify(samples[name])) continue; // not about S-AARHUS
      for (const account of ['owner', 'readonly'] as const) {
        const res = await t.call({
          ...requestFor(name, asCaller(name, input, FIXTURE.users[account])),
          as: FIXTURE.users[account],
        });
        const kind = ROUTE.get(name)!.access.kind;
        let expected: string;
        if (kind === 'object' || kind === 'anyOf') expected = '404';
        else if (HIDDEN_AS_UNKNOWN.has(name)) expected = kind === 'role' ? '403' : '204';
        else if (kind === 'role') expected = '403';
        else expected = 'no leak'; // signed in: filtered lists, or a refusal from the handler
        if (expected === '404') objectCalls += 1;
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        if (expected !== 'no leak' && String(res.statusCode) !== expected) {
          wrong.push(`${name} as ${account}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        if (ok && isMutating(name)) wrong.push(`${name} as ${account}: a change on S-LEEDS answered ${res.statusCode}`);
        for (const id of [FIXTURE.sites.leeds, FIXTURE.devices.leeds1, FIXTURE.groups.uk]) {
          if (ok && res.body.includes(id)) wrong.push(`${name} as ${account}: answer names ${id}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
    assert.ok(objectCalls > 100, `only ${objectCalls} object calls were aimed at S-LEEDS`);
  });

  /** The sample with every Aarhus id swapped for an id that names nothing. */
  const toNowhere = (input: unknown): object =>
    JSON.parse(
      JSON.stringify(input)
        .replaceAll(FIXTURE.sites.aarhus, 'S-NOWHERE')
        .replaceAll(FIXTURE.devices.aarhus1, 'SC-000000404')
        .replaceAll(FIXTURE.devices.aarhus2, 'SC-000000404')
        .replaceAll(FIXTURE.groups.dk, 'G-NOWHERE'),
    ) as object;

  it('ARCHITECTURE 5: an object they may not see answers exactly as one that does not exist, status and body', async () => {
    const differ: string[] = [];
    let compared = 0;
    for (const name of NAMES) {
      const hidden = toLeeds(samples[name]);
      if (JSON.stringify(hidden) === JSON.stringify(samples[name])) continue; // not about S-AARHUS
      // Those who do not see S-LEEDS: the owner and reader of S-AARHUS, the installer of S-EMPTY, a new user.
      for (const account of ['owner', 'readonly', 'installer', 'newuser'] as const) {
        const as = FIXTURE.users[account];
        const seen = await t.call({ ...requestFor(name, asCaller(name, hidden, as)), as });
        const none = await t.call({ ...requestFor(name, asCaller(name, toNowhere(samples[name]), as)), as });
        compared += 1;
        // Answers that name the id asked for (a filtered status list) are compared with the id taken out.
        const body = (text: string, id: string) => text.replaceAll(id, '<id>');
        const a = `${seen.statusCode} ${body(body(seen.body, FIXTURE.sites.leeds), FIXTURE.devices.leeds1)}`;
        const b = `${none.statusCode} ${body(body(none.body, 'S-NOWHERE'), 'SC-000000404')}`;
        if (a !== b) differ.push(`${name} as ${account}: hidden ${a.slice(0, 120)} | unknown ${b.slice(0, 120)}`);
      }
    }
    assert.deepEqual(differ, []);
    assert.ok(compared > 200, `only ${compared} calls compared`);
  });
});
