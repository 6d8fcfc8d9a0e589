import {
  AccessLevel,
  accessLevelName,
  isAtLeast,
  type AdminRole,
  VALIDATION_MESSAGES,
  type SiteFeature,
  type ValidationKey,
} from '@bess/shared/domain';
import {
  DASHBOARD_SHARING_LEVEL,
  ENDPOINTS,
  type ControlParameters,
  type EndpointInput,
  type EndpointName,
} from '@bess/shared/contract';
import { findDevice, siteFeatures } from '../repositories/deviceCommands';
import { loadControl } from '../repositories/parameters';
import type { AuthUser, ObjectType } from '../services/accessService';
import type { Services } from '../services/services';
import { bestAccessLevel } from '../services/users';
import { installer, onObject, role, signedIn, type AccessRule } from './accessRules';
import type { AnyRoute, RouteContext } from './defineRoute';
import { HttpError, accessDenied, notFound, siteDoesNotExist } from './errors';

/**
 * Who may write what, field by field (docs/security.md "Who may write what", generated from this table and checked
 * against it by http/writeRights.test.ts).
 *
 * Every call of the contract that changes something has an entry: who may call it (the route's own access rule,
 * repeated here and compared with it when the routes are built, so the two cannot differ), what else the whole call
 * needs, and every field of its input with who may change it. `withWriteRights` runs the entry before the route's
 * handler, so nothing of a refused request is stored. Deny by default: a write without an entry stops the server at
 * start; a field without an entry, or one the caller may not change, is refused with 403 'Access denied' (404 when
 * the field names an object the caller may not see, as if it did not exist).
 *
 * A field sent with the value it already has changes nothing and needs only the call: forms send every field they
 * show, and a partner admin saving a site's address must not be refused for the features they left alone.
 */

/** The caller and the services, as a rule sees them. */
export interface WriteContext {
  user: AuthUser;
  services: Services;
}

/** A caller's level on an object that does not exist as such: a site or group placed at the top, a device on no site. */
export const NO_OBJECT = 'none' as const;
type TargetLevel = number | null | typeof NO_OBJECT;

/** The object whose level a rule weighs, in words and how to find the caller's level on it. */
export interface Target<I> {
  text: string;
  /** The caller's level on it; null when they may not see it; NO_OBJECT when there is none. */
  level(input: I, context: WriteContext): Promise<TargetLevel>;
  /** What an object the caller may not see answers: the same as one that does not exist. */
  hidden?: () => HttpError;
}

/** Who may do something. Levels are spec 3's: lower is more. */
export type Who =
  /** Whoever the call's rule admits. */
  | { kind: 'call' }
  /** A level on an object, at least this good, and with `role` also that role or above. */
  | { kind: 'level'; atMost: number; role?: AdminRole }
  | { kind: 'role'; atLeast: AdminRole }
  /** spec 6: the installer flag, or the Admin role and above. */
  | { kind: 'installer' }
  /** A level at least this good somewhere: by role (bestAccessLevel) or on some object. */
  | { kind: 'anywhere'; atMost: number }
  /** A level (the field's value) no stronger than the caller's own on the object: nobody gives more than they have. */
  | { kind: 'notAboveOwn' }
  /** The person the call is about holds no grant on the object stronger than the caller's own level there. */
  | { kind: 'grantee'; strongest(input: never, context: WriteContext): Promise<number | null> }
  /** Depends on the value: the first case that names it decides; a value no case names is refused. */
  | { kind: 'byValue'; cases: readonly { values: readonly string[]; who: Who }[] }
  /** Nobody, through this call. */
  | { kind: 'nobody'; why: string }
  /** The field names the caller themselves (their e-mail): nobody records an act in someone else's name. */
  | { kind: 'self' };

/** One condition: who, weighed on which object (for the kinds that weigh a level). */
export interface Check<I> {
  who: Who;
  on?: Target<I>;
}

/** Who may change one field of an input. */
export interface FieldRight<I> {
  /** Every check must pass; none: whoever the call admits. */
  checks: readonly Check<I>[];
  /** What the field holds now: a field sent with it changes nothing and needs only the call. */
  stored?: (input: I, context: WriteContext) => Promise<unknown>;
  /** How two values of the field compare (default: as JSON). */
  same?: (a: unknown, b: unknown) => boolean;
}

/** A site feature a write needs (spec 6: feature flags gate the event scheduler, backup, cluster and peak shaving). */
export interface FeatureGate<I> {
  feature: SiteFeature;
  /** The site whose features count, in words and how to find it; null when there is none (a device on no site). */
  site: { text: string; id(input: I, context: WriteContext): Promise<string | null> };
  /** Only for some inputs (a mode command of that mode). */
  when?: { text: string; test(input: I): boolean };
}

/** The write rights of one call. */
export interface WriteRight<I> {
  /** Who may call it at all: the route's access rule. */
  call: AccessRule<I>;
  /** What the whole call also needs, beyond its rule. */
  also?: readonly Check<I>[];
  /** Every field of the input (a dotted path reaches into an object: `site.features`); a field not here is refused. */
  fields: Readonly<Record<string, FieldRight<I>>>;
  features?: readonly FeatureGate<I>[];
}

/**
 * The calls that are POSTs but only read (spec 7 status polls send their ids in a body; a rollout's preview, a selection
 * of up to thousands of devices; a site's replay, a draft schedule).
 */
export const READ_POSTS = ['getSiteStatus', 'getDeviceStatus', 'previewRollout', 'replaySite'] as const;

