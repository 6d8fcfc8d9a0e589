import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import { ApiError, economicsQueries, errorMessageKey, useHost, type EconomicsView } from '@bess/shared';
import { ECONOMICS_STALE_MS, periodOf } from '../economicsFigures';

/**
 * The economics of a site for the shown period, and the step to another period. spec 4: a step answered with a 204
 * is rejected: the message is shown (spec 8, with the site id) and the previous period stays on screen.
 */
export function useEconomics(siteId: string, initial: EconomicsView) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const [view, setView] = useState<EconomicsView>(initial);
  const [stepping, setStepping] = useState(false);

  // spec 9: refetched when older than 6 units (ECONOMICS_STALE_MS).
  const optionsOf = useCallback(
    (v: EconomicsView) => ({ ...economicsQueries.site(api, siteId, periodOf(v)), staleTime: ECONOMICS_STALE_MS }),
    [api, siteId],
  );
  const query = useQuery(optionsOf(view));

  /** Moves to `next` only once its data has arrived; a failure keeps the current period and says why. */
  const stepTo = useCallback(
    async (next: EconomicsView) => {
      setStepping(true);
      try {
        await queryClient.fetchQuery(optionsOf(next));
        setView(next);
      } catch (err) {
        const values = err instanceof ApiError ? err.i18nValues : {};
        notify({ level: 'error', message: t(errorMessageKey(err), { ns: 'error', ...values }) });
      } finally {
        setStepping(false);
      }
    },
    [notify, optionsOf, queryClient, t],
  );

  return { view, setView, stepTo, stepping, query };
}
