import type SQLite from 'better-sqlite3';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { AccessService } from './accessService';
import type { AuditLog } from './auditLog';
import type { DownloadLinks } from './downloadLinks';

/**
 * What route handlers work with. Everything is created once at start (main.ts) or per test (testing/testApp.ts).
 * Areas add their own services here, one field each.
 */
export interface Services {
  config: ServerConfig;
  db: Db;
  sqlite: SQLite.Database;
  /** The clock; tests set it. */
  now: () => Date;
  access: AccessService;
  audit: AuditLog;
  /** Signed, expiring telemetry download links (spec 7 blob flag). */
  downloadLinks: DownloadLinks;
}