type MethodOf<N extends EndpointName> = (typeof ENDPOINTS)[N]['method'];
/** Every call that changes something. */
export type WriteEndpoint = Exclude<
  { [N in EndpointName]: MethodOf<N> extends 'GET' ? never : N }[EndpointName],
  (typeof READ_POSTS)[number]
>;

export const WRITE_ENDPOINTS: readonly WriteEndpoint[] = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name): name is WriteEndpoint =>
    ENDPOINTS[name].method !== 'GET' && !(READ_POSTS as readonly string[]).includes(name),
);

// --- building blocks ------------------------------------------------------------------------------------------------

const levelOn = (context: WriteContext, type: ObjectType, id: string) =>
  context.services.access.levelOn(context.user, type, id);

/** The route's own object (or another object named in the input). */
function the<I>(type: ObjectType, id: (input: I) => string, text = `the ${type}`): Target<I> {
  return { text, level: (input, context) => levelOn(context, type, id(input)) };
}

/** A site or a group, whichever the id is (a dashboard: spec 2, ARCHITECTURE 8). */
function siteOrGroup<I>(id: (input: I) => string): Target<I> {
  return {
    text: 'the site or group',
    async level(input, context) {
      const kind = await context.services.access.kindOf(id(input));
      return kind ? levelOn(context, kind, id(input)) : null;
    },
  };
}

/** The group a site or group is placed under; at the top there is none. */
function newParent<I>(id: (input: I) => string | null | undefined): Target<I> {
  return {
    text: 'the new parent group (at the top: none)',
    async level(input, context) {
      const parentId = id(input);
      return parentId === null || parentId === undefined ? NO_OBJECT : levelOn(context, 'group', parentId);
    },
  };
}

async function siteIdOfDevice(services: Services, deviceId: string): Promise<string | null> {
  return (await findDevice(services.db, deviceId))?.siteId ?? null;
}

/** The site a device stands on (a device on no site has none, and its site fields are not stored). */
function siteOfDevice<I>(deviceId: (input: I) => string): Target<I> {
  return {
    text: "the device's site",
    async level(input, context) {
      const siteId = await siteIdOfDevice(context.services, deviceId(input));
      return siteId === null ? NO_OBJECT : levelOn(context, 'site', siteId);
    },
  };
}

/**
 * The level the creator of a site or group gets on it, so that they see what they made: never more than their role
 * gives (Admin 2, PartnerAdmin 4, an installer 5). Super admins see everything already and get no grant (null).
 */
export function creatorLevel(user: AuthUser): number | null {
  if (isAtLeast(user.role, 'SuperAdmin')) return null;
  if (user.role === 'PartnerAdmin') return AccessLevel.PartnerAdmin;
  if (user.role === 'Admin') return AccessLevel.Admin;
  return AccessLevel.Installer;
}

/** A site being made: its creator's level on it (creatorLevel; a super admin's is 1). */
const NEW_SITE: Target<unknown> = {
  text: 'the new site (the level its creator gets)',
  level: async (_input, context) => creatorLevel(context.user) ?? AccessLevel.SuperAdmin,
};

/** Whoever the call admits. */
const CALL: FieldRight<unknown> = { checks: [] };

const level = (atMost: number, role?: AdminRole): Who =>
  role ? { kind: 'level', atMost, role } : { kind: 'level', atMost };
const check = <I>(who: Who, on?: Target<I>): Check<I> => (on ? { who, on } : { who });
const field = <I>(checks: readonly Check<I>[], extra: Omit<FieldRight<I>, 'checks'> = {}): FieldRight<I> => ({
  checks,
  ...extra,
});
/** Fields any caller of the call may set. */
function callFields<I>(...names: string[]): Record<string, FieldRight<I>> {
  return Object.fromEntries(names.map((name) => [name, CALL as FieldRight<I>]));
}

/** Every field of a call's input (its path params and its body or query, as its schemas name them), for the call's rule. */
function everyField<I>(name: EndpointName): Record<string, FieldRight<I>> {
  const endpoint = ENDPOINTS[name] as { params?: unknown; body?: unknown; query?: unknown };
  const names = [endpoint.params, endpoint.body ?? endpoint.query].flatMap((schema) =>
    Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}),
  );
  return callFields<I>(...names);
}

/** Two lists of features are the same set. */
function sameSet(a: unknown, b: unknown): boolean {
  const set = (v: unknown) => JSON.stringify([...new Set(Array.isArray(v) ? v.map(String) : [])].sort());
  return set(a) === set(b);
}

async function siteRow(services: Services, siteId: string) {
  return services.db.selectFrom('sites').selectAll().where('siteId', '=', siteId).executeTakeFirst();
}

async function storedFeatures(services: Services, siteId: string | null): Promise<string[] | undefined> {
  if (siteId === null) return undefined;
  return (await siteFeatures(services.db, siteId)) ?? undefined;
}

/**
 * The strongest grant a person (by id, else e-mail) holds directly on an object that is not removed and has not ended
 * (one that starts later counts: it is already given); null for none.
 */
async function strongestGrant(
  services: Services,
  type: ObjectType,
  objectId: string,
  person: { userId: string; email?: string },
): Promise<number | null> {
  const byId = await services.db
    .selectFrom('users')
    .select('userId')
    .where('userId', '=', person.userId)
    .executeTakeFirst();
  const byEmail =
    byId || person.email === undefined
      ? undefined
      : await services.db
          .selectFrom('users')
          .select('userId')
          .where('email', '=', person.email.trim().toLowerCase())
          .executeTakeFirst();
  const userId = byId?.userId ?? byEmail?.userId;
  if (userId === undefined) return null;
  const now = services.now().toISOString();
  const row = await services.db
    .selectFrom('access')
    .select((eb) => eb.fn.min('level').as('level'))
    .where('userId', '=', userId)
    .where('objectType', '=', type)
    .where('objectId', '=', objectId)
    .where('removed', '=', 0)
    .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>', now)]))
    .executeTakeFirst();
  return row?.level === null || row?.level === undefined ? null : Number(row.level);
}

