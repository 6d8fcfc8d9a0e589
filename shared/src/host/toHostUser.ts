import { highestRole, isAtLeast, isExactly, isInstaller } from '../domain/access';
import type { DateFormat } from '../domain/enums';
import type { User as WireUser } from '../api/schemas/user';
import type { HostUser } from './hostContext';

/** The signed-in user of GET /User as the host contract gives it to remotes (ARCHITECTURE 3 and 8). */
export function toHostUser(user: WireUser): HostUser {
  const roles = user.roles ?? [];
  const role = highestRole(roles);
  return {
    userName: user.userName,
    userEmail: user.userEmail,
    language: user.language,
    dateFormat: user.dateFormat as DateFormat,
    userAccessLevelNumber: user.userAccessLevelNumber,
    role,
    isInstaller: isInstaller(roles),
    isAtLeast: (min) => min !== 'Installer' && isAtLeast(role, min),
    isExactly: (wanted) => (wanted === 'Installer' ? isInstaller(roles) : isExactly(role, wanted)),
  };
}
