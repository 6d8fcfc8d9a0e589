import { useCallback } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, accessKeys, accessQueries, configurationKeys, useHost, type Wire } from '@bess/shared';
import { refusedFields } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import {
  grantCall,
  grantOf,
  inheritedAccess,
  type AccessTarget,
  type GrantInput,
  type GroupAbove,
} from '../accessRules';
import { resolveGrantee } from '../grantee';

/** A grant as the dialog gives it; a change may not know the person's id yet (it is looked up by e-mail). */
export type GrantRequest = Omit<GrantInput, 'userId'> & { userId?: string };

/** spec 7: GET /UserSite or /UserSiteGroup of the target, at the time of asking. */
export function useAccessList(target: AccessTarget) {
  const { api } = useHost();
  const site = useQuery({ ...accessQueries.site(api, target.id), enabled: target.kind === 'site' });
  const group = useQuery({ ...accessQueries.group(api, target.id), enabled: target.kind === 'group' });
  return target.kind === 'site' ? site : group;
}

/**
 * The grants on the groups above the object, valid now: each reaches the object (spec 7: GET /UserSiteGroup per
 * group). They share the groups' own keys, so a change made on a group's users tab shows here too.
 */
export function useInheritedAccess(groups: readonly GroupAbove[]) {
  const { api } = useHost();
  const combine = useCallback(
    (answers: UseQueryResult<Wire.UserAccessResponse>[]) => inheritedAccess(groups, answers),
    [groups],
  );
  return useQueries({ queries: groups.map((group) => accessQueries.group(api, group.id)), combine });
}

/**
 * The grant of an e-mail on the target as the API has it now, asked again (another administrator may have added it
 * since the list was read); else the one valid at `at` (a grant that starts later is not among those valid now).
 */
export function useGrantLookup(target: AccessTarget) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  return async (email: string, at?: string): Promise<Wire.UserAccessEntry | null> => {
    const read = (dateTime?: string) =>
      target.kind === 'site'
        ? queryClient.fetchQuery({ ...accessQueries.site(api, target.id, dateTime), staleTime: 0 })
        : queryClient.fetchQuery({ ...accessQueries.group(api, target.id, dateTime), staleTime: 0 });
    const now = grantOf((await read()).users, email);
    if (now || !at || Date.parse(at) <= Date.now()) return now;
    return grantOf((await read(at)).users, email);
  };
}

/**
 * Add, change and remove grants on the target. Each success refetches the target's users and the configuration (a
 * grant to oneself changes what the sidebar shows). spec 8: an add or update failure is the unknown-user flag; a
 * refusal says 'Access denied'. A refusal that names fields is the form's to show beside them, not a notice.
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
  const failure = (fallback: 'userAddFailed' | 'apiCallFailed') => (err: unknown) => {
    if (refusedFields(err).length > 0) return;
    const key = err instanceof ApiError && err.status === 403 ? 'accessDenied' : fallback;
    notify({ level: 'error', message: t(key, { ns: 'error' }) });
  };

  const send = async (grant: GrantInput, mode: 'add' | 'update') => {
    const call = grantCall(target, mode, grant);
    switch (call.name) {
      case 'addSiteUser':
        return api.access.addSiteUser(call.body);
      case 'updateSiteUser':
        return api.access.updateSiteUser(call.body);
      case 'addSiteGroupUser':
        return api.access.addGroupUser(call.body);
      case 'updateSiteGroupUser':
        return api.access.updateGroupUser(call.body);
    }
  };

  const add = useMutation({
    mutationFn: async (grant: GrantRequest) => {
      const { userId, email } = await resolveGrantee(api, grant.email);
      await send({ ...grant, userId, email }, 'add');
      return email;
    },
    onSuccess: async (email) => {
      notify({ level: 'success', message: t('users.added', { email }) });
      await refresh();
    },
    onError: failure('userAddFailed'),
  });

  const update = useMutation({
    mutationFn: async (grant: GrantRequest) => {
      // A grant the list did not show (it starts later) is changed by e-mail: the person exists, so this only looks up.
      const userId = grant.userId ?? (await resolveGrantee(api, grant.email)).userId;
      await send({ ...grant, userId }, 'update');
    },
    onSuccess: async (_answer, grant) => {
      notify({ level: 'success', message: t('users.updated', { email: grant.email }) });
      await refresh();
    },
    onError: failure('userAddFailed'),
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
    onError: failure('apiCallFailed'),
  });

  return { add, update, remove };
}
