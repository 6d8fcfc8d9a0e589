import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeInterfaceLanguage, configurationQueries, useHost, type Wire } from '@bess/shared';

/**
 * spec 7: PUT /User with the user's settings (language, dateFormat, termsNumber, termsDate). On success the new
 * language applies at once and the cached GET /User answer takes the new values, so the host's user (and the dialogs
 * that read it) change without a reload.
 */
export function useUpdateUserSettings() {
  const { api, i18n } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Wire.UpdateUserSettingsBody) => {
      await api.user.updateSettings(settings);
      return settings;
    },
    onSuccess: async (settings) => {
      if (settings.language) {
        // The setting is stored; if its texts cannot be fetched now, it still applies on the next load.
        await changeInterfaceLanguage(i18n, settings.language).catch(() => undefined);
      }
      const { queryKey } = configurationQueries.user(api);
      // A GET /User already under way would answer with the old values and reopen the dialogs.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (user) => (user ? { ...user, ...settings } : user));
    },
  });
}
