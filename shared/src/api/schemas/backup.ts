// not in spec section 7: designed here. spec 1 "backup (island) mode", spec 3 Backup settings, spec 5 validation.
/** Backup settings of a site: GET and PUT /BackupSettings. */
import { Type, type Static } from 'typebox';
import { ISLAND_RETRY_COUNT_MAX, ISLAND_RETRY_COUNT_MIN } from '../../domain/constants';
import { Id, Input, Percent } from './common';

const settingsFields = {
  reservedSoc: Percent,
  /** spec 5: 0 to 100, and below maxSoc (checked by the form and the server; JSON schema cannot compare). */
  minSoc: Percent,
  maxSoc: Percent,
  /** spec 5: transition delays not below 0 (seconds). */
  gridTransitionInterval: Type.Number({ minimum: 0, 'x-unit': 's', 'x-error': 'validation.notNegative' }),
  gridTransitionOffInterval: Type.Number({ minimum: 0, 'x-unit': 's', 'x-error': 'validation.notNegative' }),
  /** spec 5: 0 to 5. */
  islandRetryCount: Type.Integer({
    minimum: ISLAND_RETRY_COUNT_MIN,
    maximum: ISLAND_RETRY_COUNT_MAX,
    'x-error': 'validation.retryRange',
  }),
};

/** spec 3: backup settings of a site. */
export const BackupSettingsSchema = Type.Object({ siteId: Id, ...settingsFields });
export type BackupSettings = Static<typeof BackupSettingsSchema>;

/** GET /BackupSettings query. */
export const BackupSettingsQuerySchema = Input({ siteId: Id });
export type BackupSettingsQuery = Static<typeof BackupSettingsQuerySchema>;

/** PUT /BackupSettings body ('backup update failure' on error, spec 8). */
export const UpdateBackupSettingsBodySchema = Input({ siteId: Id, ...settingsFields });
export type UpdateBackupSettingsBody = Static<typeof UpdateBackupSettingsBodySchema>;
