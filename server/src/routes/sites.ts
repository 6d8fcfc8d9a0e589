import { AccessLevel, toDisplayState } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { authorize, installer, onObject, role, type AccessRule } from '../http/accessRules';
import {
  HttpError,
  accessDenied,
  alreadyRegistered,
  badRequest,
  codeDoesNotExist,
  commissionedElsewhere,
  notFound,
} from '../http/errors';
import { invalidInput } from '../http/inputValidation';
import { creatorLevel } from '../http/writeRights';
import {
  LIFECYCLE_COMMISSIONED,
  grantAccess,
  insertSite,
  newFleetId,
  removeGrantsOn,
  siteColumns,
} from '../repositories/fleet';
import type { Db } from '../db/database';
import { named } from '../services/auditLog';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';

/** Runs an access rule inside a handler (for checks that need two objects, or the body's data). */
function check(rule: AccessRule<object>, user: AuthUser, services: Services): Promise<void> {
  return authorize(rule, user, {}, services.access);
}

/**
 * spec 3: a solar type is identified by an id starting with PV, and a device id starts with SC or SCR: a group or
 * site whose chosen id began so would be taken for one (the portal's search matches a device id in any case).
 */
const RESERVED_ID_PREFIX = /^(PV|SC)/i;

/** A chosen id that the portal would read as a solar object or a device: 400 on the field. */
function refuseReservedId(field: string, id: string | undefined): void {
  if (id !== undefined && RESERVED_ID_PREFIX.test(id))
    throw invalidInput([{ field, key: 'validation.reservedPrefix' }]);
}

/** A group name as its siblings are compared: trimmed, in any case. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * Two groups under one parent never share a name (trimmed, in any case): a user picking a group by name must find
 * one. At the top, only the groups the caller sees count: the others answer as if they did not exist.
 */
async function refuseTakenName(
  services: Services,
  user: AuthUser,
  name: string,
  parentId: string | null,
  self: string | null,
): Promise<void> {
  const siblings = await services.db
    .selectFrom('site_groups')
    .select(['siteGroupId', 'name'])
    .where((eb) => (parentId === null ? eb('parentId', 'is', null) : eb('parentId', '=', parentId)))
    .execute();
  const visible = parentId === null ? (await services.access.visibility(user)).groups : null;
  const taken = siblings.some(
    (g) => g.siteGroupId !== self && nameKey(g.name) === nameKey(name) && (!visible || visible.has(g.siteGroupId)),
  );
  if (taken) {
    throw new HttpError(409, 'Another group under the same parent already has this name', null, [
      { field: 'name', key: 'validation.nameTaken' },
    ]);
  }
}

