import type { User as WireUser } from '../api/schemas/user';
import { Role, type DateFormat } from '../domain/enums';
import type { HostUser } from '../host/hostContext';
import { toHostUser } from '../host/toHostUser';

export interface TestUserOptions {
  /** The highest role; null (the default) is a normal user of their sites (spec 6). */
  role?: Role | null;
  /** Has the Installer flag beside the role. */
  installer?: boolean;
  /** The best access level on the user's sites (spec 6: 10 Admin; 9 ScheduleUser; 20 read-only). */
  level?: number;
  name?: string;
  email?: string;
  language?: string | null;
  dateFormat?: DateFormat;
}

/**
 * A signed-in user as the shell gives it to remotes: built from a GET /User answer by the shell's own `toHostUser`,
 * so its role checks are the portal's, not a test's copy. Never used by production code.
 */
export function testUser({
  role = null,
  installer = false,
  level = 10,
  name = 'Test User',
  email = 'test@demo.test',
  language = 'en',
  dateFormat = 'yyyy-MM-dd' as DateFormat,
}: TestUserOptions = {}): HostUser {
  const roles = [...(role ? [role] : []), ...(installer ? [Role.Installer] : [])];
  return toHostUser({
    userName: name,
    userEmail: email,
    language,
    dateFormat,
    userAccessLevelNumber: level,
    termsNumber: 1,
    termsDate: '2025-01-01T00:00:00.000Z',
    roles,
  } satisfies WireUser);
}
