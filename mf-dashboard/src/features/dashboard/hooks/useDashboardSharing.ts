import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import { siteSettingsKeys, siteSettingsQueries, useHost, type Wire } from '@bess/shared';

/** What a change of sharing sends besides the dashboard id. */
export type SharingChange = Omit<Wire.UpdateDashboardSharingBody, 'id'>;

/**
 * The sharing state of a dashboard (designed GET /DashboardSharing) and its change (PUT). Only for a signed-in user:
 * an anonymous viewer never asks. A failed change shows spec 8's update error as a snackbar; the caller shows the
 * load error where the controls would be.
 */
export function useDashboardSharing(id: string) {
  const { api, notify, user, shareToken } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const enabled = user !== null && shareToken === null;
  const query = useQuery({ ...siteSettingsQueries.sharing(api, id), enabled });
  const mutation = useMutation({
    mutationFn: (change: SharingChange) => api.sharing.update({ id, ...change }),
    onSuccess: (answer) => queryClient.setQueryData(siteSettingsKeys.sharing(id), answer),
    onError: () => notify({ level: 'error', message: t('dashboardUpdateFailed', { ns: 'error' }) }),
  });
  return { enabled, query, mutation };
}
