import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsKeys, siteSettingsQueries, useHost, type Wire } from '@bess/shared';

/** The site's tariff policy (GET /Policy; null when none is set). */
export function usePolicy(siteId: string) {
  const { api } = useHost();
  return useQuery(siteSettingsQueries.policy(api, siteId));
}

/** PUT /Policy (null removes it). The stored policy shown changes only when the server has accepted it. */
export function useSavePolicy(siteId: string) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: Wire.Policy | null) => api.policies.update({ siteId, policy }),
    onSuccess: (_answer, policy) => {
      queryClient.setQueryData<Wire.PolicyResponse>(siteSettingsKeys.policy(siteId), { siteId, policy });
      return queryClient.invalidateQueries({ queryKey: siteSettingsKeys.policy(siteId) });
    },
  });
}
