import { AccessLevel } from '@bess/shared/domain';
import type { UserAccessEntry } from '@bess/shared/contract';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { accessDenied, badRequest, notFound, userDoesNotExist } from '../http/errors';
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

/** The caller's level on the object (the access rule has already made sure they may manage it). */
async function callerLevel(services: Services, user: AuthUser, type: ObjectType, id: string): Promise<number> {
  return (await services.access.levelOn(user, type, id)) ?? AccessLevel.NoUser;
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

/** Times of a grant: ISO text; an end before the start is bad input. */
function grantTimes(grant: Grant): { startTime: string; endTime: string | null } {
  const start = Date.parse(grant.startTime);
  const end = grant.endTime === null ? null : Date.parse(grant.endTime);
  if (!Number.isFinite(start) || (end !== null && !Number.isFinite(end))) throw badRequest('Wrong format');
  if (end !== null && end <= start) throw badRequest('The end time must be after the start time');
  return { startTime: new Date(start).toISOString(), endTime: end === null ? null : new Date(end).toISOString() };
}

/** The active (not removed) grant rows of a user on an object. */
function activeRows(services: Services, type: ObjectType, objectId: string, userId: string) {
  return services.db
    .selectFrom('access')
    .select(['accessId', 'level'])
    .where('objectType', '=', type)
    .where('objectId', '=', objectId)
    .where('userId', '=', userId)
    .where('removed', '=', 0)
    .execute();
}

/**
 * Adds or updates a grant. A caller never gives more than they have (no level below their own on the object) and
 * never changes the grant of someone who holds more than they do.
 */
async function upsertGrant(
  services: Services,
  user: AuthUser,
  type: ObjectType,
  objectId: string,
  grant: Grant,
  mode: 'add' | 'update',
): Promise<void> {
  const mine = await callerLevel(services, user, type, objectId);
  if (grant.level < mine) throw accessDenied();
  const times = grantTimes(grant);
  const userId = await resolveGrantee(services, grant.userId, grant.email);
  const existing = await activeRows(services, type, objectId, userId);
  if (existing.some((row) => row.level < mine)) throw accessDenied();
  if (mode === 'update' && existing.length === 0) throw notFound('The user has no access to this object');
  await services.db.transaction().execute(async (trx) => {
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
  const mine = await callerLevel(services, user, type, objectId);
  const existing = await activeRows(services, type, objectId, userId);
  if (existing.length === 0) throw notFound('The user has no access to this object');
  if (existing.some((row) => row.level < mine)) throw accessDenied();
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

const atOf = (services: Services, dateTime: string | undefined): string => {
  if (dateTime === undefined) return services.now().toISOString();
  const ms = Date.parse(dateTime);
  if (!Number.isFinite(ms)) throw badRequest('Wrong format');
  return new Date(ms).toISOString();
};

/**
 * spec 7 /UserSite, /UserSiteGroup and (designed) /UserDevice: read the users of an object at DateTime, add (POST),
 * update (PUT) and remove (DELETE: marked removed). Only the object's direct grants are listed and managed.
 */
export const accessRoutes: AnyRoute[] = [
  defineRoute('getSiteUsers', {
    access: onObject('site', (i) => i.siteId, READ_LEVEL),
    async handler({ input, services }) {
      return { users: await usersOn(services, 'site', input.siteId, atOf(services, input.DateTime)) };
    },
  }),
  defineRoute('addSiteUser', {
    access: onObject('site', (i) => i.siteId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Added user ${i.email} with level ${i.level}`, objectId: i.siteId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'site', input.siteId, input, 'add');
      return '';
    },
  }),
  defineRoute('updateSiteUser', {
    access: onObject('site', (i) => i.siteId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Updated user ${i.email} to level ${i.level}`, objectId: i.siteId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'site', input.siteId, input, 'update');
      return '';
    },
  }),
  defineRoute('removeSiteUser', {
    access: onObject('site', (i) => i.siteId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Removed user ${i.userId}`, objectId: i.siteId }),
    async handler({ input, user, services }) {
      await removeGrant(services, user, 'site', input.siteId, input.userId);
      return '';
    },
  }),

  defineRoute('getSiteGroupUsers', {
    access: onObject('group', (i) => i.siteGroupId, READ_LEVEL),
    async handler({ input, services }) {
      return { users: await usersOn(services, 'group', input.siteGroupId, atOf(services, input.DateTime)) };
    },
  }),
  defineRoute('addSiteGroupUser', {
    access: onObject('group', (i) => i.siteGroupId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Added user ${i.email} with level ${i.level}`, objectId: i.siteGroupId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'group', input.siteGroupId, input, 'add');
      return '';
    },
  }),
  defineRoute('updateSiteGroupUser', {
    access: onObject('group', (i) => i.siteGroupId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Updated user ${i.email} to level ${i.level}`, objectId: i.siteGroupId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'group', input.siteGroupId, input, 'update');
      return '';
    },
  }),
  defineRoute('removeSiteGroupUser', {
    access: onObject('group', (i) => i.siteGroupId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Removed user ${i.userId}`, objectId: i.siteGroupId }),
    async handler({ input, user, services }) {
      await removeGrant(services, user, 'group', input.siteGroupId, input.userId);
      return '';
    },
  }),

  defineRoute('getDeviceUsers', {
    access: onObject('device', (i) => i.deviceId, READ_LEVEL),
    async handler({ input, services }) {
      return { users: await usersOn(services, 'device', input.deviceId, atOf(services, input.DateTime)) };
    },
  }),
  defineRoute('addDeviceUser', {
    access: onObject('device', (i) => i.deviceId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Added user ${i.email} with level ${i.level}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'device', input.deviceId, input, 'add');
      return '';
    },
  }),
  defineRoute('updateDeviceUser', {
    access: onObject('device', (i) => i.deviceId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Updated user ${i.email} to level ${i.level}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await upsertGrant(services, user, 'device', input.deviceId, input, 'update');
      return '';
    },
  }),
  defineRoute('removeDeviceUser', {
    access: onObject('device', (i) => i.deviceId, MANAGE_LEVEL),
    audit: (i) => ({ message: `Removed user ${i.userId}`, objectId: i.deviceId }),
    async handler({ input, user, services }) {
      await removeGrant(services, user, 'device', input.deviceId, input.userId);
      return '';
    },
  }),
];
