import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { signedIn } from '../http/accessRules';
import { bestAccessLevel } from '../services/users';

/** spec 7: GET /User (the signed-in user with language) and PUT /User (settings, terms). */
export const userRoutes: AnyRoute[] = [
  defineRoute('getUser', {
    access: signedIn,
    async handler({ user, services }) {
      const row = await services.db
        .selectFrom('users')
        .selectAll()
        .where('userId', '=', user.userId)
        .executeTakeFirstOrThrow();
      const roles = [...(row.role ? [row.role] : []), ...(row.isInstaller ? ['Installer'] : [])] as (
        'Admin' | 'Installer' | 'PartnerAdmin' | 'SuperAdmin'
      )[];
      return {
        userName: row.userName,
        userEmail: row.email,
        language: row.language,
        dateFormat: row.dateFormat,
        userAccessLevelNumber: await bestAccessLevel(services, user),
        termsNumber: row.termsNumber,
        termsDate: row.termsDate,
        roles,
      };
    },
  }),
  defineRoute('updateUserSettings', {
    access: signedIn,
    audit: (input, { user }) => {
      const changed = Object.entries(input)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => `${field} ${String(value)}`);
      return {
        message: `Updated the settings of ${user.email}${changed.length > 0 ? `: ${changed.join(', ')}` : ''}`,
        level: 1,
      };
    },
    async handler({ input, user, services }) {
      const changes = {
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.dateFormat !== undefined ? { dateFormat: input.dateFormat } : {}),
        ...(input.termsNumber !== undefined ? { termsNumber: input.termsNumber } : {}),
        ...(input.termsDate !== undefined ? { termsDate: input.termsDate } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await services.db.updateTable('users').set(changes).where('userId', '=', user.userId).execute();
      }
      return '';
    },
  }),
];
