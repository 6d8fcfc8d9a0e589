import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { controllableLoadKeys, controllableLoadQueries, useHost } from '@bess/shared';
import type { LoadFields } from '../loadForm';

/** The site's controllable loads (GET /ControllableLoad). */
export function useLoads(siteId: string) {
  const { api } = useHost();
  return useQuery(controllableLoadQueries.list(api, siteId));
}

/** Add, change and remove loads; the list is read again only after the server has answered. */
export function useLoadMutations(siteId: string) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: controllableLoadKeys.site(siteId) });
  const save = useMutation({
    mutationFn: async ({ id, load }: { id?: string; load: LoadFields }) => {
      if (id === undefined) await api.controllableLoads.create({ siteId, ...load });
      else await api.controllableLoads.update({ id, siteId, ...load });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.controllableLoads.remove({ id, siteId }),
    onSuccess: refresh,
  });
  return { save, remove };
}
