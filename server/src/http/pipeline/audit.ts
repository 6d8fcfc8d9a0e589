import type { onSendAsyncHookHandler } from 'fastify';
import { AuditLevel } from '@bess/shared/domain';
import type { Services } from '../../services/services';
import type { PipelineRoute } from './call';

/** The object a call is about, for the audit log: the first id-like field of its input. */
function objectIdOf(input: Record<string, unknown>): string | null {
  for (const field of ['deviceId', 'DeviceId', 'siteId', 'siteGroupId', 'id']) {
    const value = input[field];
    if (typeof value === 'string') return value;
  }
  return null;
}

/**
 * The audit entry of a mutating call whose handler ran: who, the message the route gives it (default "METHOD path"),
 * the object and the input. An onSend hook, so the entry is written before the answer leaves, and a failed write
 * fails the call (500) instead of leaving a change unrecorded. It keys on the handler having returned, not on the
 * status: a change that was made is recorded even when its answer then fails the contract. Null for a route that
 * says `audit: false` (POSTs that only read, such as status polling).
 */
export function audit(
  route: Pick<PipelineRoute, 'audit'>,
  call: { method: string; path: string },
  services: Services,
): onSendAsyncHookHandler | null {
  const describe = route.audit;
  if (describe === false) return null;
  // Once per call: a failed write answers 500, and that answer passes this hook again.
  const audited = new WeakSet<object>();
  return async (request, _reply, payload) => {
    const state = request.call;
    const user = request.user;
    if (!state?.answered || !user || audited.has(state)) return payload;
    audited.add(state);
    const { result } = state.answered;
    const described = await describe?.(state.input, { result, user, services, stored: state.stored });
    await services.audit.write({
      email: user.email,
      message: described?.message ?? `${call.method} ${call.path}`,
      level: described?.level ?? AuditLevel.Audit,
      objectId: described?.objectId ?? objectIdOf(state.input),
      payload: state.input,
    });
    return payload;
  };
}
