import type {
  FastifyRequest,
  onErrorAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { EndpointName } from '@bess/shared/contract';
import type { Services } from '../../services/services';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  fingerprintOf,
  releaseIdempotencyKey,
} from '../../repositories/idempotency';
import { HttpError, badRequest } from '../errors';
import { callOf } from './call';

/** The header of a client that may send a call twice (a retry after a lost answer): the repeat gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export interface IdempotencyHooks {
  /** preHandler, after the access rule: claims the key, or answers a repeat with the first answer. */
  claim: preHandlerAsyncHookHandler;
  /** onSend: keeps a successful call's answer, exactly as sent, for its repeats. */
  complete: onSendAsyncHookHandler;
  /** onError: frees the key of a call that failed, so that a retry with it runs. */
  release: onErrorAsyncHookHandler;
}

/**
 * A mutating call with an Idempotency-Key runs once per key and caller; a repeat gets the first answer (a device is
 * never commanded twice by a retried request), marked Idempotent-Replayed. The claim comes after the access rule (a
 * refused call claims nothing) and before the input rules and the handler: a repeat of a call that was let through
 * gets its first answer, even when the rules would judge it otherwise now (an event's start has passed since).
 */
export function idempotency(endpoint: EndpointName, services: Services): IdempotencyHooks {
  const claimed = new WeakMap<FastifyRequest, { email: string; key: string }>();
  return {
    claim: async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const user = request.user;
      if (typeof key !== 'string' || !user) return;
      if (!IDEMPOTENCY_KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 visible characters');
      const claim = await claimIdempotencyKey(services.db, {
        email: user.email,
        key,
        endpoint,
        fingerprint: fingerprintOf(callOf(request).input),
        now: services.now(),
      });
      if (claim.kind === 'otherRequest') {
        throw new HttpError(422, 'This Idempotency-Key was used for another request');
      }
      if (claim.kind === 'inProgress') {
        throw new HttpError(409, 'A request with this Idempotency-Key is still running, please try again');
      }
      if (claim.kind === 'replay') {
        reply.header('Idempotent-Replayed', 'true').code(claim.status);
        return claim.body === '' ? reply.send() : reply.type('application/json').send(claim.body);
      }
      claimed.set(request, { email: user.email, key });
    },
    complete: async (request, reply, payload) => {
      const held = claimed.get(request);
      // An error answer is not kept: `release` has freed the key.
      if (!held || reply.statusCode >= 400) return payload;
      await completeIdempotencyKey(
        services.db,
        held.email,
        held.key,
        reply.statusCode,
        typeof payload === 'string' ? payload : '',
      );
      claimed.delete(request);
      return payload;
    },
    release: async (request, _reply, error) => {
      const held = claimed.get(request);
      if (!held) return;
      claimed.delete(request);
      try {
        await releaseIdempotencyKey(services.db, held.email, held.key);
      } catch (releaseError) {
        // The caller still gets the call's own error; a key left claimed answers 409 to its retries until it expires.
        request.log.error({ err: releaseError, cause: error.message }, 'could not free an Idempotency-Key');
      }
    },
  };
}
