import type SQLite from 'better-sqlite3';
import { firstOf, type Store } from '../db/engines/statements';
import { preparedStatement } from './telemetry';

/** What an hourly summary of a site is built from, besides the site's site_hour rows. */
export interface SiteSummaryKey {
  siteId: string;
  /** The range [from, to) in epoch seconds. */
  from: number;
  to: number;
  signals: readonly string[];
  maxPoints: number | null;
}

/**
 * How many answers are kept per database connection. A year of hourly points of a site with every signal is about
 * 8,760 objects (3 MB of JSON, a few MB of heap), so 8 bounds the memory to a few tens of MB while covering what
 * is asked again and again: the sites a few people have open, each as the full series and as a chart (maxPoints).
 */
export const SITE_SUMMARY_CACHE_ENTRIES = 8;

/** The version of a site's site_hour rows (migration 008: bumped by triggers on every change; 0 when never written). */
export function siteHourVersion(sqlite: SQLite.Database, siteId: string): number {
  const version = preparedStatement(sqlite, 'SELECT version FROM site_hour_version WHERE siteId = ?')
    .pluck(true)
    .get(siteId) as number | undefined;
  return version ?? 0;
}

/** A kept answer: frozen, with its JSON text, made once from the frozen object (so the two always agree). */
export interface KeptAnswer<T> {
  answer: T;
  json: string;
}

interface Entry {
  version: number;
  kept: KeptAnswer<unknown>;
}

const keyText = (key: SiteSummaryKey) => JSON.stringify([key.siteId, key.from, key.to, key.signals, key.maxPoints]);

/** Freezes a JSON value and everything in it: an answer given to many calls must not change under its JSON text. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
}

/**
 * An exact cache of answers built from a site's hourly rows (spec 7 /GetDataSummary of a site at 60 minutes; the
 * target: a year of a site in <= 30 ms, where reading the rows, building the 8,760 points and writing their JSON cost
 * more).
 * An answer is kept with the site_hour version it was built at and given again only while that version is unchanged,
 * so a new hour row, a device that moves, changes capacity or is deleted, or a deleted row (everything that changes
 * the site's site_hour rows) makes the next call build anew: never a stale answer. The answer is kept frozen with its
 * JSON text (writing 3 MB of JSON is most of a repeated call). Entries are per database connection (tests open many)
 * and the least recently used go first.
 */
export class SiteSummaryCache {
  private readonly byConnection = new WeakMap<object, Map<string, Entry>>();

  constructor(readonly capacity: number = SITE_SUMMARY_CACHE_ENTRIES) {}

  /**
   * The answer for the key: the kept one when the site's rows are still at the version it was built at, else
   * `build()`'s, built in one read transaction with the version read, so the version names the rows it read.
   */
  answer<T>(sqlite: SQLite.Database, key: SiteSummaryKey, build: () => T): KeptAnswer<T> {
    let entries = this.byConnection.get(sqlite);
    if (!entries) this.byConnection.set(sqlite, (entries = new Map()));
    const text = keyText(key);
    const entry = entries.get(text);
    if (entry && entry.version === siteHourVersion(sqlite, key.siteId)) {
      // Most recently used last (a Map keeps insertion order).
      entries.delete(text);
      entries.set(text, entry);
      return entry.kept as KeptAnswer<T>;
    }
    const { version, answer } = sqlite.transaction(() => ({
      version: siteHourVersion(sqlite, key.siteId),
      answer: build(),
    }))();
    return this.keep(entries, text, version, answer);
  }

  /**
   * `answer` on either engine, for PostgreSQL: keyed by the Kysely instance. There is no read transaction
   * to share with the version, so the version is read BEFORE the rows: rows written in between make the kept answer
   * newer than its version, and the next call, seeing a newer version, builds anew. Never a stale answer.
   */
  async answerIn<T>(store: Store, key: SiteSummaryKey, build: () => Promise<T>): Promise<KeptAnswer<T>> {
    let entries = this.byConnection.get(store.db);
    if (!entries) this.byConnection.set(store.db, (entries = new Map()));
    const text = keyText(key);
    const row = await firstOf<{ version: number }>(store, 'SELECT version FROM site_hour_version WHERE "siteId" = ?', [
      key.siteId,
    ]);
    const version = row?.version ?? 0;
    const entry = entries.get(text);
    if (entry && entry.version === version) {
      entries.delete(text);
      entries.set(text, entry);
      return entry.kept as KeptAnswer<T>;
    }
    return this.keep(entries, text, version, await build());
  }

  /** Keeps a frozen answer and its JSON as the newest entry of its connection, forgetting the oldest beyond capacity. */
  private keep<T>(entries: Map<string, Entry>, text: string, version: number, answer: T): KeptAnswer<T> {
    deepFreeze(answer);
    const kept: KeptAnswer<T> = { answer, json: JSON.stringify(answer) };
    entries.delete(text);
    entries.set(text, { version, kept });
    while (entries.size > this.capacity) entries.delete(entries.keys().next().value!);
    return kept;
  }

  /** Forgets every kept answer of the connection (the benchmark's first calls). */
  clear(sqlite: SQLite.Database): void {
    this.byConnection.delete(sqlite);
  }

  /** How many answers are kept for the connection. */
  size(sqlite: SQLite.Database): number {
    return this.byConnection.get(sqlite)?.size ?? 0;
  }
}
