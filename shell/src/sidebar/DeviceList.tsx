import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import {
  ERROR_NAMESPACE,
  SORT_KEYS,
  activeFilterCount,
  chooseSortKey,
  errorMessageKey,
  toggleSortOrder,
  useHost,
  visibleTree,
  type SortKey,
  useBaseTexts,
} from '@bess/shared';
import { useOptionalShellState } from '../host/ShellState';
import { useLiveStatus } from '../polling/LiveStatusContext';
import { DeviceListbox } from './DeviceListbox';
import { PanelErrorBoundary } from './PanelErrorBoundary';
import { deviceListView, useDeviceListView, type DeviceListView } from './deviceListView';
import { listedDevices } from './listedDevices';
import { toListItems } from './listItems';
import { SearchBox } from './SearchBox';
import { useEmailSearch } from './useEmailSearch';
import { themedModule } from '../theme/themedModule';

// The filters panel is built with antd: its own chunk, loaded when the panel is first wanted (ARCHITECTURE 2).
const loadFiltersPanel = () => import('./FiltersPanel');
const lazyFiltersPanel = () => lazy(themedModule(() => loadFiltersPanel().then((m) => m.FiltersPanel)));

export interface DeviceListProps {
  /** Where the search, filters, sort and toggles are kept; by default the one store the sidebar and the tab share. */
  view?: DeviceListView;
}

/**
 * The sidebar device list (spec 2 and 4): search, filters, sort and toggles above a virtualised
 * listbox of groups, sites and devices. Choosing a row selects it through the host; choosing the selected row again
 * clears the selection (the host does that, spec 4). The desktop sidebar and the mobile device-list tab both mount it.
 */
