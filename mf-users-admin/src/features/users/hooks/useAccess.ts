import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, accessKeys, accessQueries, configurationKeys, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import type { AccessTarget } from '../accessRules';
import { resolveGrantee } from '../grantee';

/** A grant as the dialog gives it: who, how much and when (spec 3). */
export interface GrantInput {
  email: string;
  level: number;
  startTime: string;
  /** null: open (spec 3). */
  endTime: string | null;
}

/** spec 7: GET /UserSite or /UserSiteGroup of the target, at the time of asking. */
export function useAccessList(target: AccessTarget) {
  const { api } = useHost();
  const site = useQuery({ ...accessQueries.site(api, target.id), enabled: target.kind === 'site' });
  const group = useQuery({ ...accessQueries.group(api, target.id), enabled: target.kind === 'group' });
  return target.kind === 'site' ? site : group;
}

/**
 * Add, change and remove grants on the target. Each success refetches the target's users and the configuration (a
 * grant to oneself changes what the sidebar shows). spec 8: an add or update failure is the unknown-user flag; a
 * refusal says 'Access denied'.
 */
export function useAccessMutations(target: AccessTarget) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: target.kind === 'site' ? accessKeys.site(target.id) : accessKeys.group(target.id),
      }),
      queryClient.invalidateQueries({ queryKey: configurationKeys.all }),
    ]);
  };
  const failure = (err: unknown) => {
    const key = err instanceof ApiError && err.status === 403 ? 'accessDenied' : 'userAddFailed';
    notify({ level: 'error', message: t(key, { ns: 'error' }) });
  };

  const send = async (grant: GrantInput & { userId: string }, mode: 'add' | 'update') => {
    const body = {
      userId: grant.userId,
      email: grant.email,
      level: grant.level,
      startTime: grant.startTime,
      endTime: grant.endTime,
    };
    if (target.kind === 'site') {
      const input = { siteId: target.id, ...body };
      await (mode === 'add' ? api.access.addSiteUser(input) : api.access.updateSiteUser(input));
    } else {
      const input = { siteGroupId: target.id, ...body };
      await (mode === 'add' ? api.access.addGroupUser(input) : api.access.updateGroupUser(input));
    }
  };

  const add = useMutation({
    mutationFn: async (grant: GrantInput) => {
      const { userId, email } = await resolveGrantee(api, grant.email);
      await send({ ...grant, userId, email }, 'add');
      return email;
    },
    onSuccess: async (email) => {
      notify({ level: 'success', message: t('users.added', { email }) });
      await refresh();
    },
    onError: failure,
  });

  const update = useMutation({
    mutationFn: async (grant: GrantInput & { userId: string }) => send(grant, 'update'),
    onSuccess: async (_answer, grant) => {
      notify({ level: 'success', message: t('users.updated', { email: grant.email }) });
      await refresh();
    },
    onError: failure,
  });

  const remove = useMutation({
    mutationFn: async (entry: Wire.UserAccessEntry) =>
      target.kind === 'site'
        ? api.access.removeSiteUser({ siteId: target.id, userId: entry.userId })
        : api.access.removeGroupUser({ siteGroupId: target.id, userId: entry.userId }),
    onSuccess: async (_answer, entry) => {
      notify({ level: 'success', message: t('users.removed', { email: entry.email }) });
      await refresh();
    },
    onError: (err) =>
      notify({
        level: 'error',
        message: t(err instanceof ApiError && err.status === 403 ? 'accessDenied' : 'apiCallFailed', { ns: 'error' }),
      }),
  });

  return { add, update, remove };
}
