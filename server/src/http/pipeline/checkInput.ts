import type { preHandlerAsyncHookHandler } from 'fastify';
import { hasInputRules, inputRuleErrors } from '@bess/shared/contract';
import type { Services } from '../../services/services';
import { invalidInput } from '../inputValidation';
import { callOf, type PipelineRoute } from './call';

/**
 * A signed-in caller's call, after its access rule (and inside an Idempotency-Key's claim): the route reads the
 * object the call is about (`stored`, once, for the rules, the handler and the audit message), then the call's input
 * rules (INPUT_RULES, the same the forms run) judge the input with the facts of the route's `ruleContext` and the
 * server's clock: 400 with the refused fields, and nothing changes. JSON Schema has checked the input's shape before.
 * Null for a route with neither (nothing to hook).
 */
export function checkInput(
  route: Pick<PipelineRoute, 'endpoint' | 'stored' | 'ruleContext'>,
  services: Services,
): preHandlerAsyncHookHandler | null {
  const ruled = hasInputRules(route.endpoint);
  // Facts for rules a call does not have would be read for nothing: a sign that the route and the rules disagree.
  if (route.ruleContext && !ruled) throw new Error(`${route.endpoint}: a ruleContext without input rules`);
  const { stored, ruleContext } = route;
  if (!stored && !ruled) return null;
  return async (request) => {
    // A share principal only reads, and a signed link's handler checks its own token: neither has stored facts.
    if (!request.user) return;
    const call = callOf(request);
    if (stored) call.stored = await stored(call.input, services);
    if (!ruled) return;
    const facts = ruleContext ? await ruleContext(call.input, services, call.stored) : {};
    const errors = inputRuleErrors(route.endpoint, call.input as never, { ...facts, now: services.now() });
    if (errors.length > 0) throw invalidInput(errors);
  };
}