// --- the rights of the things that recur ----------------------------------------------------------------------------

/**
 * A site's fields, on a site being made or changed. Features switch functions on (spec 6): the same rule as in
 * PUT /parameters, the Admin role with Admin (2) on the site. Prices are the owner's (PUT /UpdatePrice: NormalUser);
 * meters and grid limits set the site up for its devices (installers).
 */
function siteFields<I>(
  on: Target<I>,
  stored: (input: I, context: WriteContext) => Promise<Record<string, unknown> | undefined>,
): Record<string, FieldRight<I>> {
  const column = (name: string) => async (input: I, context: WriteContext) => (await stored(input, context))?.[name];
  const money = field([check(level(AccessLevel.NormalUser), on)]);
  const setup = (name: string) => field([check(level(AccessLevel.Installer), on)], { stored: column(name) });
  return {
    ...callFields<I>(
      'siteName',
      'timezone',
      'latitude',
      'longitude',
      'address',
      'country',
      'installationType',
      'pvPeak',
    ),
    meters: setup('meters'),
    gridPowerImportLimit: setup('gridPowerImportLimit'),
    gridPowerExportLimit: setup('gridPowerExportLimit'),
    electricityPriceImport: money,
    electricityPriceExport: money,
    features: field([check(level(AccessLevel.Admin, 'Admin'), on)], { stored: column('features'), same: sameSet }),
  };
}

/** The fields of a site being made: the defaults of a new site (fleet.insertSite) count as no change. */
function newSiteFields<I extends { parentId?: string | null }>(): Record<string, FieldRight<I>> {
  const defaults = { features: ['Basic'], meters: [], gridPowerImportLimit: null, gridPowerExportLimit: null };
  return {
    ...siteFields<I>(NEW_SITE as Target<I>, async () => defaults),
    // spec 7 POST /Site: a site made inside a group is an edit of that group's tree: Installer (5) there.
    parentId: field([
      check(
        level(AccessLevel.Installer),
        newParent<I>((i) => i.parentId),
      ),
    ]),
  };
}

/** The fields of a grant (spec 7 "userId, email, startTime, endTime, level") on one object kind. */
function grantFields<I extends { userId: string; email?: string; level?: number }>(
  type: ObjectType,
  objectId: (input: I) => string,
): Record<string, FieldRight<I>> {
  const object = the<I>(type, objectId, 'the object');
  const grantee: Who = {
    kind: 'grantee',
    strongest: ((input: I, context: WriteContext) =>
      strongestGrant(context.services, type, objectId(input), input)) as never,
  };
  return {
    // The person whose grant it is: nobody changes or removes a grant stronger than their own.
    userId: field([check(grantee, object)]),
    ...callFields<I>('email', 'startTime', 'endTime'),
    // Nobody gives more than they have.
    level: field([check({ kind: 'notAboveOwn' }, object)]),
  };
}

/** The move of a site or group under another group (null: to the top): Admin (2) on the new parent too. */
const MOVE_TARGET = <I extends { parentId?: string | null }>() =>
  check<I>(
    level(AccessLevel.Admin),
    newParent<I>((i) => i.parentId),
  );

/**
 * A control parameter of a device's site as PUT /parameters carries it: `who` may change it on that site; sent as
 * stored, it changes nothing.
 */
function controlField(key: keyof ControlParameters, who: Who): FieldRight<In<'updateParameters'>> {
  return field(
    [
      check(
        who,
        siteOfDevice((i) => i.device.deviceId),
      ),
    ],
    {
      stored: async (input, { services }) => {
        const siteId = await siteIdOfDevice(services, input.device.deviceId);
        return siteId === null ? undefined : (await loadControl(services.db, siteId))?.[key];
      },
    },
  );
}

/** spec 6: a mode command of the Cluster or Backup mode needs that feature, as the views that send them. */
function modeGates<I extends { commandName: string }>(site: FeatureGate<I>['site']): FeatureGate<I>[] {
  return (['Cluster', 'Backup'] as const).map((feature) => ({
    feature,
    site,
    when: { text: `for the mode ${feature}`, test: (input: I) => input.commandName === feature },
  }));
}

const SITE_OF_INPUT = <I extends { siteId: string }>(): FeatureGate<I>['site'] => ({
  text: 'the site',
  id: async (input) => input.siteId,
});
const SITE_OF_DEVICE = <I extends { deviceId: string }>(): FeatureGate<I>['site'] => ({
  text: "the device's site",
  id: (input, context) => siteIdOfDevice(context.services, input.deviceId),
});

type In<N extends EndpointName> = EndpointInput<N>;
type Rights = { readonly [N in WriteEndpoint]: WriteRight<In<N>> };

const DEVICE_PARAMETERS = level(AccessLevel.Admin, 'Admin');

// --- the table -------------------------------------------------------------------------------------------------------

