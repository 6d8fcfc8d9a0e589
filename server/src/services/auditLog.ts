import type { Db } from '../db/database';

export interface AuditEntry {
  email: string;
  message: string;
  /** spec 3: 0 Audit, 1 Trail, 2 Info, 3 State. */
  level: number;
  objectId?: string | null;
  payload?: unknown;
}

/** What the log names: a site, a group, a device, or a person (by user id). */
export type NamedKind = 'site' | 'group' | 'device' | 'user';

/**
 * An object as the log names it: its name and its id, `Aarhus Harbour (S-AARHUS)`, so that the entry reads without a
 * look-up and still says which object when the name changes or repeats; the id alone when it has no name.
 */
export function named(name: string | null | undefined, id: string): string {
  const text = name?.trim();
  return text ? `${text} (${id})` : id;
}

/** A user-given name quoted in a message (`'Night charge'`), so that where it ends is plain. */
export function quoted(name: string | null | undefined): string {
  const text = name?.trim();
  return text ? `'${text}'` : '';
}

/**
 * Writes the audit log (ARCHITECTURE 5: every mutating call writes who, when, what and the payload). Messages name
 * people by e-mail and objects by name and id ("Sent backup command Force on to site Aarhus Harbour (S-AARHUS)");
 * `nameOf` reads the name a message needs when the input lacks it: one read by primary key.
 */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async write(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        timeStamp: this.now().toISOString(),
        email: entry.email,
        message: entry.message,
        level: entry.level,
        objectId: entry.objectId ?? null,
        payload: entry.payload === undefined ? null : JSON.stringify(entry.payload),
      })
      .execute();
  }

  /**
   * How the log names an object: a site or group by name and id, a device by its id (devices have no other name),
   * a person by e-mail. An object that does not exist (any more) is named by its id.
   */
  async nameOf(kind: NamedKind, id: string): Promise<string> {
    switch (kind) {
      case 'site': {
        const row = await this.db.selectFrom('sites').select('siteName').where('siteId', '=', id).executeTakeFirst();
        return named(row?.siteName, id);
      }
      case 'group': {
        const row = await this.db
          .selectFrom('site_groups')
          .select('name')
          .where('siteGroupId', '=', id)
          .executeTakeFirst();
        return named(row?.name, id);
      }
      case 'user': {
        const row = await this.db.selectFrom('users').select('email').where('userId', '=', id).executeTakeFirst();
        return row?.email ?? id;
      }
      case 'device':
        return id;
    }
  }
}
