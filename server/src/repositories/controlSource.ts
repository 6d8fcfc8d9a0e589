import type SQLite from 'better-sqlite3';
import { ControlSource } from '@bess/shared/domain';

/**
 * spec 3 control source of a site at a moment: schedule event (4) while an event runs, policy (3) when a policy is
 * set, else none (0). For GET v2/sites/{id}/controlsource.
 */
export function controlSourceOf(sqlite: SQLite.Database, siteId: string, now: Date): number {
  const iso = now.toISOString();
  const event = sqlite
    .prepare('SELECT 1 FROM schedule_events WHERE siteId = ? AND startTime <= ? AND endTime > ? LIMIT 1')
    .get(siteId, iso, iso);
  if (event) return ControlSource.ScheduleEvent;
  const policy = sqlite.prepare('SELECT 1 FROM site_policies WHERE siteId = ?').get(siteId);
  return policy ? ControlSource.Policy : ControlSource.None;
}
