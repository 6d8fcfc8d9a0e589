import { isAtLeast, type AdminRole } from '@bess/shared/domain';
import type { AccessService, AuthUser, ObjectType } from '../services/accessService';
import type { SharePrincipal } from '../services/shareTokens';
import { HttpError, accessDenied, notFound, unauthorized } from './errors';

/**
 * What a route needs (ARCHITECTURE 5: each route declares it; nothing is allowed by default).
 * - signedIn: any signed-in user (what they get is still filtered to their own objects);
 * - role: at least this role (spec 6: Admin < PartnerAdmin < SuperAdmin);
 * - installer: the installer flag, or admin and above;
 * - object: a level on the object(s) named in the input (lower level = more rights). An object the user may not
 *   see answers 404, as if it did not exist; one they see with too weak a level answers 403 'Access denied';
 * - anyOf: the first rule that passes;
 * - signedLink: no bearer token at all; the handler itself must verify a signed, expiring token in the input (a link
 *   opened directly in a browser, e.g. a telemetry download, spec 7 blob flag). The handler gets `user: null`.
 * - sharedDashboard: the one rule a share principal (an anonymous dashboard link, spec 1) can pass, and only for the
 *   dashboard id its token opens. Users never pass it (use it inside anyOf beside a user rule). A route without it
 *   refuses every share principal with 401, as if no one had signed in: deny by default.
 */
export type AccessRule<I> =
  | { kind: 'signedIn' }
  | { kind: 'role'; atLeast: AdminRole }
  | { kind: 'installer' }
  | {
      kind: 'object';
      /** 'any': the id may be a group, a site or a device. */
      type: ObjectType | 'any';
      id: (input: I) => string | readonly string[] | null | undefined;
      /** The weakest level that may do this (e.g. AccessLevel.ReadOnly to read). */
      level: number;
    }
  | { kind: 'anyOf'; rules: readonly AccessRule<I>[] }
  | { kind: 'signedLink' }
  | { kind: 'sharedDashboard'; id: (input: I) => string };

export const signedIn = { kind: 'signedIn' } as const;
export const role = (atLeast: AdminRole) => ({ kind: 'role', atLeast }) as const;
export const installer = { kind: 'installer' } as const;
export const signedLink = { kind: 'signedLink' } as const;
export function onObject<I>(
  type: ObjectType | 'any',
  id: (input: I) => string | readonly string[] | null | undefined,
  level: number,
): AccessRule<I> {
  return { kind: 'object', type, id, level };
}
export function anyOf<I>(...rules: AccessRule<I>[]): AccessRule<I> {
  return { kind: 'anyOf', rules };
}
/** A share principal of exactly the dashboard `id(input)` names (spec 1: the link opens that one dashboard). */
export function sharedDashboard<I>(id: (input: I) => string): AccessRule<I> {
  return { kind: 'sharedDashboard', id };
}

/** Does the rule (or any rule inside it) let a share principal in at all? Only such routes are tried with one. */
export function acceptsSharePrincipal<I>(rule: AccessRule<I>): boolean {
  if (rule.kind === 'sharedDashboard') return true;
  return rule.kind === 'anyOf' && rule.rules.some((inner) => acceptsSharePrincipal(inner));
}

/**
 * Throws unless the rule lets this share principal do the call: 401 when the rule has no place for a share principal
 * (deny by default: the token counts as no sign-in), 404 when it does but for another dashboard (as if that one did
 * not exist).
 */
export function authorizeShare<I>(rule: AccessRule<I>, share: SharePrincipal, input: I): void {
  const shareRules: Extract<AccessRule<I>, { kind: 'sharedDashboard' }>[] = [];
  const collect = (r: AccessRule<I>) => {
    if (r.kind === 'sharedDashboard') shareRules.push(r);
    else if (r.kind === 'anyOf') r.rules.forEach(collect);
  };
  collect(rule);
  if (shareRules.length === 0) throw unauthorized();
  if (!shareRules.some((r) => r.id(input) === share.dashboardId)) throw notFound();
}

/** Throws 404 or 403 when the rule refuses; resolves when it allows. */
export async function authorize<I>(
  rule: AccessRule<I>,
  user: AuthUser,
  input: I,
  access: AccessService,
): Promise<void> {
  switch (rule.kind) {
    case 'signedIn':
    case 'signedLink':
      return;
    case 'sharedDashboard':
      // A signed-in user is never a share principal; beside a user rule in anyOf, that rule's answer counts.
      throw notFound();
    case 'role':
      if (!isAtLeast(user.role, rule.atLeast)) throw accessDenied();
      return;
    case 'installer':
      if (!user.isInstaller && !isAtLeast(user.role, 'Admin')) throw accessDenied();
      return;
    case 'object': {
      const raw = rule.id(input);
      const ids = raw === null || raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
      if (ids.length === 0) throw notFound();
      for (const id of ids) {
        const type = rule.type === 'any' ? await access.kindOf(id) : rule.type;
        const level = type ? await access.levelOn(user, type, id) : null;
        if (level === null) throw notFound();
        if (level > rule.level) throw accessDenied();
      }
      return;
    }
    case 'anyOf': {
      // Refused by every rule: 403 if the user could see the object under some rule, else 404.
      const errors: unknown[] = [];
      for (const inner of rule.rules) {
        try {
          await authorize(inner, user, input, access);
          return;
        } catch (error) {
          errors.push(error);
        }
      }
      throw errors.find((e) => e instanceof HttpError && e.statusCode === 403) ?? errors[0] ?? accessDenied();
    }
  }
}
