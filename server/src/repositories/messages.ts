import type { MessageLanguage, MessageSeverity } from '@bess/shared/domain';
import type { MessageCenterBanner, MessageCenterMessage, MessageText } from '@bess/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type MessageRow = Omit<Selectable<Database['message_centre']>, 'active' | 'createdBy'>;

/** What PUT /messageCenter stores (spec 3: the message and its language entries). */
export interface NewMessage {
  isEnabled: boolean;
  severity: MessageSeverity;
  title: string;
  message: string;
  messageSummary: string;
  languages: MessageText[];
}

function toMessage(row: MessageRow): MessageCenterMessage {
  return {
    id: String(row.id),
    isEnabled: row.isEnabled === 1,
    severity: row.severity as MessageSeverity,
    title: row.title,
    message: row.message,
    messageSummary: row.messageSummary,
    lastUpdated: row.lastUpdated,
    languages: JSON.parse(row.languages) as MessageText[],
  };
}

const COLUMNS = [
  'id',
  'isEnabled',
  'severity',
  'title',
  'message',
  'messageSummary',
  'languages',
  'lastUpdated',
] as const;

/**
 * Publishes a message (spec 3: "one active message and a list of old messages"): the active one, if any, becomes
 * old and the new one active, in one transaction so that there is never zero or two active messages.
 */
export async function setActiveMessage(db: Db, message: NewMessage, by: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('message_centre').set({ active: 0 }).where('active', '=', 1).execute();
    await trx
      .insertInto('message_centre')
      .values({
        isEnabled: message.isEnabled ? 1 : 0,
        severity: message.severity,
        title: message.title,
        message: message.message,
        messageSummary: message.messageSummary,
        languages: JSON.stringify(message.languages),
        lastUpdated: now.toISOString(),
        active: 1,
        createdBy: by,
      })
      .execute();
  });
}

/** The active message (enabled or not), or null when none was ever set. */
export async function activeMessage(db: Db): Promise<MessageCenterMessage | null> {
  const row = await db
    .selectFrom('message_centre')
    .select(COLUMNS)
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Earlier messages, newest first. */
export async function oldMessages(db: Db, limit = 100): Promise<MessageCenterMessage[]> {
  const rows = await db
    .selectFrom('message_centre')
    .select(COLUMNS)
    .where('active', '=', 0)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/**
 * The banner of a message: its language entries (language, title, messageSummary); the top-level title and summary
 * stand for English when no English entry was given (spec 1: English is the default and fallback).
 */
export function bannerOf(message: MessageCenterMessage): MessageCenterBanner {
  const messages = message.languages.map(({ language, title, messageSummary }) => ({
    language,
    title,
    messageSummary,
  }));
  if (!messages.some((m) => m.language === 'English')) {
    messages.unshift({
      language: 'English' as MessageLanguage,
      title: message.title,
      messageSummary: message.messageSummary,
    });
  }
  return { messages, severity: message.severity };
}

/**
 * spec 7: the messageCenter field of POST /sitestatus and /devicestatus (and GET messagecenter2): the active message
 * as a banner, or null when there is none or it is switched off.
 */
export async function activeMessageCentre(db: Db): Promise<MessageCenterBanner | null> {
  const message = await activeMessage(db);
  return message?.isEnabled ? bannerOf(message) : null;
}

/** How long a replica keeps the banner it read (ms): status polls of every user read it, and it changes seldom. */
export const BANNER_KEPT_MS = 5_000;

/**
 * The banner of the status polls, kept by each replica for BANNER_KEPT_MS (read on every call, it costs POST
 * /sitestatus on PostgreSQL a third of its time). A message published through this replica is shown at once (`forget`);
 * another replica shows it within BANNER_KEPT_MS, well inside the 60 s between two polls of a client. Concurrent
 * polls share one read. Kept by the process's monotonic clock, not the API's clock (which tests may stop).
 */
export class BannerCache {
  private kept: { until: number; banner: Promise<MessageCenterBanner | null> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  banner(): Promise<MessageCenterBanner | null> {
    const now = this.clock();
    if (this.kept && now < this.kept.until) return this.kept.banner;
    const banner = activeMessageCentre(this.db);
    const kept = { until: now + BANNER_KEPT_MS, banner };
    this.kept = kept;
    // A failed read is not kept: the next poll asks the database again.
    banner.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return banner;
  }

  /** A message was published here: the next poll reads it. */
  forget(): void {
    this.kept = null;
  }
}