/** spec 3: the features of a site as stored (a JSON list). */
function featuresOf(row: { features: string } | undefined): string[] {
  if (!row) return [];
  try {
    const parsed: unknown = JSON.parse(row.features);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** What a change of a site's features did, for the audit log: "features: added Backup; removed Cluster". */
function featureChange(before: readonly string[], after: readonly string[] | undefined): string {
  if (after === undefined) return '';
  const added = after.filter((f) => !before.includes(f));
  const removed = before.filter((f) => !after.includes(f));
  if (added.length === 0 && removed.length === 0) return '';
  const parts = [
    ...(added.length > 0 ? [`added ${added.join(', ')}`] : []),
    ...(removed.length > 0 ? [`removed ${removed.join(', ')}`] : []),
  ];
  return `; features: ${parts.join('; ')}`;
}

async function deviceRow(services: Services, deviceId: string) {
  return services.db.selectFrom('devices').selectAll().where('deviceId', '=', deviceId).executeTakeFirst();
}

/** spec 4: a device leaves its site: unparented, commission date reset to none, Commissioned flag cleared. */
async function unparentDevices(db: Db, where: { siteId: string } | { deviceId: string }) {
  const query = db.updateTable('devices').set((eb) => ({
    siteId: null,
    commissionningDate: null,
    commissioningState: 0,
    lifecycle: eb('lifecycle', '&', ~LIFECYCLE_COMMISSIONED),
  }));
  await (
    'siteId' in where ? query.where('siteId', '=', where.siteId) : query.where('deviceId', '=', where.deviceId)
  ).execute();
}

/** spec 4: commissioning puts the device on the site with its commissioning date set to now. */
async function commissionOnSite(services: Services, deviceId: string, siteId: string) {
  await services.db
    .updateTable('devices')
    .set((eb) => ({
      siteId,
      commissionningDate: services.now().toISOString(),
      commissioningState: LIFECYCLE_COMMISSIONED,
      lifecycle: eb('lifecycle', '|', LIFECYCLE_COMMISSIONED),
    }))
    .where('deviceId', '=', deviceId)
    .execute();
}

/** spec 7: sites, groups, commissioning and installation. */
export const sitesRoutes: AnyRoute[] = [
  // spec 7 POST /Site "POST returns siteId"; spec 4: "creating a site makes an empty site".
  defineRoute('createSite', {
    access: installer,
    audit: (input) => ({ message: `Created site ${input.siteName}` }),
    // Who may set the parent, the features, prices and grid limits: http/writeRights.ts.
    async handler({ input, user, services }) {
      const siteId = newFleetId('S');
      await insertSite(services.db, siteId, input, services.now());
      const level = creatorLevel(user);
      if (level !== null) await grantAccess(services.db, user.userId, 'site', siteId, level, services.now());
      services.access.invalidate();
      return { siteId };
    },
  }),

  // spec 7 PUT /Site: the site's editable fields; an installer or better on the site, and the field rules of
  // http/writeRights.ts (features, the parent, prices, grid limits).
  defineRoute('updateSite', {
    access: onObject('site', (i) => i.siteId, AccessLevel.Installer),
    stored: (input, services) =>
      services.db
        .selectFrom('sites')
        .select(['siteName', 'features'])
        .where('siteId', '=', input.siteId)
        .executeTakeFirst(),
    audit: (input, { stored }) => ({
      message: `Updated site ${named(stored?.siteName, input.siteId)}${featureChange(featuresOf(stored), input.features)}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      const { siteId, ...fields } = input;
      const columns = siteColumns(fields);
      if (Object.keys(columns).length > 0) {
        await services.db.updateTable('sites').set(columns).where('siteId', '=', siteId).execute();
      }
      if (fields.parentId !== undefined) services.access.invalidate();
      return '';
    },
  }),

  // spec 7 DELETE /Site "with siteId": Admin on the site; its devices become unparented (spec 4).
  defineRoute('deleteSite', {
    access: onObject('site', (i) => i.siteId, AccessLevel.Admin),
    audit: (input) => ({ message: 'Deleted site', objectId: input.siteId }),
    async handler({ input, services }) {
      await services.db.transaction().execute(async (trx) => {
        await unparentDevices(trx, { siteId: input.siteId });
        await removeGrantsOn(trx, 'site', input.siteId);
        await trx.deleteFrom('sites').where('siteId', '=', input.siteId).execute();
      });
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 POST /SiteGroup "siteGroupId, parentId, name, timezone": role Admin, and Admin on the parent group.
  defineRoute('createSiteGroup', {
    access: role('Admin'),
    audit: (input) => ({ message: `Created site group ${input.name}`, objectId: input.siteGroupId ?? null }),
    async handler({ input, user, services }) {
      refuseReservedId('siteGroupId', input.siteGroupId);
      const siteGroupId = input.siteGroupId ?? newFleetId('G');
      if (await services.access.kindOf(siteGroupId)) throw new HttpError(409, 'The id is already in use');
      await refuseTakenName(services, user, input.name, input.parentId ?? null, null);
      await services.db
        .insertInto('site_groups')
        .values({
          siteGroupId,
          parentId: input.parentId ?? null,
          name: input.name,
          timezone: input.timezone ?? 'GMT',
          level: 0,
        })
        .execute();
      const level = creatorLevel(user);
      if (level !== null) await grantAccess(services.db, user.userId, 'group', siteGroupId, level, services.now());
      services.access.invalidate();
      return { siteGroupId };
    },
  }),

  // spec 7 PUT /SiteGroup: role Admin and Admin on the group (and on a new parent: http/writeRights.ts); no group
  // under itself, and no two groups of one name under one parent.
  defineRoute('updateSiteGroup', {
    access: onObject('group', (i) => i.siteGroupId, AccessLevel.Admin),
    audit: (input) => ({ message: 'Updated site group', objectId: input.siteGroupId }),
    async handler({ input, user, services }) {
      const groups = await services.db.selectFrom('site_groups').select(['siteGroupId', 'parentId', 'name']).execute();
      const current = groups.find((g) => g.siteGroupId === input.siteGroupId);
      const moves = input.parentId !== undefined && input.parentId !== current?.parentId;
      if (moves) {
        // A group cannot move below itself or one of its own sub-groups.
        const parentOf = new Map(groups.map((g) => [g.siteGroupId, g.parentId]));
        for (let at: string | null | undefined = input.parentId; at; at = parentOf.get(at)) {
          if (at === input.siteGroupId) throw badRequest('A site group cannot be placed inside itself');
        }
      }
      const renamed = input.name !== undefined && nameKey(input.name) !== nameKey(current?.name ?? '');
      if (current && (moves || renamed)) {
        const parentId = input.parentId !== undefined ? input.parentId : current.parentId;
        await refuseTakenName(services, user, input.name ?? current.name, parentId, input.siteGroupId);
      }
      const changes = {
        ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await services.db
          .updateTable('site_groups')
          .set(changes)
          .where('siteGroupId', '=', input.siteGroupId)
          .execute();
      }
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 DELETE /SiteGroup: role Admin and Admin on the group. Its sub-groups and sites move up to its parent, so
  // nothing below it disappears for those who see it through a higher grant.
  defineRoute('deleteSiteGroup', {
    access: onObject('group', (i) => i.siteGroupId, AccessLevel.Admin),
    audit: (input) => ({ message: 'Deleted site group', objectId: input.siteGroupId }),
    async handler({ input, services }) {
      await services.db.transaction().execute(async (trx) => {
        const group = await trx
          .selectFrom('site_groups')
          .select('parentId')
          .where('siteGroupId', '=', input.siteGroupId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('site_groups')
          .set({ parentId: group.parentId })
          .where('parentId', '=', input.siteGroupId)
          .execute();
        await trx
          .updateTable('sites')
          .set({ parentId: group.parentId })
          .where('parentId', '=', input.siteGroupId)
          .execute();
        await removeGrantsOn(trx, 'group', input.siteGroupId);
        await trx.deleteFrom('site_groups').where('siteGroupId', '=', input.siteGroupId).execute();
      });
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 PUT /AddSiteGroup "siteId, parentId": moves a site into a group (null: to the top). Admin on both
  // (http/writeRights.ts).
  defineRoute('addSiteToGroup', {
    access: onObject('site', (i) => i.siteId, AccessLevel.Admin),
    audit: (input) => ({ message: `Moved site to group ${input.parentId ?? 'none'}`, objectId: input.siteId }),
    async handler({ input, services }) {
      await services.db
        .updateTable('sites')
        .set({ parentId: input.parentId })
        .where('siteId', '=', input.siteId)
        .execute();
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 GET /GetLabelByDeviceId "returns labels (serialNumber, code)": an installer or better on the device, or
  // an installer on an unparented device: the installers' stock that CreateSiteAroundDevice already lets them take.
  // The installer wizard looks the label up to save the battery with CommissionDevice (spec 4).
  defineRoute('getLabel', {
    access: installer,
    async handler({ input, user, services }) {
      const row = await deviceRow(services, input.deviceId);
      if (!row) throw notFound();
      if (row.siteId !== null)
        await check(
          onObject('device', () => input.deviceId, AccessLevel.Installer),
          user,
          services,
        );
      return { labels: [{ serialNumber: row.serialNumber, code: row.code }] };
    },
  }),

  // spec 7 POST /CommissionDevice "siteId, deviceId, serialNumber, code"; spec 4: the device joins the site (which
  // becomes a site) and leaves the unparented list; spec 8: 1102 unknown site, 1106 wrong code, 1014 another site.
  // Installer (5) on the site (http/writeRights.ts): a site the caller may not see is 1102 too, as one that does not
  // exist.
  defineRoute('commissionDevice', {
    access: installer,
    audit: (input) => ({ message: `Commissioned on site ${input.siteId}`, objectId: input.deviceId }),
    async handler({ input, services }) {
      const device = await deviceRow(services, input.deviceId);
      // The label (serial number and code) proves the installer holds the device; it is checked before anything
      // about the device is revealed.
      if (!device || device.serialNumber !== input.serialNumber.trim() || device.code !== input.code.trim()) {
        throw codeDoesNotExist();
      }
      if (device.siteId === input.siteId) throw alreadyRegistered();
      if (device.siteId !== null) throw commissionedElsewhere();
      await commissionOnSite(services, device.deviceId, input.siteId);
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 DELETE /CommissionDevice; spec 4: the device is unparented again, its commission date reset to none; a
  // site with no device left is an empty site.
  defineRoute('uncommissionDevice', {
    access: installer,
    audit: (input) => ({ message: `Uncommissioned from site ${input.siteId}`, objectId: input.deviceId }),
    async handler({ input, services }) {
      const device = await deviceRow(services, input.deviceId);
      if (!device || device.siteId !== input.siteId) throw notFound('The device is not on this site');
      await unparentDevices(services.db, { deviceId: input.deviceId });
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 DELETE /Device "deviceId": Admin on the device.
  defineRoute('deleteDevice', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.Admin),
    audit: (input) => ({ message: 'Deleted device', objectId: input.deviceId }),
    async handler({ input, services }) {
      await removeGrantsOn(services.db, 'device', input.deviceId);
      await services.db.deleteFrom('devices').where('deviceId', '=', input.deviceId).execute();
      services.access.invalidate();
      return '';
    },
  }),

  // spec 7 POST /SetupDevice "deviceId, arguments, target (terminal or forced); response has response and result".
  // spec 4: failure sets result 1 and an empty response. The simulated device answers at once when it is online; the
  // command is logged (ARCHITECTURE 5) as delivered (2) or failed (3).
  defineRoute('setupDevice', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    audit: (input) => ({ message: `Setup ${input.target}: ${input.arguments}`, objectId: input.deviceId }),
    async handler({ input, user, services }) {
      const live = await services.db
        .selectFrom('live_status')
        .select('state')
        .where('deviceId', '=', input.deviceId)
        .executeTakeFirst();
      const online = live !== undefined && toDisplayState(live.state) !== 'offline';
      const now = services.now().toISOString();
      await services.db
        .insertInto('command_log')
        .values({
          deviceId: input.deviceId,
          sendDateTime: now,
          command: `setup:${input.target}`,
          status: online ? 2 : 3,
          payload: input.arguments,
          user: user.email,
          deliverAt: now,
        })
        .execute();
      if (!online) return { response: '', result: 1 };
      const args = input.arguments.trim();
      const response =
        input.target === 'terminal'
          ? `${input.deviceId}$ ${args}\n${args === '' ? '' : 'OK'}`
          : `${input.deviceId}: forced setup '${args}' applied`;
      return { response, result: 0 };
    },
  }),

  // spec 7 POST /Installed "deviceId"; spec 4: signing a device as installed sets its commissioning date to now.
  defineRoute('markInstalled', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.Installer),
    audit: (input) => ({ message: 'Signed as installed', objectId: input.deviceId }),
    // The installer flag (or Admin and above) besides the level: http/writeRights.ts.
    async handler({ input, services }) {
      await services.db
        .updateTable('devices')
        .set((eb) => ({
          commissionningDate: services.now().toISOString(),
          commissioningState: LIFECYCLE_COMMISSIONED,
          lifecycle: eb('lifecycle', '|', LIFECYCLE_COMMISSIONED),
        }))
        .where('deviceId', '=', input.deviceId)
        .execute();
      return '';
    },
  }),

  // spec 7 POST /CreateSiteAroundDevice "returns siteId"; spec 4: makes a site holding the device. The device is
  // one the caller sees with installer level, or an unparented one (installers' stock); one on a site is 1014.
  defineRoute('createSiteAroundDevice', {
    access: installer,
    audit: (input) => ({ message: 'Created a site around the device', objectId: input.deviceId }),
    async handler({ input, user, services }) {
      const { deviceId, ...fields } = input;
      const device = await deviceRow(services, deviceId);
      const level = device ? await services.access.levelOn(user, 'device', deviceId) : null;
      if (!device || (level === null && device.siteId !== null)) throw notFound();
      if (level !== null && level > AccessLevel.Installer) throw accessDenied();
      if (device.siteId !== null) throw commissionedElsewhere();
      const siteId = newFleetId('S');
      await insertSite(services.db, siteId, { ...fields, siteName: fields.siteName ?? deviceId }, services.now());
      await commissionOnSite(services, deviceId, siteId);
      const creator = creatorLevel(user);
      if (creator !== null) await grantAccess(services.db, user.userId, 'site', siteId, creator, services.now());
      services.access.invalidate();
      return { siteId };
    },
  }),
];
