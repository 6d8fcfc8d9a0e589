import { AccessLevel, accessLevelName, isAtLeast } from '@bess/shared/domain';
import type {
  EndpointInput,
  EndpointName,
  EndpointOutput,
  UserAccessEntry,
  UserAccessResponse,
} from '@bess/shared/contract';
import type { AnyRoute, AuditDescription } from '../http/defineRoute';
import { onObject, type AccessRule } from '../http/accessRules';
import { HttpError, badRequest, notFound, userDoesNotExist } from '../http/errors';
import { named } from '../services/auditLog';
import type { AuthUser, ObjectType } from '../services/accessService';
import type { Services } from '../services/services';

/** Reading who has access: anyone who sees the object (spec 2: the users tab is open to every level). */
const READ_LEVEL = AccessLevel.ReadOnly;
/** Managing access needs Admin (2) or PartnerAdmin (4) on the object. */
const MANAGE_LEVEL = AccessLevel.PartnerAdmin;

interface Grant {
  userId: string;
  email: string;
  startTime: string;
  endTime: string | null;
  level: number;
}

/** The direct grants on one object valid at a time (spec 3: time-limited; removed grants are gone). */
async function usersOn(services: Services, type: ObjectType, objectId: string, at: string): Promise<UserAccessEntry[]> {
  const rows = await services.db
    .selectFrom('access')
    .innerJoin('users', 'users.userId', 'access.userId')
    .select(['access.userId', 'users.email', 'users.isApiClient', 'access.startTime', 'access.endTime', 'access.level'])
    .where('access.objectType', '=', type)
    .where('access.objectId', '=', objectId)
    .where('access.removed', '=', 0)
    .where('access.startTime', '<=', at)
    .where((eb) => eb.or([eb('access.endTime', 'is', null), eb('access.endTime', '>', at)]))
    .orderBy('users.email')
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    startTime: r.startTime,
    endTime: r.endTime,
    level: r.level,
    // spec 3: an API client is an e-mail without an at-sign.
    isApiClient: r.isApiClient === 1 || !r.email.includes('@'),
  }));
}

/** Finds the user of a grant by id, else by e-mail; spec 8: 1017 when neither exists. */
async function resolveGrantee(services: Services, userId: string, email: string): Promise<string> {
  const byId = await services.db.selectFrom('users').select('userId').where('userId', '=', userId).executeTakeFirst();
  if (byId) return byId.userId;
  const byEmail = await services.db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (byEmail) return byEmail.userId;
  throw userDoesNotExist();
}

/** Times of a grant as stored: ISO text (that the end is after the start is an input rule, judged before). */
function grantTimes(grant: Grant): { startTime: string; endTime: string | null } {
  const start = Date.parse(grant.startTime);
  const end = grant.endTime === null ? null : Date.parse(grant.endTime);
  if (!Number.isFinite(start) || (end !== null && !Number.isFinite(end))) throw badRequest('Wrong format');
  return { startTime: new Date(start).toISOString(), endTime: end === null ? null : new Date(end).toISOString() };
}

/** The grant rows of a user on an object that are not removed, with their times. */
function activeRows(services: Services, type: ObjectType, objectId: string, userId: string) {
  return services.db
    .selectFrom('access')
    .select(['accessId', 'level', 'startTime', 'endTime'])
    .where('objectType', '=', type)
    .where('objectId', '=', objectId)
    .where('userId', '=', userId)
    .where('removed', '=', 0)
    .execute();
}

/** spec 3: a grant that has not ended (one that starts later counts: it is already given). */
const notEnded = (row: { endTime: string | null }, now: string) => row.endTime === null || row.endTime > now;

/** A grant that gives its level now. */
const inForce = (row: { startTime: string; endTime: string | null }, now: string) =>
  row.startTime <= now && notEnded(row, now);

/** A request refused for one field, with the key of its message (the `error` namespace) for the user's language. */
function refusedField(message: string, field: string, key: 'validation.grantExists' | 'validation.keepsManager') {
  return new HttpError(409, message, null, [{ field, key }]);
}

/**
 * Nobody locks themselves out by accident: a change of the caller's own grant on an object (its new level and times,
 * or null when it is removed) must leave them a grant that manages it (MANAGE_LEVEL or better): this one, or one on
 * the object or above it (its site, its groups). A super admin manages everything by role. 409 on `field` otherwise.
 */