export function DeviceList({ view = deviceListView }: DeviceListProps) {
  const { t } = useBaseTexts();
  const { configuration, selection, select, navigate, isMobile, api } = useHost();
  const { byId: live } = useLiveStatus();
  const shell = useOptionalShellState();
  const { search, filters: chosenFilters, sort, showGroups, showEmptySites } = useDeviceListView(view);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A new key per opening: the panel starts from the applied filters each time.
  const [filtersSession, setFiltersSession] = useState(0);
  // React.lazy keeps a failed load for good: after a failure the next opening gets a new one, so it really retries.
  const [FiltersPanel, setFiltersPanel] = useState(lazyFiltersPanel);
  const [filtersFailed, setFiltersFailed] = useState(false);

  const email = useEmailSearch(api, chosenFilters.email);
  const filters = useMemo(() => ({ ...chosenFilters, emailIds: email.ids }), [chosenFilters, email.ids]);
  const rows = useMemo(
    () => visibleTree(configuration, { search, filters, liveData: live, showGroups, showEmptySites, sort }),
    [configuration, search, filters, live, showGroups, showEmptySites, sort],
  );
  const items = useMemo(() => toListItems(rows), [rows]);
  useEffect(() => {
    listedDevices.set(
      rows.filter((row) => row.kind === 'device' || row.kind === 'unparentedDevice').map((row) => row.id),
    );
  }, [rows]);
  // A new object whenever the user changes what the list shows (not when the status refreshes).
  const resetKey = useMemo(
    () => ({ search, chosenFilters, sort, showGroups, showEmptySites }),
    [search, chosenFilters, sort, showGroups, showEmptySites],
  );
  const filterCount = activeFilterCount(chosenFilters);

  const selectedId = selection.id;
  const onChoose = useCallback(
    (id: string) => {
      const deselecting = id === selectedId;
      select(id);
      // Mobile: the list is a tab of its own, so choosing a row goes on to home to show it. Choosing the selected row
      // again clears the selection (spec 4); that stays on the list, where the user picks another.
      if (isMobile && !deselecting) navigate('/main/home');
    },
    [select, navigate, isMobile, selectedId],
  );

  const openFilters = () => {
    if (filtersFailed) {
      setFiltersPanel(lazyFiltersPanel);
      setFiltersFailed(false);
    }
    setFiltersSession((n) => n + 1);
    setFiltersOpen(true);
  };

  return (
    // The same list fills the desktop sidebar and, on mobile, the main/device-list tab's page.
    <section className="device-list" aria-label={t('sidebar.title')}>
      <SearchBox value={search} onSearch={(text) => view.update({ search: text })} />
      <div className="device-list-tools">
        <button
          type="button"
          className="device-list-button"
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          // The badge shows only a number: the name says what it counts.
          aria-label={
            filterCount > 0
              ? `${t('sidebar.filters.title')}, ${t('sidebar.filters.active', { count: filterCount })}`
              : undefined
          }
          onClick={openFilters}
          onPointerEnter={() => void loadFiltersPanel()}
          onFocus={() => void loadFiltersPanel()}
        >
          {t('sidebar.filters.title')}
          {filterCount > 0 && (
            <span className="device-list-badge" aria-hidden="true">
              {filterCount}
            </span>
          )}
        </button>
        <label className="device-list-sort">
          <span className="device-list-sr-only">{t('sidebar.sort.title')}</span>
          <select
            value={sort.key}
            onChange={(event) => view.update({ sort: chooseSortKey(sort, event.target.value as SortKey) })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`sidebar.sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <SortOrderButton
          label={t(sort.order === 'asc' ? 'sidebar.sort.ascending' : 'sidebar.sort.descending')}
          descending={sort.order === 'desc'}
          onToggle={() => view.update({ sort: toggleSortOrder(sort) })}
        />
      </div>
      <div className="device-list-toggles">
        <label>
          <input
            type="checkbox"
            checked={showGroups}
            onChange={(event) => {
              view.update({ showGroups: event.target.checked });
              // spec 7: group status is polled only while groups are shown.
              shell?.setShowGroups(event.target.checked);
            }}
          />
          {t('sidebar.showGroups')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={showEmptySites}
            onChange={(event) => view.update({ showEmptySites: event.target.checked })}
          />
          {t('sidebar.showEmptySites')}
        </label>
      </div>
      <p className="device-list-count" role="status">
        {email.pending ? t('sidebar.emailSearching') : t('sidebar.results', { count: rows.length })}
      </p>
      {email.error && (
        <p className="device-list-error" role="alert">
          {t(errorMessageKey(email.error), { ns: ERROR_NAMESPACE })}
        </p>
      )}
      {rows.length === 0 ? (
        !email.pending && <p className="device-list-empty">{t('sidebar.empty')}</p>
      ) : (
        <DeviceListbox
          items={items}
          optionCount={rows.length}
          selectedId={selectedId}
          live={live}
          label={t('sidebar.title')}
          resetKey={resetKey}
          onChoose={onChoose}
        />
      )}
      {filtersSession > 0 && (
        <PanelErrorBoundary
          key={filtersSession}
          fallback={
            <p className="device-list-error" role="alert">
              {t('remote.loadFailedTitle')}
            </p>
          }
          onError={() => {
            setFiltersFailed(true);
            setFiltersOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <FiltersPanel
              open={filtersOpen}
              filters={chosenFilters}
              onApply={(next) => view.update({ filters: next })}
              onClose={() => setFiltersOpen(false)}
            />
          </Suspense>
        </PanelErrorBoundary>
      )}
    </section>
  );
}

interface SortOrderButtonProps {
  /** The current order's name (Ascending or Descending). */
  label: string;
  descending: boolean;
  onToggle(): void;
}

/** spec 4: the sort order toggles ascending and descending. */
function SortOrderButton({ label, descending, onToggle }: SortOrderButtonProps) {
  return (
    <button type="button" className="device-list-button device-list-order" title={label} onClick={onToggle}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d={descending ? 'M8 13V3M4 9l4 4 4-4' : 'M8 3v10M4 7l4-4 4 4'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="device-list-sr-only">{label}</span>
    </button>
  );
}
