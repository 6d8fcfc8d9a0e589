import type { Db } from '../db/database';

export interface AuditEntry {
  email: string;
  message: string;
  /** spec 3: 0 Audit, 1 Trail, 2 Info, 3 State. */
  level: number;
  objectId?: string | null;
  payload?: unknown;
}

/** Writes the audit log (ARCHITECTURE 5: every mutating call writes who, when, what and the payload). */
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
}
