import type SQLite from 'better-sqlite3';
import type { ServerConfig } from '../config';
import type { Db, OpenedDatabase } from '../db/database';
import { AccessService } from './accessService';
import { AuditLog } from './auditLog';
import { DownloadLinks } from './downloadLinks';
import { BannerCache } from '../repositories/messages';
import { ShareTokenSeal } from './shareTokens';
import { linkSecret } from './signedLinks';

/**
 * What route handlers work with, made by createServices once at start (main.ts), per test (testing/testApp.ts) and
 * per bench fleet. Areas add their own services here, one field each.
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
  /** Seals dashboard share tokens (spec 1 anonymous sharing) so that only their hash is readable in the database. */
  shareTokens: ShareTokenSeal;
  /** The message centre banner of the status polls, kept a few seconds by this replica. */
  banner: BannerCache;
}

/** The services of one database, on one clock. */
export function createServices(config: ServerConfig, database: OpenedDatabase, now: () => Date): Services {
  return {
    config,
    db: database.db,
    sqlite: database.sqlite,
    now,
    access: new AccessService(database.db, now),
    audit: new AuditLog(database.db, now),
    downloadLinks: new DownloadLinks(linkSecret(config.filesDir), now),
    shareTokens: new ShareTokenSeal(linkSecret(config.filesDir)),
    banner: new BannerCache(database.db),
  };
}