export const WRITE_RIGHTS: Rights = {
  // --- sites and groups (spec 7)
  createSite: {
    call: installer,
    fields: newSiteFields<In<'createSite'>>(),
  },
  updateSite: {
    call: onObject('site', (i) => i.siteId, AccessLevel.Installer),
    fields: {
      siteId: CALL,
      ...siteFields<In<'updateSite'>>(
        the('site', (i) => i.siteId),
        async (input, { services }) => {
          const row = await siteRow(services, input.siteId);
          // As the input carries them: meters as `{ type }` objects, features as a list.
          const meters = (JSON.parse(row?.meters ?? '[]') as string[]).map((type) => ({ type }));
          return row && { ...row, meters, features: JSON.parse(row.features) };
        },
      ),
      // A move changes who sees the site: the same rule as PUT /AddSiteGroup.
      parentId: field(
        [
          check(
            level(AccessLevel.Admin, 'Admin'),
            the('site', (i) => i.siteId),
          ),
          MOVE_TARGET(),
        ],
        { stored: async (input, { services }) => (await siteRow(services, input.siteId))?.parentId },
      ),
    },
  },
  deleteSite: {
    call: onObject('site', (i) => i.siteId, AccessLevel.Admin),
    fields: callFields('siteId'),
  },
  createSiteGroup: {
    call: role('Admin'),
    fields: {
      ...callFields('name', 'timezone'),
      // An id already in use answers 409, which would tell an admin that an object they may not see exists; only a
      // super admin, who sees the whole fleet, chooses one.
      siteGroupId: field([check({ kind: 'role', atLeast: 'SuperAdmin' })]),
      parentId: field([MOVE_TARGET()]),
    },
  },
  updateSiteGroup: {
    call: onObject('group', (i) => i.siteGroupId, AccessLevel.Admin),
    also: [check({ kind: 'role', atLeast: 'Admin' })],
    fields: {
      ...callFields('siteGroupId', 'name', 'timezone'),
      parentId: field([MOVE_TARGET()], {
        stored: async (input, { services }) =>
          (
            await services.db
              .selectFrom('site_groups')
              .select('parentId')
              .where('siteGroupId', '=', input.siteGroupId)
              .executeTakeFirst()
          )?.parentId,
      }),
    },
  },
  deleteSiteGroup: {
    call: onObject('group', (i) => i.siteGroupId, AccessLevel.Admin),
    also: [check({ kind: 'role', atLeast: 'Admin' })],
    fields: callFields('siteGroupId'),
  },
  addSiteToGroup: {
    call: onObject('site', (i) => i.siteId, AccessLevel.Admin),
    fields: {
      siteId: CALL,
      parentId: field(
        [
          check(
            level(AccessLevel.Admin, 'Admin'),
            the('site', (i) => i.siteId),
          ),
          MOVE_TARGET(),
        ],
        {
          stored: async (input, { services }) => (await siteRow(services, input.siteId))?.parentId,
        },
      ),
    },
  },

  // --- the user (spec 7)
  updateUserSettings: {
    call: signedIn,
    fields: callFields('language', 'dateFormat', 'termsNumber', 'termsDate'),
  },
  createUser: {
    call: signedIn,
    // spec 5: adding a user to a device or site creates an unknown e-mail: for those who manage access.
    also: [check({ kind: 'anywhere', atMost: AccessLevel.PartnerAdmin })],
    fields: callFields('email'),
  },
  grantRole: {
    call: role('Admin'),
    fields: {
      email: CALL,
      // spec 6: the admin panel (and so the global roles) is the super admin's; the installer role is granted by
      // admins and above.
      role: field([
        check({
          kind: 'byValue',
          cases: [
            { values: ['Installer'], who: { kind: 'role', atLeast: 'Admin' } },
            { values: ['Admin', 'PartnerAdmin', 'SuperAdmin'], who: { kind: 'role', atLeast: 'SuperAdmin' } },
          ],
        }),
      ]),
    },
  },

  // --- prices and alarms (spec 7)
  updatePrice: {
    call: onObject('site', (i) => i.siteId, AccessLevel.NormalUser),
    fields: {
      siteId: CALL,
      newPrice: field([
        check(
          level(AccessLevel.NormalUser),
          the('site', (i) => i.siteId),
        ),
      ]),
      newPriceExport: field([
        check(
          level(AccessLevel.NormalUser),
          the('site', (i) => i.siteId),
        ),
      ]),
    },
  },
  acknowledgeAlarm: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.NormalUser),
    fields: {
      ...callFields('deviceId', 'alarmId', 'acknowledgeTime'),
      // spec 4: the acknowledging user is recorded; it is the caller, never someone else.
      acknowledgeUser: field([check({ kind: 'self' })]),
    },
  },
  closeAlarm: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.NormalUser),
    fields: {
      ...callFields('deviceId', 'alarmId', 'stopTime'),
      // spec 4: the closer is recorded; it is the caller, never someone else.
      closedBy: field([check({ kind: 'self' })]),
    },
  },

  // --- users and access (spec 7; ARCHITECTURE 5: PartnerAdmin (4) or better on the object manages its users)
  addSiteUser: {
    call: onObject('site', (i) => i.siteId, AccessLevel.PartnerAdmin),
    fields: { siteId: CALL, ...grantFields<In<'addSiteUser'>>('site', (i) => i.siteId) },
  },
  updateSiteUser: {
    call: onObject('site', (i) => i.siteId, AccessLevel.PartnerAdmin),
    fields: { siteId: CALL, ...grantFields<In<'updateSiteUser'>>('site', (i) => i.siteId) },
  },
  removeSiteUser: {
    call: onObject('site', (i) => i.siteId, AccessLevel.PartnerAdmin),
    fields: { siteId: CALL, userId: grantFields<In<'removeSiteUser'>>('site', (i) => i.siteId).userId! },
  },
  addSiteGroupUser: {
    call: onObject('group', (i) => i.siteGroupId, AccessLevel.PartnerAdmin),
    fields: { siteGroupId: CALL, ...grantFields<In<'addSiteGroupUser'>>('group', (i) => i.siteGroupId) },
  },
  updateSiteGroupUser: {
    call: onObject('group', (i) => i.siteGroupId, AccessLevel.PartnerAdmin),
    fields: { siteGroupId: CALL, ...grantFields<In<'updateSiteGroupUser'>>('group', (i) => i.siteGroupId) },
  },
  removeSiteGroupUser: {
    call: onObject('group', (i) => i.siteGroupId, AccessLevel.PartnerAdmin),
    fields: {
      siteGroupId: CALL,
      userId: grantFields<In<'removeSiteGroupUser'>>('group', (i) => i.siteGroupId).userId!,
    },
  },
  addDeviceUser: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.PartnerAdmin),
    fields: { deviceId: CALL, ...grantFields<In<'addDeviceUser'>>('device', (i) => i.deviceId) },
  },
  updateDeviceUser: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.PartnerAdmin),
    fields: { deviceId: CALL, ...grantFields<In<'updateDeviceUser'>>('device', (i) => i.deviceId) },
  },
  removeDeviceUser: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.PartnerAdmin),
    fields: { deviceId: CALL, userId: grantFields<In<'removeDeviceUser'>>('device', (i) => i.deviceId).userId! },
  },

  // --- commands (spec 7; server/README.md "Operations calls")
  sendBackupCommand: {
    call: onObject('site', (i) => i.siteId, AccessLevel.NormalUser),
    fields: {
      siteId: CALL,
      commandName: field([
        check(
          level(AccessLevel.NormalUser),
          the('site', (i) => i.siteId),
        ),
      ]),
    },
    features: [{ feature: 'Backup', site: SITE_OF_INPUT() }],
  },
  sendStateModeCommand: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.NormalUser),
    fields: {
      deviceId: CALL,
      commandName: field([
        check(
          level(AccessLevel.NormalUser),
          the('device', (i) => i.deviceId),
        ),
      ]),
    },
    features: modeGates(SITE_OF_DEVICE()),
  },
  sendStateModeSiteCommand: {
    call: onObject('site', (i) => i.siteId, AccessLevel.NormalUser),
    fields: {
      siteId: CALL,
      commandName: field([
        check(
          level(AccessLevel.NormalUser),
          the('site', (i) => i.siteId),
        ),
      ]),
    },
    features: modeGates(SITE_OF_INPUT()),
  },
  restartDevice: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: callFields('deviceId'),
  },
  rebootSiteController: {
    call: onObject('site', (i) => i.siteId, AccessLevel.Installer),
    fields: callFields('siteId'),
  },
  sendTestMode: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: {
      deviceId: CALL,
      value: field([
        check(
          level(AccessLevel.Installer),
          the('device', (i) => i.deviceId),
        ),
      ]),
    },
  },
  releaseTestMode: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: callFields('deviceId'),
  },
  startMeterSetup: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: callFields('deviceId'),
  },
  startMeterTest: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: callFields('deviceId'),
  },

  // --- commissioning and installation (spec 4 and 7)
  commissionDevice: {
    call: installer,
    // spec 8: a site the caller may not see is 1102, as one that does not exist.
    also: [
      check(level(AccessLevel.Installer), {
        ...the<In<'commissionDevice'>>('site', (i) => i.siteId),
        hidden: siteDoesNotExist,
      }),
    ],
    fields: callFields('siteId', 'deviceId', 'serialNumber', 'code'),
  },
  uncommissionDevice: {
    call: installer,
    also: [
      check(level(AccessLevel.Installer), {
        ...the<In<'uncommissionDevice'>>('site', (i) => i.siteId),
        hidden: siteDoesNotExist,
      }),
    ],
    fields: callFields('siteId', 'deviceId', 'serialNumber', 'code'),
  },
  setupDevice: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    fields: {
      deviceId: CALL,
      arguments: field([
        check(
          level(AccessLevel.Installer),
          the('device', (i) => i.deviceId),
        ),
      ]),
      target: field([
        check(
          level(AccessLevel.Installer),
          the('device', (i) => i.deviceId),
        ),
      ]),
    },
  },
  markInstalled: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    also: [check({ kind: 'installer' })],
    fields: callFields('deviceId'),
  },
  createSiteAroundDevice: {
    call: installer,
    fields: { deviceId: CALL, ...newSiteFields<In<'createSiteAroundDevice'>>() },
  },
  deleteDevice: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Admin),
    fields: callFields('deviceId'),
  },
  updateDeviceWithPartner: {
    call: onObject('device', (i) => i.deviceId, AccessLevel.Admin),
    fields: {
      deviceId: CALL,
      partnerId: field([
        check(
          level(AccessLevel.Admin),
          the('device', (i) => i.deviceId),
        ),
      ]),
    },
  },

  // --- files and the message centre (super admin: they roll out firmware and files)
  createBmsFile: { call: role('SuperAdmin'), fields: callFields('fileName') },
  convertBmsFile: { call: role('SuperAdmin'), fields: callFields('id') },
  deleteBmsFile: { call: role('SuperAdmin'), fields: callFields('id') },
  createDeviceConfigurationFile: { call: role('SuperAdmin'), fields: callFields('fileName') },
  deleteDeviceConfigurationFile: { call: role('SuperAdmin'), fields: callFields('id') },
  setMessageCenter: {
    call: role('SuperAdmin'),
    fields: callFields('isEnabled', 'severity', 'title', 'message', 'messageSummary', 'languages'),
  },

  // --- fleet firmware rollouts (super admin: they change the firmware of many devices at once)
  createRollout: { call: role('SuperAdmin'), fields: everyField('createRollout') },
  startRollout: { call: role('SuperAdmin'), fields: everyField('startRollout') },
  pauseRollout: { call: role('SuperAdmin'), fields: everyField('pauseRollout') },
  resumeRollout: { call: role('SuperAdmin'), fields: everyField('resumeRollout') },
  abortRollout: { call: role('SuperAdmin'), fields: everyField('abortRollout') },

  // --- the event scheduler (spec 6: gated by the site's EventScheduler feature)
  createEvent: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: callFields(
      'id',
      'siteId',
      'description',
      'startTime',
      'endTime',
      'endMode',
      'eventType',
      'fullyChargedBy',
      'rate',
    ),
    features: [{ feature: 'EventScheduler', site: SITE_OF_INPUT() }],
  },
  updateEvent: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: callFields('id', 'siteId', 'description', 'startTime', 'endTime', 'endMode', 'eventType', 'fullyChargedBy'),
    features: [{ feature: 'EventScheduler', site: SITE_OF_INPUT() }],
  },
  deleteEvent: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: callFields(
      'id',
      'siteId',
      'description',
      'startTime',
      'endTime',
      'endMode',
      'eventType',
      'fullyChargedBy',
      'rate',
    ),
    features: [{ feature: 'EventScheduler', site: SITE_OF_INPUT() }],
  },

  // --- parameters and firmware (spec 6: the Parameters tab is for admins and above)
  updateParameters: {
    call: role('Admin'),
    also: [
      check(
        level(AccessLevel.Admin),
        the('device', (i) => i.device.deviceId),
      ),
    ],
    fields: {
      device: field([
        check(
          DEVICE_PARAMETERS,
          the('device', (i) => i.device.deviceId),
        ),
      ]),
      inverterList: field([
        check(
          DEVICE_PARAMETERS,
          the('device', (i) => i.device.deviceId),
        ),
      ]),
      // spec 7 firmware update: site features and control travel in the same object; they are the site's, so the
      // caller's level on the site counts (a grant on one device gives nothing on its site).
      'site.features': field(
        [
          check(
            DEVICE_PARAMETERS,
            siteOfDevice((i) => i.device.deviceId),
          ),
        ],
        {
          stored: async (input, { services }) =>
            storedFeatures(services, await siteIdOfDevice(services, input.device.deviceId)),
          same: sameSet,
        },
      ),
      'control.pidKI': controlField('pidKI', DEVICE_PARAMETERS),
      'control.peakShavingGridImportLimit': controlField('peakShavingGridImportLimit', level(AccessLevel.ScheduleUser)),
      'control.peakShavingGridExportLimit': controlField('peakShavingGridExportLimit', level(AccessLevel.ScheduleUser)),
    },
  },
  updateControlParameters: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: {
      siteId: CALL,
      // spec 7: this call replaces the peak-shaving limits only; the controller's gain is tuned in PUT /parameters.
      'control.pidKI': field([check({ kind: 'nobody', why: 'PUT /parameters changes it' })], {
        stored: async (input, { services }) => (await loadControl(services.db, input.siteId))?.pidKI,
      }),
      'control.peakShavingGridImportLimit': field([
        check(
          level(AccessLevel.ScheduleUser),
          the('site', (i) => i.siteId),
        ),
      ]),
      'control.peakShavingGridExportLimit': field([
        check(
          level(AccessLevel.ScheduleUser),
          the('site', (i) => i.siteId),
        ),
      ]),
    },
    features: [{ feature: 'PeakShaving', site: SITE_OF_INPUT() }],
  },
  updateSoftware: {
    call: role('Admin'),
    also: [
      check(
        level(AccessLevel.Admin),
        the('device', (i) => i.id),
      ),
    ],
    fields: {
      id: CALL,
      firmwareBranch: field([
        check(
          DEVICE_PARAMETERS,
          the('device', (i) => i.id),
        ),
      ]),
      firmwareBuild: field([
        check(
          DEVICE_PARAMETERS,
          the('device', (i) => i.id),
        ),
      ]),
    },
  },
  updateDevice: {
    call: role('Admin'),
    also: [
      check(
        level(AccessLevel.Admin),
        the('device', (i) => i.DeviceId),
      ),
    ],
    fields: callFields('DeviceId'),
  },

  // --- policies, controllable loads, backup settings (designed; ScheduleUser (9) edits them)
  updatePolicy: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: {
      siteId: CALL,
      // The tariff policy decides when the battery buys and sells.
      policy: field([
        check(
          level(AccessLevel.ScheduleUser),
          the('site', (i) => i.siteId),
        ),
      ]),
    },
  },
  createControllableLoad: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: everyField('createControllableLoad'),
  },
  updateControllableLoad: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: everyField('updateControllableLoad'),
  },
  deleteControllableLoad: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: callFields('id', 'siteId'),
  },
  updateBackupSettings: {
    call: onObject('site', (i) => i.siteId, AccessLevel.ScheduleUser),
    fields: everyField('updateBackupSettings'),
    features: [{ feature: 'Backup', site: SITE_OF_INPUT() }],
  },

  // --- dashboard sharing (spec 1: a shared link opens the dashboard to anyone who has it)
  updateDashboardSharing: {
    call: onObject('any', (i) => i.id, DASHBOARD_SHARING_LEVEL),
    fields: {
      id: CALL,
      isEnabled: field([
        check(
          level(DASHBOARD_SHARING_LEVEL),
          siteOrGroup((i) => i.id),
        ),
      ]),
      expiresAt: field([
        check(
          level(DASHBOARD_SHARING_LEVEL),
          siteOrGroup((i) => i.id),
        ),
      ]),
    },
  },
};

