/** Query keys and options of the audit and command logs (spec 7; spec 9 audit log cache). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { FleetAuditLogQuery } from '../api/schemas/logs';
import { AUDIT_LOG_CACHE_MS } from '../domain/constants';

/** Keys of the log dialog's reads. */
export const logKeys = {
  all: ['logs'] as const,
  audits: () => [...logKeys.all, 'audit'] as const,
  audit: (id: string) => [...logKeys.audits(), id] as const,
  commandLogs: () => [...logKeys.all, 'commands'] as const,
  commands: (deviceId: string) => [...logKeys.commandLogs(), deviceId] as const,
  fleet: (query: FleetAuditLogQuery) => [...logKeys.all, 'fleet', query] as const,
};

/** queryOptions of the log dialog's reads. */
export const logQueries = {
  /** spec 7: GET /auditLog, cached 10 min (spec 9: 600000 ms). spec 5: the id is lower-cased for audit lookup. */
  audit: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: logKeys.audit(id),
      queryFn: ({ signal }) => api.logs.audit({ id }, { signal }),
      staleTime: AUDIT_LOG_CACHE_MS,
      gcTime: AUDIT_LOG_CACHE_MS,
    }),
  /** spec 7: GET /deviceCommandLog. spec 5: the id is upper-cased for command lookup. */
  commands: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: logKeys.commands(deviceId),
      queryFn: ({ signal }) => api.logs.commands({ deviceId }, { signal }),
    }),
  /** GET /auditLog/fleet (designed here): one page of the fleet's audit log, filtered on the server. */
  fleet: (api: ApiClient, query: FleetAuditLogQuery) =>
    queryOptions({
      queryKey: logKeys.fleet(query),
      queryFn: ({ signal }) => api.logs.fleet(query, { signal }),
    }),
};
