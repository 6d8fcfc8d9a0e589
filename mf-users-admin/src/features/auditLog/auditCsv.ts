/** The fleet's audit log as CSV (spec 9: log timestamps yyyy-MM-dd HH:mm:ss). */
import { formatLogTimestamp, type Wire } from '@bess/shared';

/** A CSV field: quoted when it holds a separator, a quote or a line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Header plus one line per entry, in UTC, lines ended by CRLF (RFC 4180). */
export function auditCsv(
  entries: readonly Wire.FleetAuditLogEntry[],
  header: readonly [string, string, string, string, string],
  levelName: (level: number) => string,
): string {
  const lines = [header.map(csvField).join(',')];
  for (const e of entries)
    lines.push(
      [formatLogTimestamp(e.timeStamp, 'UTC'), e.email, e.objectId ?? '', levelName(e.level), e.message]
        .map(csvField)
        .join(','),
    );
  return lines.join('\r\n') + '\r\n';
}
