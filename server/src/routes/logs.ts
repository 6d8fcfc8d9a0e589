import { sql } from 'kysely';
import { AccessLevel, isAtLeast } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject, role, signedIn } from '../http/accessRules';
import { accessDenied, notFound } from '../http/errors';

/**
 * Reading logs needs PartnerAdmin (4) or better on the object: the log dialog lives in maintenance, which is for
 * partner admin and above (spec 6), and entries name other users.
 */
const LOG_LEVEL = AccessLevel.PartnerAdmin;
/** Below LOG_LEVEL, a user who may send commands (spec 6: backup commands are NormalUser) reads his own commands. */
const OWN_COMMANDS_LEVEL = AccessLevel.NormalUser;
/** The newest entries are enough for the dialog; older ones stay in the database. */
const MAX_ENTRIES = 1000;
/** Rows of one page of the fleet's audit log when the caller does not say. */
const FLEET_PAGE_SIZE = 50;

const asAuditLevel = (level: number): 0 | 1 | 2 | 3 => (level >= 0 && level <= 3 ? (level as 0 | 1 | 2 | 3) : 0);
const asCommandStatus = (status: number): 1 | 2 | 3 => (status === 2 || status === 3 ? status : 1);

/** spec 7 GET /auditLog and GET /deviceCommandLog. */
export const logsRoutes: AnyRoute[] = [
  // spec 7 GET /auditLog "query id; response log (id, timeStamp, email, message, level)". spec 5: the client
  // lower-cases the id for audit lookup, so it is matched case-insensitively. A group, site or device needs LOG_LEVEL
  // on it; any other id (a user, the message centre) is for super admins only (spec 6: the account menu's Log).
  defineRoute('getAuditLog', {
    access: signedIn,
    async handler({ input, user, services }) {
      const wanted = input.id.trim().toLowerCase();
      if (!isAtLeast(user.role, 'SuperAdmin')) {
        const visible = await services.access.visibility(user);
        let level: number | undefined;
        for (const map of [visible.devices, visible.sites, visible.groups]) {
          for (const [id, l] of map) if (id.toLowerCase() === wanted && (level === undefined || l < level)) level = l;
        }
        if (level === undefined) throw notFound();
        if (level > LOG_LEVEL) throw accessDenied();
      }
      const rows = await services.db
        .selectFrom('audit_log')
        .select(['id', 'timeStamp', 'email', 'message', 'level'])
        .where(sql<string>`lower(${sql.ref('objectId')})`, '=', wanted)
        .orderBy('timeStamp', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_ENTRIES)
        .execute();
      return {
        log: rows.map((r) => ({
          id: String(r.id),
          timeStamp: r.timeStamp,
          email: r.email,
          message: r.message,
          level: asAuditLevel(r.level),
        })),
      };
    },
  }),

  // Designed: the fleet's audit log for the account menu's Log (spec 2: super admin only), filtered by a
  // part of the user's e-mail, a part of the object id and a time range, newest first, one page at a time.
  defineRoute('getFleetAuditLog', {
    access: role('SuperAdmin'),
    async handler({ input, services }) {
      const like = (text: string) =>
        `%${text
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let query = services.db.selectFrom('audit_log');
      if (input.email?.trim())
        query = query.where(sql<boolean>`lower(${sql.ref('email')}) like ${like(input.email)} escape '\\'`);
      if (input.objectId?.trim())
        query = query.where(sql<boolean>`lower(${sql.ref('objectId')}) like ${like(input.objectId)} escape '\\'`);
      if (input.from) query = query.where('timeStamp', '>=', new Date(input.from).toISOString());
      if (input.to) query = query.where('timeStamp', '<', new Date(input.to).toISOString());
      const [{ total }] = (await query.select((eb) => eb.fn.countAll<number>().as('total')).execute()) as [
        { total: number },
      ];
      const rows = await query
        .select(['id', 'timeStamp', 'email', 'message', 'level', 'objectId'])
        .orderBy('timeStamp', 'desc')
        .orderBy('id', 'desc')
        .offset(input.offset ?? 0)
        .limit(input.limit ?? FLEET_PAGE_SIZE)
        .execute();
      return {
        total: Number(total),
        log: rows.map((r) => ({
          id: String(r.id),
          timeStamp: r.timeStamp,
          email: r.email,
          message: r.message,
          level: asAuditLevel(r.level),
          objectId: r.objectId,
        })),
      };
    },
  }),

  // spec 7 GET /deviceCommandLog "query deviceId; list of command entries"; spec 5: the id is upper-cased for command
  // lookup. Newest first.
  // Design decision: partner admins and above read the whole log; a user below that who may send commands
  // on the device (NormalUser, e.g. an owner switching backup mode) reads only the entries he issued himself, so the
  // portal can show his command's real state (pending -> delivered -> failed) without showing him other users'
  // commands. Read-only users send nothing and stay refused.
  defineRoute('getDeviceCommandLog', {
    access: onObject('device', (i) => i.deviceId.trim().toUpperCase(), OWN_COMMANDS_LEVEL),
    async handler({ input, user, services }) {
      const deviceId = input.deviceId.trim().toUpperCase();
      const level = await services.access.levelOn(user, 'device', deviceId);
      const ownOnly = level === null || level > LOG_LEVEL;
      let query = services.db
        .selectFrom('command_log')
        .select(['sendDateTime', 'command', 'status', 'payload', 'user'])
        .where('deviceId', '=', deviceId);
      if (ownOnly) query = query.where(sql<string>`lower(${sql.ref('user')})`, '=', user.email.toLowerCase());
      const rows = await query.orderBy('sendDateTime', 'desc').orderBy('id', 'desc').limit(MAX_ENTRIES).execute();
      return rows.map((r) => ({
        sendDateTime: r.sendDateTime,
        command: r.command,
        status: asCommandStatus(r.status),
        payload: r.payload ?? '',
        user: r.user,
      }));
    },
  }),
];