async function refuseLockingOut(
  services: Services,
  user: AuthUser,
  type: ObjectType,
  objectId: string,
  changed: { level: number; startTime: string; endTime: string | null } | null,
  field: string,
): Promise<void> {
  if (isAtLeast(user.role, 'SuperAdmin')) return;
  const now = services.now().toISOString();
  if (changed && changed.level <= MANAGE_LEVEL && inForce(changed, now)) return;
  const chain = await services.access.chainOf(type, objectId);
  const managing = await services.db
    .selectFrom('access')
    .select(['objectType', 'objectId', 'startTime', 'endTime'])
    .where('userId', '=', user.userId)
    .where('removed', '=', 0)
    .where('level', '<=', MANAGE_LEVEL)
    .execute();
  const keeps = managing.some(
    (row) =>
      !(row.objectType === type && row.objectId === objectId) &&
      chain.some((link) => link.type === row.objectType && link.id === row.objectId) &&
      inForce(row, now),
  );
  if (!keeps) {
    throw refusedField(
      'You would no longer be able to manage access here: ask another administrator to change your own access',
      field,
      'validation.keepsManager',
    );
  }
}

/**
 * Adds (POST) or changes (PUT) a grant. Who may give which level, and touch whose grant, is the write-rights table's
 * (http/writeRights.ts: nobody gives more than they have, nor changes a grant stronger than their own). A POST for
 * someone who already holds a grant here changes nothing and answers 409: PUT is the way to change a grant, so that
 * adding an e-mail twice never silently replaces what they had.
 */
async function upsertGrant(
  services: Services,
  user: AuthUser,
  type: ObjectType,
  objectId: string,
  grant: Grant,
  mode: 'add' | 'update',
): Promise<void> {
  const times = grantTimes(grant);
  const userId = await resolveGrantee(services, grant.userId, grant.email);
  const now = services.now().toISOString();
  const existing = await activeRows(services, type, objectId, userId);
  const given = existing.filter((row) => notEnded(row, now));
  if (mode === 'add' && given.length > 0) {
    throw refusedField(
      'This user already has access here; change their access instead',
      'email',
      'validation.grantExists',
    );
  }
  if (mode === 'update' && given.length === 0) throw notFound('The user has no access to this object');
  if (mode === 'update' && userId === user.userId) {
    await refuseLockingOut(services, user, type, objectId, { level: grant.level, ...times }, 'level');
  }
  await services.db.transaction().execute(async (trx) => {
    // The grant it replaces (and any that has ended) is kept for the record, marked removed.
    if (existing.length > 0) {
      await trx
        .updateTable('access')
        .set({ removed: 1 })
        .where(
          'accessId',
          'in',
          existing.map((r) => r.accessId),
        )
        .execute();
    }
    await trx
      .insertInto('access')
      .values({ userId, objectType: type, objectId, level: grant.level, ...times, removed: 0 })
      .execute();
  });
}

/** spec 3 AccessRemoved: the user's grants on the object are marked removed (kept for the record). */
async function removeGrant(services: Services, user: AuthUser, type: ObjectType, objectId: string, userId: string) {
  const existing = await activeRows(services, type, objectId, userId);
  if (existing.length === 0) throw notFound('The user has no access to this object');
  if (userId === user.userId) await refuseLockingOut(services, user, type, objectId, null, 'userId');
  await services.db
    .updateTable('access')
    .set({ removed: 1 })
    .where(
      'accessId',
      'in',
      existing.map((r) => r.accessId),
    )
    .execute();
}

/** How the audit log names the person of a grant: by e-mail and id, `anna@example.com (49d3a8e2-...)`. */
async function personNamed(services: Services, userId: string, email?: string): Promise<string> {
  const users = services.db.selectFrom('users').select(['userId', 'email']);
  const row =
    (await users.where('userId', '=', userId).executeTakeFirst()) ??
    (email === undefined ? undefined : await users.where('email', '=', email.trim().toLowerCase()).executeTakeFirst());
  return row ? named(row.email, row.userId) : named(email, userId);
}

/** "site Aarhus Harbour (S-AARHUS)", "group Denmark (G-DK)", "device SC-000000101". */
async function objectNamed(services: Services, type: ObjectType, id: string): Promise<string> {
  return `${type} ${await services.audit.nameOf(type, id)}`;
}

/** A level as the log says it: `10 (NormalUser)`. */
const levelNamed = (level: number) => `${level} (${accessLevelName(level) ?? 'custom'})`;

type Facts = { services: Services };

/** The audit messages of the grant calls: the person by e-mail and the object by name, each with its id. */
const auditAdded = (type: ObjectType, objectId: string, input: Grant, { services }: Facts) =>
  Promise.all([personNamed(services, input.userId, input.email), objectNamed(services, type, objectId)]).then(
    ([person, object]) => ({
      message: `Added user ${person} to ${object} with level ${levelNamed(input.level)}`,
      objectId,
    }),
  );
const auditChanged = (type: ObjectType, objectId: string, input: Grant, { services }: Facts) =>
  Promise.all([personNamed(services, input.userId, input.email), objectNamed(services, type, objectId)]).then(
    ([person, object]) => ({
      message: `Changed the access of ${person} on ${object} to level ${levelNamed(input.level)}${input.endTime ? ` until ${input.endTime}` : ''}`,
      objectId,
    }),
  );
