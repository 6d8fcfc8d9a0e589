import { isAtLeast, type AdminRole } from '@bess/shared/domain';
import type { AccessService, AuthUser, ObjectType } from '../services/accessService';
import { HttpError, accessDenied, notFound } from './errors';

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
  | { kind: 'signedLink' };

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