// --- enforcement ----------------------------------------------------------------------------------------------------

/** The value at a dotted path of an input. */
export function valueAt(input: unknown, path: string): unknown {
  let node = input;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The input's fields that no entry covers (deny by default), as dotted paths. */
export function uncoveredFields(input: unknown, fields: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (path in fields) continue;
    const deeper = Object.keys(fields).some((f) => f.startsWith(`${path}.`));
    if (deeper && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out.push(...uncoveredFields(value, fields, path));
    } else out.push(path);
  }
  return out;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Does a field of the input change what is stored? A field left out changes nothing. */
export async function changes<I>(
  right: FieldRight<I>,
  input: I,
  path: string,
  context: WriteContext,
): Promise<boolean> {
  const value = valueAt(input, path);
  if (value === undefined) return false;
  if (!right.stored) return true;
  const stored = await right.stored(input, context);
  return !(right.same ?? sameJson)(value, stored);
}

/** Does the caller pass one check? Throws the object's hidden answer (404) when it names one they may not see. */
export async function passes<I>(c: Check<I>, input: I, value: unknown, context: WriteContext): Promise<boolean> {
  const { who } = c;
  const levelThere = async (): Promise<number | typeof NO_OBJECT> => {
    if (!c.on) throw new Error(`a ${who.kind} check needs the object it weighs`);
    const found = await c.on.level(input, context);
    if (found === null) throw (c.on.hidden ?? notFound)();
    return found;
  };
  switch (who.kind) {
    case 'call':
      return true;
    case 'nobody':
      return false;
    case 'self':
      return typeof value === 'string' && value.trim().toLowerCase() === context.user.email.toLowerCase();
    case 'role':
      return isAtLeast(context.user.role, who.atLeast);
    case 'installer':
      return context.user.isInstaller || isAtLeast(context.user.role, 'Admin');
    case 'anywhere':
      return (await bestAccessLevel(context.services, context.user)) <= who.atMost;
    case 'level': {
      if (who.role && !isAtLeast(context.user.role, who.role)) return false;
      const mine = await levelThere();
      return mine === NO_OBJECT || mine <= who.atMost;
    }
    case 'notAboveOwn': {
      const mine = await levelThere();
      return mine !== NO_OBJECT && typeof value === 'number' && value >= mine;
    }
    case 'grantee': {
      const mine = await levelThere();
      const theirs = await who.strongest(input as never, context);
      return theirs === null || (mine !== NO_OBJECT && theirs >= mine);
    }
    case 'byValue': {
      const match = who.cases.find((x) => x.values.includes(String(value)));
      return match ? passes({ who: match.who, ...(c.on ? { on: c.on } : {}) }, input, value, context) : false;
    }
  }
}

/** The key of the message a missing feature answers with (spec 6). */
export const FEATURE_MESSAGE_KEYS: Readonly<Record<SiteFeature, ValidationKey | null>> = {
  Basic: null,
  EventScheduler: 'validation.needsEventScheduler',
  Backup: 'validation.needsBackup',
  Cluster: 'validation.needsCluster',
  PeakShaving: 'validation.needsPeakShaving',
};

/**
 * spec 6: a write of a view the site's features gate, on a site without the feature: 409, with the key of its message
 * for the whole input (field '') so the portal says it in the user's language.
 */
export function featureMissing(feature: SiteFeature): HttpError {
  const key = FEATURE_MESSAGE_KEYS[feature];
  if (!key) return new HttpError(409, `The site does not have the ${feature} feature`);
  return new HttpError(409, VALIDATION_MESSAGES[key], null, [{ field: '', key }]);
}

/** The site features a gate finds missing for this input, in the table's order. */
export async function missingFeatures<I>(
  right: WriteRight<I>,
  input: I,
  context: WriteContext,
): Promise<SiteFeature[]> {
  const missing: SiteFeature[] = [];
  for (const gate of right.features ?? []) {
    if (gate.when && !gate.when.test(input)) continue;
    const siteId = await gate.site.id(input, context);
    const features = siteId === null ? [] : ((await siteFeatures(context.services.db, siteId)) ?? []);
    if (!features.includes(gate.feature)) missing.push(gate.feature);
  }
  return missing;
}

/**
 * Runs a write's entry of the table: what the whole call needs, every field it sends (each one it changes must be
 * the caller's to change), then the site features it needs. Throws 403, 404 or 409; resolves when the write may go on.
 */
export async function enforceWriteRights<I>(right: WriteRight<I>, input: I, context: WriteContext): Promise<void> {
  for (const c of right.also ?? []) if (!(await passes(c, input, undefined, context))) throw accessDenied();
  if (uncoveredFields(input, right.fields).length > 0) throw accessDenied();
  for (const [path, fieldRight] of Object.entries(right.fields)) {
    if (fieldRight.checks.length === 0 || !(await changes(fieldRight, input, path, context))) continue;
    const value = valueAt(input, path);
    for (const c of fieldRight.checks) if (!(await passes(c, input, value, context))) throw accessDenied();
  }
  const [missing] = await missingFeatures(right, input, context);
  if (missing) throw featureMissing(missing);
}

// --- the routes -----------------------------------------------------------------------------------------------------

/** Reads which input field an id function takes, by calling it on an input that records what is read. */
function idFieldOf(id: (input: never) => unknown): string {
  const path: string[] = [];
  const probe = (): unknown =>
    new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key === 'string') path.push(key);
          return probe();
        },
      },
    );
  try {
    id(probe() as never);
  } catch {
    // An id function that does more than read a field is described by its object alone.
  }
  return path.join('.');
}

