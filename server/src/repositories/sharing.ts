import type { DashboardSharing } from '@bess/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  hasShareTokenShape,
  hashShareToken,
  newShareToken,
  sameHash,
  type ShareTokenSeal,
  type SharePrincipal,
} from '../services/shareTokens';

type SharingRow = Pick<
  Selectable<Database['dashboard_sharing']>,
  'isEnabled' | 'tokenHash' | 'tokenSealed' | 'expiresAt'
>;

/** Is a stored share switched on, with a token, and not past its expiry? */
function isLive(row: SharingRow | undefined, now: Date): row is SharingRow & { tokenHash: string } {
  return (
    row !== undefined &&
    row.isEnabled === 1 &&
    row.tokenHash !== null &&
    (row.expiresAt === null || row.expiresAt > now.toISOString())
  );
}

async function sharingRow(db: Db, dashboardId: string): Promise<SharingRow | undefined> {
  return db
    .selectFrom('dashboard_sharing')
    .select(['isEnabled', 'tokenHash', 'tokenSealed', 'expiresAt'])
    .where('dashboardId', '=', dashboardId)
    .executeTakeFirst();
}

/**
 * The sharing state of a dashboard: off (no token) when never set, switched off or past its expiry. The token is
 * unsealed only for callers who may change sharing (`canChange`); others learn whether the dashboard is shared.
 */
export async function dashboardSharing(
  db: Db,
  seal: ShareTokenSeal,
  dashboardId: string,
  now: Date,
  canChange: boolean,
): Promise<DashboardSharing> {
  const row = await sharingRow(db, dashboardId);
  if (!isLive(row, now)) return { id: dashboardId, isEnabled: false, shareToken: null, expiresAt: null, canChange };
  const shareToken = canChange && row.tokenSealed ? seal.open(row.tokenSealed, dashboardId) : null;
  return { id: dashboardId, isEnabled: true, shareToken, expiresAt: row.expiresAt, canChange };
}

/**
 * Switches sharing on or off. On: a live share keeps its token (links handed out keep working; only the expiry
 * changes, when given), otherwise a fresh token is made. Off: the token is deleted at once (spec 1 "can be switched
 * on and off": the old link is dead, and a later on makes a new one). `expiresAt` undefined keeps the current expiry.
 */
export async function setDashboardSharing(
  db: Db,
  seal: ShareTokenSeal,
  change: { dashboardId: string; isEnabled: boolean; expiresAt?: string | null; by: string },
  now: Date,
): Promise<DashboardSharing> {
  const { dashboardId } = change;
  const current = await sharingRow(db, dashboardId);
  let values: SharingRow;
  if (!change.isEnabled) {
    values = { isEnabled: 0, tokenHash: null, tokenSealed: null, expiresAt: null };
  } else if (isLive(current, now)) {
    values = { ...current, expiresAt: change.expiresAt === undefined ? current.expiresAt : change.expiresAt };
  } else {
    const token = newShareToken();
    values = {
      isEnabled: 1,
      tokenHash: hashShareToken(token).toString('hex'),
      tokenSealed: seal.seal(token, dashboardId),
      expiresAt: change.expiresAt ?? null,
    };
  }
  const row = { ...values, shareToken: null, updatedAt: now.toISOString(), updatedBy: change.by };
  await db
    .insertInto('dashboard_sharing')
    .values({ dashboardId, ...row })
    .onConflict((oc) => oc.column('dashboardId').doUpdateSet(row))
    .execute();
  return dashboardSharing(db, seal, dashboardId, now, true);
}

/**
 * The principal of a share token: the dashboard it opens while sharing is on and not expired, else null. The token
 * is found by its SHA-256 hash (the database never holds it in plain) and the stored hash is compared again in
 * constant time.
 */
export async function sharePrincipalOf(db: Db, token: string, now: Date): Promise<SharePrincipal | null> {
  if (!hasShareTokenShape(token)) return null;
  const hash = hashShareToken(token);
  const row = await db
    .selectFrom('dashboard_sharing')
    .select(['dashboardId', 'isEnabled', 'tokenHash', 'tokenSealed', 'expiresAt'])
    .where('tokenHash', '=', hash.toString('hex'))
    .executeTakeFirst();
  if (!isLive(row, now) || !sameHash(Buffer.from(row.tokenHash, 'hex'), hash)) return null;
  return { kind: 'share', dashboardId: row.dashboardId };
}
