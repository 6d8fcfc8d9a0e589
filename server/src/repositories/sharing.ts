import { randomBytes } from 'node:crypto';
import type { DashboardSharing } from '@bess/shared/contract';
import type { Db } from '../db/database';

/** A share token: 32 random bytes (256 bits), base64url; unguessable, and never derived from the dashboard id. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sharing state of a dashboard; off (no token) when never set, switched off or past its expiry. */
export async function dashboardSharing(db: Db, dashboardId: string, now: Date): Promise<DashboardSharing> {
  const row = await db
    .selectFrom('dashboard_sharing')
    .select(['isEnabled', 'shareToken', 'expiresAt'])
    .where('dashboardId', '=', dashboardId)
    .executeTakeFirst();
  const live = row?.isEnabled === 1 && row.shareToken !== null && (!row.expiresAt || row.expiresAt > now.toISOString());
  return { id: dashboardId, isEnabled: live, shareToken: live ? row.shareToken : null };
}

/**
 * Switches sharing on (keeping a live token, so that links already handed out keep working, else a new one) or off
 * (the token is deleted at once: spec 1 "can be switched on and off", and off means the old link is dead).
 */
export async function setDashboardSharing(
  db: Db,
  dashboardId: string,
  isEnabled: boolean,
  by: string,
  now: Date,
  expiresAt: string | null = null,
): Promise<DashboardSharing> {
  const current = await dashboardSharing(db, dashboardId, now);
  const shareToken = isEnabled ? (current.shareToken ?? newShareToken()) : null;
  const values = {
    isEnabled: isEnabled ? 1 : 0,
    shareToken,
    expiresAt: isEnabled ? expiresAt : null,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  await db
    .insertInto('dashboard_sharing')
    .values({ dashboardId, ...values })
    .onConflict((oc) => oc.column('dashboardId').doUpdateSet(values))
    .execute();
  return dashboardSharing(db, dashboardId, now);
}

/** The dashboard a live share token opens, or null (for the anonymous read path). */
export async function dashboardOfShareToken(db: Db, shareToken: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('dashboard_sharing')
    .select(['dashboardId', 'expiresAt'])
    .where('shareToken', '=', shareToken)
    .where('isEnabled', '=', 1)
    .executeTakeFirst();
  if (!row || (row.expiresAt && row.expiresAt <= now.toISOString())) return null;
  return row.dashboardId;
}