/** A level in words: `Installer (5)`. */
export const levelText = (n: number) => `${accessLevelName(n) ?? 'level'} (${n})`;

/** An access rule in words (the docs' table, and the comparison of a route's rule with the table's). */
export function describeRule(rule: AccessRule<never>): string {
  switch (rule.kind) {
    case 'signedIn':
      return 'any signed-in user';
    case 'role':
      return rule.atLeast === 'SuperAdmin' ? 'role SuperAdmin' : `role ${rule.atLeast} and above`;
    case 'installer':
      return 'the installer flag, or role Admin and above';
    case 'object': {
      const object = rule.type === 'any' ? 'the site, group or device' : `the ${rule.type}`;
      const fieldName = idFieldOf(rule.id as (input: never) => unknown);
      return `${levelText(rule.level)} or better on ${object}${fieldName ? ` \`${fieldName}\`` : ''}`;
    }
    case 'anyOf':
      return rule.rules.map((r) => describeRule(r as AccessRule<never>)).join(', or ');
    case 'signedLink':
      return 'a signed link';
    case 'sharedDashboard':
      return 'a dashboard link';
  }
}

/** Who, in words. */
export function describeWho(who: Who, on?: { text: string }): string {
  const where = on ? ` on ${on.text}` : '';
  switch (who.kind) {
    case 'call':
      return "the call's rule";
    case 'nobody':
      return `nobody through this call (${who.why})`;
    case 'self':
      return "the caller's own e-mail";
    case 'role':
      return who.atLeast === 'SuperAdmin' ? 'role SuperAdmin' : `role ${who.atLeast} and above`;
    case 'installer':
      return 'the installer flag, or role Admin and above';
    case 'anywhere':
      return `${levelText(who.atMost)} or better somewhere (by role or on an object)`;
    case 'level':
      return `${who.role ? `role ${who.role} and above, with ` : ''}${levelText(who.atMost)} or better${where}`;
    case 'notAboveOwn':
      return `a level no stronger than the caller's own${where}`;
    case 'grantee':
      return `a person whose own grant${where} is no stronger than the caller's level there`;
    case 'byValue':
      return who.cases.map((x) => `${x.values.join(', ')}: ${describeWho(x.who, on)}`).join('; ');
  }
}

