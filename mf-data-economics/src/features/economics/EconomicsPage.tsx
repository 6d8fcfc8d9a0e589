import { Suspense, lazy, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Empty, Flex, Switch, Typography } from 'antd';
import { useTexts } from '../../i18n';
import {
  ApiError,
  NoContentError,
  SelectionType,
  calendarDateIn,
  compareDates,
  AccessLevel,
  currencySymbol,
  errorMessageKey,
  lazyPart,
  levelAllows,
  stepEconomicsView,
  useAfterFirstPaint,
  useHost,
  usePreloadAfterFirstPaint,
  weekOf,
  type Alignment,
  type CalendarDate,
  type Site,
} from '@bess/shared';
import { refusedFields } from '@bess/shared/forms';
import { EconomicsChart } from './components/EconomicsChart';
import { EconomicsSummary } from './components/EconomicsSummary';
import { PeriodNavigator } from './components/PeriodNavigator';
import { totalsOf, type Prices } from './economicsFigures';
import { useEconomics } from './hooks/useEconomics';
import { useUpdatePrice } from './hooks/useUpdatePrice';

// The table and the price form are below the summary and the chart, and each is a chunk of its own: antd's table, form,
// number inputs and dialog (about 75 KB gzip) are not waited for by the tab's first paint. Both are asked for once that
// paint is done, so the table is there by the time the figures are.
const economicsTable = lazyPart(() => import('./components/EconomicsTable').then((m) => m.EconomicsTable));
const { Part: EconomicsTable } = economicsTable;
const PriceForm = lazy(() => import('./components/PriceForm').then((m) => ({ default: m.PriceForm })));

export interface EconomicsPageProps {
  /** The clock; tests pass a fixed one. "Today" is taken in the site's timezone. */
  now?: () => Date;
}

/** main/economics (spec 2: site only; the shell hides it when the device type is not XEAM). */
export function EconomicsPage({ now = () => new Date() }: EconomicsPageProps) {
  const { selection, configuration, timezone } = useHost();
  const { t } = useTexts();
  const site = selection.selectionType === SelectionType.SITE ? configuration.sitesById.get(selection.id ?? '') : null;
  if (!site) return <Empty description={t('economics.selectSite')} />;
  const today = calendarDateIn(now(), timezone) ?? calendarDateIn(now(), 'GMT')!;
  // Keyed by site: another site starts again on today's day.
  return <SiteEconomics key={site.siteId} site={site} today={today} />;
}

interface SiteEconomicsProps {
  site: Site;
  today: CalendarDate;
}

function SiteEconomics({ site, today }: SiteEconomicsProps) {
  const { t } = useTexts();
  const economics = useEconomics(site.siteId, { alignment: 'day', ...today });
  const { setView, stepTo, stepping } = economics;
  const { data, isPending, isError, error } = economics.query;
  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // period and its figures are drawn from a deferred copy instead, so React renders the summary, the chart and the
  // table (each memoised) in slices, and the period's name never shows beside another period's figures.
  const asked = useMemo(
    () => ({ view: economics.view, query: { data, isPending, isError, error } }),
    [economics.view, data, isPending, isError, error],
  );
  const { view, query } = useDeferredValue(asked);
  const [weekOnly, setWeekOnly] = useState(false);
  // The price just saved, shown at once until the refetched configuration carries it.
  const [savedPrices, setSavedPrices] = useState<Prices | null>(null);
  const updatePrice = useUpdatePrice(site.siteId);
  const { user } = useHost();
  const painted = useAfterFirstPaint();
  usePreloadAfterFirstPaint(economicsTable);
  // PUT /UpdatePrice takes NormalUser (10) or better on the site (lower is more); a read-only user sees the prices in
  // the summary and no form. A user who sees every site (super admin) has no per-site level and uses their own.
  const mayChangePrice = levelAllows(
    site.level ?? user?.userAccessLevelNumber ?? AccessLevel.NoUser,
    AccessLevel.NormalUser,
  );
  const prices: Prices = useMemo(
    () => savedPrices ?? { importPrice: site.electricityPriceImport, exportPrice: site.electricityPriceExport },
    [savedPrices, site.electricityPriceImport, site.electricityPriceExport],
  );
  const currency = currencySymbol(site.country);

  const points = useMemo(() => query.data?.data ?? [], [query.data]);
  // spec 9: the week is the first 7 days of the month series.
  const shown = useMemo(
    () => (view.alignment === 'month' && weekOnly ? weekOf(points) : points),
    [view.alignment, weekOnly, points],
  );
  const totals = useMemo(() => totalsOf(shown), [shown]);

  const changeAlignment = (alignment: Alignment) => {
    // A forward step in months or years can clamp the day past today; a finer alignment starts from today then.
    const anchor = compareDates(economics.view, today) > 0 ? today : economics.view;
    setView({ ...anchor, alignment });
  };
  const step = (direction: 1 | -1) => {
    const next = stepEconomicsView(economics.view, direction, today);
    if (next) void stepTo(next);
  };

  return (
    <Flex vertical gap="middle">
      <PeriodNavigator view={view} today={today} busy={stepping} onAlignmentChange={changeAlignment} onStep={step} />
      {view.alignment === 'month' && (
        <Flex gap="small" align="center">
          <Switch id="economics-first-week" size="small" checked={weekOnly} onChange={setWeekOnly} />
          <label htmlFor="economics-first-week">{t('economics.firstWeek')}</label>
        </Flex>
      )}
      {query.isPending ? (
        // The summary's cards and the chart's box at their final size while the period loads (no layout shift).
        <>
          <EconomicsSummary totals={null} prices={prices} currency={currency} />
          <EconomicsChart points={null} />
        </>
      ) : query.isError ? (
        <EconomicsError error={query.error} />
      ) : (
        <>
          <EconomicsSummary totals={totals} prices={prices} currency={currency} />
          <EconomicsChart points={shown} />
          <Suspense fallback={null}>
            <EconomicsTable points={shown} />
          </Suspense>
        </>
      )}
      {painted && (
        <Suspense fallback={null}>
          <PriceForm
            readOnly={!mayChangePrice}
            siteId={site.siteId}
            refused={refusedFields(updatePrice.error)}
            prices={prices}
            currency={currency}
            saving={updatePrice.isPending}
            onSave={(pair) =>
              updatePrice.mutate(pair, {
                onSuccess: () => setSavedPrices({ importPrice: pair.newPrice, exportPrice: pair.newPriceExport }),
              })
            }
          />
        </Suspense>
      )}
    </Flex>
  );
}

/** A period without data (spec 4: a 204) is empty, not broken; other failures say so (spec 8). */
function EconomicsError({ error }: { error: unknown }) {
  const { t } = useTexts();
  const values = error instanceof ApiError ? error.i18nValues : {};
  const message = t(errorMessageKey(error), { ns: 'error', ...values });
  if (error instanceof NoContentError) return <Empty description={message} />;
  return <Alert type="error" showIcon title={<Typography.Text>{message}</Typography.Text>} />;
}
