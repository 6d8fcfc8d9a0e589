import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import { configurationKeys, configurationQueries, useHost, type Wire } from '@bess/shared';
import { refusedFields } from '@bess/shared/forms';

/** The import and export price of a site, per kWh in its currency. */
export interface PricePair {
  newPrice: number;
  newPriceExport: number;
}

/**
 * spec 7 PUT /UpdatePrice: import and export price sent as a pair (spec 5). On success the cached configuration is
 * patched so the new price shows at once, then refetched; failure says 'Api call failed', or, when the API refused a
 * price, to check the marked fields (the form names them).
 */
export function useUpdatePrice(siteId: string) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: PricePair) => api.economics.updatePrice({ siteId, ...prices }),
    onSuccess: async (_answer, prices) => {
      const { queryKey } = configurationQueries.hierarchy(api);
      queryClient.setQueryData<Wire.ConfigurationResponse>(queryKey, (old) =>
        old
          ? {
              ...old,
              sites: old.sites.map((site) =>
                site.siteId === siteId
                  ? { ...site, electricityPriceImport: prices.newPrice, electricityPriceExport: prices.newPriceExport }
                  : site,
              ),
            }
          : old,
      );
      notify({ level: 'success', message: t('economics.priceUpdated') });
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
    onError: (error) =>
      notify({
        level: 'error',
        message:
          refusedFields(error).length > 0
            ? t('validation.checkFields', { ns: 'error' })
            : t('apiCallFailed', { ns: 'error' }),
      }),
  });
}