export function describeChecks(checks: readonly Check<unknown>[]): string {
  return checks.length === 0 ? "the call's rule" : checks.map((c) => describeWho(c.who, c.on)).join('; and ');
}

/** The call's rule and what the whole call also needs, in words. */
export function describeCall(right: WriteRight<never>): string {
  const parts = [describeRule(right.call)];
  for (const c of right.also ?? []) parts.push(describeWho(c.who, c.on));
  let text = parts.join('; and ');
  for (const gate of right.features ?? []) {
    text += `; ${gate.when ? `${gate.when.text}, ` : ''}${gate.site.text} must have the ${gate.feature} feature (else 409)`;
  }
  return text;
}

/** The fields of an entry that have a rule of their own (those that change rights, money or a device). */
export function guardedFields(right: WriteRight<never>): string[] {
  return Object.entries(right.fields)
    .filter(([, f]) => f.checks.length > 0)
    .map(([path]) => path);
}

/** The table as markdown, for docs/security.md. */
export function writeRightsMarkdown(): string {
  const rows = ['| call | who may call it | field | who may change the field |', '|---|---|---|---|'];
  for (const name of WRITE_ENDPOINTS) {
    const right = WRITE_RIGHTS[name] as WriteRight<never>;
    const endpoint = ENDPOINTS[name];
    const call = `\`${endpoint.method} ${endpoint.path}\``;
    const guarded = guardedFields(right);
    const rest = Object.keys(right.fields).filter((f) => !guarded.includes(f));
    rows.push(
      `| ${call} | ${describeCall(right)} | ${guarded.length === 0 ? 'every field' : ''} | ${guarded.length === 0 ? "the call's rule" : ''} |`,
    );
    for (const path of guarded) {
      rows.push(`| | | \`${path}\` | ${describeChecks(right.fields[path]!.checks as readonly Check<unknown>[])} |`);
    }
    if (guarded.length > 0 && rest.length > 0) rows.push(`| | | the other fields | the call's rule |`);
  }
  return rows.join('\n');
}

