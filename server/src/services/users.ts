import { randomUUID } from 'node:crypto';
import { AccessLevel, isAtLeast, type AdminRole } from '@bess/shared/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { AuthUser } from './accessService';
import type { Services } from './services';
import type { VerifiedToken } from './tokenVerifier';

type UserRow = Pick<Selectable<Database['users']>, 'userId' | 'email' | 'userName' | 'role' | 'isInstaller'>;

const ADMIN_ROLES: readonly string[] = ['Admin', 'PartnerAdmin', 'SuperAdmin'];

function toAuthUser(row: UserRow): AuthUser {
  return {
    userId: row.userId,
    email: row.email,
    userName: row.userName,
    role: row.role && ADMIN_ROLES.includes(row.role) ? (row.role as AdminRole) : null,
    isInstaller: row.isInstaller === 1,
  };
}

/** spec 3: an e-mail without an at-sign is an API client. */
export function isApiClientEmail(email: string): boolean {
  return !email.includes('@');
}

/** Creates a user with no language, the default date format and no access (spec 5: unknown e-mails are created). */
export async function createUser(
  db: Db,
  email: string,
  now: Date,
  userName = email.split('@')[0] ?? email,
): Promise<string> {
  const userId = randomUUID();
  await db
    .insertInto('users')
    .values({
      userId,
      email: email.toLowerCase(),
      userName,
      language: null,
      dateFormat: 'yyyy-MM-dd',
      role: null,
      isInstaller: 0,
      isApiClient: isApiClientEmail(email) ? 1 : 0,
      termsNumber: 0,
      termsDate: null,
      createdAt: now.toISOString(),
    })
    .execute();
  return userId;
}

/**
 * The caller of a verified token: found by e-mail, else by subject; a first sign-in creates the user (who then has
 * no access until someone grants it).
 */
export async function resolveUser(services: Services, token: VerifiedToken): Promise<AuthUser> {
  const { db } = services;
  const columns = ['userId', 'email', 'userName', 'role', 'isInstaller'] as const;
  const byEmail = token.email
    ? await db.selectFrom('users').select(columns).where('email', '=', token.email).executeTakeFirst()
    : undefined;
  const row =
    byEmail ?? (await db.selectFrom('users').select(columns).where('userId', '=', token.subject).executeTakeFirst());
  if (row) return toAuthUser(row);
  const email = token.email ?? token.subject;
  const userId = await createUser(db, email, services.now(), token.name ?? undefined);
  return toAuthUser({ userId, email, userName: token.name ?? email, role: null, isInstaller: 0 });
}

/**
 * The user's best level (spec 3 userAccessLevelNumber): their role's level, else the best active grant, else 100
 * (NoUser; spec 6: the transient loading level, which the shell shows while configuration loads).
 */
export async function bestAccessLevel(services: Services, user: AuthUser): Promise<number> {
  if (isAtLeast(user.role, 'SuperAdmin')) return AccessLevel.SuperAdmin;
  if (user.role === 'PartnerAdmin') return AccessLevel.PartnerAdmin;
  if (user.role === 'Admin') return AccessLevel.Admin;
  const now = services.now().toISOString();
  const best = await services.db
    .selectFrom('access')
    .select((eb) => eb.fn.min('level').as('level'))
    .where('userId', '=', user.userId)
    .where('removed', '=', 0)
    .where('startTime', '<=', now)
    .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>', now)]))
    .executeTakeFirst();
  const level = best?.level ?? null;
  if (level !== null) return Number(level);
  return user.isInstaller ? AccessLevel.Installer : AccessLevel.NoUser;
}