const auditRemoved = (type: ObjectType, objectId: string, userId: string, { services }: Facts) =>
  Promise.all([personNamed(services, userId), objectNamed(services, type, objectId)]).then(([person, object]) => ({
    message: `Removed user ${person} from ${object}`,
    objectId,
  }));

const atOf = (services: Services, dateTime: string | undefined): string => {
  if (dateTime === undefined) return services.now().toISOString();
  const ms = Date.parse(dateTime);
  if (!Number.isFinite(ms)) throw badRequest('Wrong format');
  return new Date(ms).toISOString();
};

/** The input field that names the object of a grant call. */
type IdField = 'siteId' | 'siteGroupId' | 'deviceId';

/** The calls of ENDPOINTS whose input names the object by `K` and has at least `Input`, and that answer `Output`. */
type CallsWith<K extends IdField, Input, Output> = {
  [N in EndpointName]: EndpointInput<N> extends Record<K, string> & Input
    ? [Output] extends [EndpointOutput<N>]
      ? N
      : never
    : never;
}[EndpointName];

/** One kind of object that grants are given on: its object type, its id field, and its four calls in ENDPOINTS. */
interface GrantKind<K extends IdField> {
  type: ObjectType;
  idField: K;
  read: CallsWith<K, { DateTime?: string }, UserAccessResponse>;
  add: CallsWith<K, Grant, string>;
  update: CallsWith<K, Grant, string>;
  remove: CallsWith<K, { userId: string }, string>;
}

/** A grant route over the inputs that every kind's calls share (what GrantKind checks of its calls). */
interface GrantRoute<I, O> {
  access: AccessRule<I>;
  audit?: (input: I, facts: Facts) => Promise<AuditDescription>;
  handler(context: { input: I; user: AuthUser; services: Services }): Promise<O>;
}

/**
 * The four grant calls on one kind of object: read the users of an object at DateTime (READ_LEVEL), add (POST),
 * update (PUT) and remove (DELETE: marked removed), each needing MANAGE_LEVEL on the object. Only the object's direct
 * grants are listed and managed.
 */
function grantRoutes<K extends IdField>(kind: GrantKind<K>): AnyRoute[] {
  const { type } = kind;
  const idOf = (input: Record<K, string>) => input[kind.idField];
  // TypeScript cannot follow a generic endpoint name to its input and answer, so the routes are typed over the inputs
  // GrantKind has checked each call to have; the answers are the calls' own (users, or 204's empty body).
  const route = <I, O>(endpoint: EndpointName, definition: GrantRoute<I, O>) =>
    ({ endpoint, ...definition }) as unknown as AnyRoute;
  type Read = Record<K, string> & { DateTime?: string };
  type Write = Record<K, string> & Grant;
  type Remove = Record<K, string> & { userId: string };
  return [
    route<Read, UserAccessResponse>(kind.read, {
      access: onObject(type, idOf, READ_LEVEL),
      async handler({ input, services }) {
        return { users: await usersOn(services, type, idOf(input), atOf(services, input.DateTime)) };
      },
    }),
    route<Write, string>(kind.add, {
      access: onObject(type, idOf, MANAGE_LEVEL),
      audit: (i, facts) => auditAdded(type, idOf(i), i, facts),
      async handler({ input, user, services }) {
        await upsertGrant(services, user, type, idOf(input), input, 'add');
        return '';
      },
    }),
    route<Write, string>(kind.update, {
      access: onObject(type, idOf, MANAGE_LEVEL),
      audit: (i, facts) => auditChanged(type, idOf(i), i, facts),
      async handler({ input, user, services }) {
        await upsertGrant(services, user, type, idOf(input), input, 'update');
        return '';
      },
    }),
    route<Remove, string>(kind.remove, {
      access: onObject(type, idOf, MANAGE_LEVEL),
      audit: (i, facts) => auditRemoved(type, idOf(i), i.userId, facts),
      async handler({ input, user, services }) {
        await removeGrant(services, user, type, idOf(input), input.userId);
        return '';
      },
    }),
  ];
}

/** spec 7 /UserSite, /UserSiteGroup and (designed) /UserDevice. */
export const accessRoutes: AnyRoute[] = [
  ...grantRoutes({
    type: 'site',
    idField: 'siteId',
    read: 'getSiteUsers',
    add: 'addSiteUser',
    update: 'updateSiteUser',
    remove: 'removeSiteUser',
  }),
  ...grantRoutes({
    type: 'group',
    idField: 'siteGroupId',
    read: 'getSiteGroupUsers',
    add: 'addSiteGroupUser',
    update: 'updateSiteGroupUser',
    remove: 'removeSiteGroupUser',
  }),
  ...grantRoutes({
    type: 'device',
    idField: 'deviceId',
    read: 'getDeviceUsers',
    add: 'addDeviceUser',
    update: 'updateDeviceUser',
    remove: 'removeDeviceUser',
  }),
];
