import { AccessLevel, ServerErrorCode, isAtLeast } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject, role, signedIn } from '../http/accessRules';
import { HttpError, accessDenied, notFound, userDoesNotExist } from '../http/errors';
import { loadConfiguration } from '../repositories/fleet';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import { named } from '../services/auditLog';
import { bestAccessLevel, createUser, isApiClientEmail } from '../services/users';

/**
 * Looking users up by e-mail is for those who manage access (spec 5: adding a user to a device or site), i.e. who hold
 * PartnerAdmin (4) or better somewhere; others would only learn which e-mails have accounts.
 */
async function assertManagesUsers(services: Services, user: AuthUser): Promise<void> {
  if ((await bestAccessLevel(services, user)) > AccessLevel.PartnerAdmin) throw accessDenied();
}

async function findUser(services: Services, email: string) {
  return services.db
    .selectFrom('users')
    .select(['userId', 'email', 'role', 'isInstaller', 'isApiClient'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** spec 7: the configuration, user look-ups and creation, roles, advanced search and partners. */
export const configurationRoutes: AnyRoute[] = [
  // spec 7 GET /SiteGroup: "configuration: sites, groups, devices", filtered to what the caller may see.
  defineRoute('getConfiguration', {
    access: signedIn,
    async handler({ user, services }) {
      return loadConfiguration(services.db, await services.access.visibility(user));
    },
  }),

  // spec 7 GET /User/{email} "returns userId"; spec 5: an unknown e-mail answers 404 (then POST /User creates it).
  defineRoute('getUserByEmail', {
    access: signedIn,
    async handler({ input, user, services }) {
      await assertManagesUsers(services, user);
      const row = await findUser(services, input.email);
      if (!row) throw userDoesNotExist();
      return { userId: row.userId };
    },
  }),

  // spec 7 GET /user/{email}/clientId: an API client (spec 3: an e-mail without an at-sign).
  defineRoute('getApiClientByEmail', {
    access: signedIn,
    async handler({ input, user, services }) {
      await assertManagesUsers(services, user);
      const row = await findUser(services, input.email);
      if (!row || row.isApiClient !== 1) throw userDoesNotExist();
      return { userId: row.userId };
    },
  }),

  // spec 7 POST /User "email"; spec 5: created after a 404. Creating an e-mail that exists answers its userId. For
  // those who manage users (http/writeRights.ts, as assertManagesUsers for the look-ups).
  defineRoute('createUser', {
    access: signedIn,
    audit: (input) => ({ message: `Created user ${input.email.toLowerCase()}`, objectId: null }),
    async handler({ input, services }) {
      const email = input.email.trim().toLowerCase();
      if (!isApiClientEmail(email) && !/^[^@\s]+@[^@\s]+$/.test(email)) {
        throw new HttpError(400, 'Wrong format');
      }
      const existing = await findUser(services, email);
      if (existing) return { userId: existing.userId };
      return { userId: await createUser(services.db, email, services.now()) };
    },
  }),

  // spec 6: "the installer role can be granted by user e-mail; success says the user is now {role}; an unknown user
  // gets 'User does not exist'". The installer role by admins and above, the ordered roles by a super admin only
  // (http/writeRights.ts).
  defineRoute('grantRole', {
    access: role('Admin'),
    audit: async (input, { services }) => {
      const row = await findUser(services, input.email);
      const person = row ? named(row.email, row.userId) : input.email.toLowerCase();
      return {
        message:
          input.role === 'Installer'
            ? `Granted the installer role to ${person}`
            : `Granted role ${input.role} to ${person}`,
        objectId: null,
      };
    },
    async handler({ input, services }) {
      const row = await findUser(services, input.email);
      if (!row) throw new HttpError(404, 'User does not exist', ServerErrorCode.UserDoesNotExist);
      if (input.role === 'Installer') {
        await services.db.updateTable('users').set({ isInstaller: 1 }).where('userId', '=', row.userId).execute();
      } else {
        // Never demote by granting: a user who already holds a higher role keeps it.
        if (!isAtLeast(row.role, input.role)) {
          await services.db.updateTable('users').set({ role: input.role }).where('userId', '=', row.userId).execute();
        }
      }
      return { email: row.email, role: input.role };
    },
  }),

  // spec 7 GET /AdvancedSearch "searchString, field Email; returns searchIds": the groups, sites and devices of the
  // users whose e-mail contains the text, limited to what the caller may see.
  defineRoute('advancedSearch', {
    access: signedIn,
    async handler({ input, user, services }) {
      const needle = input.searchString.trim().toLowerCase();
      if (needle === '') return { searchIds: [] };
      // No e-mail is longer than 320 characters (RFC 3696); SQLite refuses LIKE patterns over 50,000 bytes (a 500).
      if (needle.length > 320) throw new HttpError(400, 'The search text is too long');
      const mine = await services.access.visibility(user);
      const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
      const matches = await services.db
        .selectFrom('users')
        .select(['userId', 'email', 'userName'])
        .where((eb) => eb('email', 'like', `%${escaped}%`))
        .limit(200)
        .execute();
      const ids = new Set<string>();
      for (const match of matches) {
        // Only the user's grants count (a role such as SuperAdmin is not "their" fleet).
        const theirs = await services.access.visibility({ ...match, role: null, isInstaller: false });
        for (const [kind, map] of [
          ['groups', theirs.groups],
          ['sites', theirs.sites],
          ['devices', theirs.devices],
        ] as const) {
          for (const id of map.keys()) if (mine[kind].has(id)) ids.add(id);
        }
      }
      return { searchIds: [...ids].sort() };
    },
  }),

  // spec 7 GET /GetPartnerNames "ids; returns partners"; spec 6: fetched for admin and above. Unknown ids are left out.
  defineRoute('getPartnerNames', {
    access: role('Admin'),
    async handler({ input, services }) {
      if (input.ids.length === 0) return { partners: [] };
      const rows = await services.db
        .selectFrom('partners')
        .select(['partnerId', 'name'])
        .where('partnerId', 'in', input.ids)
        .orderBy('name')
        .execute();
      return { partners: rows.map((r) => ({ id: r.partnerId, name: r.name })) };
    },
  }),

  // PUT /UpdateDeviceWithPartner (designed): assigns a device to a partner (null clears); Admin level on the device.
  defineRoute('updateDeviceWithPartner', {
    access: onObject('device', (i) => i.deviceId, AccessLevel.Admin),
    audit: (input) => ({ message: `Set partner ${input.partnerId ?? 'none'}`, objectId: input.deviceId }),
    async handler({ input, services }) {
      if (input.partnerId !== null) {
        const partner = await services.db
          .selectFrom('partners')
          .select('partnerId')
          .where('partnerId', '=', input.partnerId)
          .executeTakeFirst();
        if (!partner) throw notFound('The partner does not exist');
      }
      await services.db
        .updateTable('devices')
        .set({ partnerId: input.partnerId })
        .where('deviceId', '=', input.deviceId)
        .execute();
      return '';
    },
  }),
];
