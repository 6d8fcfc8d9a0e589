import { ControlSource } from '@bess/shared/domain';
import type { Db } from '../db/database';

/**
 * spec 3 control source of a site at a moment: schedule event (4) while an event runs, policy (3) when a policy is
 * set, else none (0). For GET v2/sites/{id}/controlsource. Through Kysely, so on either engine.
 */
export async function controlSourceOf(db: Db, siteId: string, now: Date): Promise<number> {
  const iso = now.toISOString();
  const [event, policy] = await Promise.all([
    db
      .selectFrom('schedule_events')
      .select('id')
      .where('siteId', '=', siteId)
      .where('startTime', '<=', iso)
      .where('endTime', '>', iso)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('site_policies').select('siteId').where('siteId', '=', siteId).executeTakeFirst(),
  ]);
  if (event) return ControlSource.ScheduleEvent;
  return policy ? ControlSource.Policy : ControlSource.None;
}