/**
 * A route that runs its write rights before its handler. Throws when a route that writes has no entry, or its access
 * rule is not the table's: the server does not start with a write the table does not describe.
 */
export function withWriteRights(route: AnyRoute): AnyRoute {
  const name = route.endpoint;
  const writes = ENDPOINTS[name].method !== 'GET';
  const readPost = (READ_POSTS as readonly string[]).includes(name);
  if (!writes || readPost) {
    if (readPost && route.audit !== false) throw new Error(`${name}: a read that is a POST must not be audited`);
    return route;
  }
  const right = WRITE_RIGHTS[name as WriteEndpoint] as WriteRight<unknown> | undefined;
  if (!right) throw new Error(`${name}: a write without an entry in WRITE_RIGHTS (http/writeRights.ts)`);
  const inRoute = describeRule(route.access as AccessRule<never>);
  const inTable = describeRule(right.call as AccessRule<never>);
  if (inRoute !== inTable) throw new Error(`${name}: the route's rule (${inRoute}) is not the table's (${inTable})`);
  const handler = route.handler as (context: RouteContext<EndpointName, unknown>) => Promise<unknown>;
  return {
    ...route,
    async handler(context: RouteContext<EndpointName, unknown>) {
      await enforceWriteRights(right, context.input as unknown, { user: context.user, services: context.services });
      return handler(context);
    },
  } as AnyRoute;
}
