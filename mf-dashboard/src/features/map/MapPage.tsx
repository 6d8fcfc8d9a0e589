import { useCallback, useDeferredValue, useMemo } from 'react';
import { theme } from 'antd';
import { useTexts } from '../../i18n';
import { TabPage, useHost } from '@bess/shared';
import { BUILD_ID } from '../../buildInfo';
import { MapLegend } from './components/MapLegend';
import { SiteList } from './components/SiteList';
import { SiteMap, type SiteMapLabels } from './components/SiteMap';
import { useMapSiteStatus } from './hooks/useMapSiteStatus';
import { countByState, hasCoordinates, siteMarkers, type SiteMarker } from './mapMarkers';

const MAP_HEIGHT = 'max(360px, calc(100vh - 280px))';
const MOBILE_MAP_HEIGHT = 360;

/** Tile servers whose licence asks for a visible credit. */
function needsOsmCredit(tileUrl: string | null): boolean {
  return tileUrl !== null && /openstreetmap\.(org|fr|de)/i.test(tileUrl);
}

/**
 * spec 2 map (partner admin and above; the shell guards the route): every site the user may see at its coordinates,
 * coloured by status, with a legend. Choosing a site (its marker, or its button in the list beside the map) selects it
 * and opens main/home.
 */
const NO_MARKERS: SiteMarker[] = [];

export function MapPage() {
  // antd's tokens, so that the colours follow the light or dark theme
  const { token } = theme.useToken();
  const { t } = useTexts();
  const { configuration, settings, selection, select, navigate, isMobile } = useHost();
  const sites = configuration.sites;
  const placedIds = useMemo(() => sites.filter(hasCoordinates).map((s) => s.siteId), [sites]);
  const status = useMapSiteStatus(placedIds);
  const { markers, withoutCoordinates } = useMemo(() => siteMarkers(sites, status.byId), [sites, status.byId]);
  const counts = useMemo(() => countByState(markers), [markers]);
  // The list of every site beside the map renders after the markers are drawn (1,000 sites are drawn within 1 s, and a
  // thousand list buttons in the same render hold the canvas back). It starts empty and follows in the background.
  const listMarkers = useDeferredValue(markers, NO_MARKERS);

  const open = useCallback(
    (siteId: string) => {
      // spec 4: selecting the selected item again clears the selection; opening it must keep it selected.
      if (selection.id !== siteId) select(siteId);
      navigate('/main/home');
    },
    [selection.id, select, navigate],
  );
  const describe = useCallback(
    (marker: SiteMarker) => t('map.siteState', { name: marker.siteName, state: t(`states.${marker.state}`) }),
    [t],
  );
  const labels = useMemo<SiteMapLabels>(
    () => ({
      map: t('map.region', { count: markers.length }),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      attribution: needsOsmCredit(settings.mapTileUrl) ? t('map.osmAttribution') : null,
    }),
    [t, markers.length, settings.mapTileUrl],
  );

  const mapHeight = isMobile ? MOBILE_MAP_HEIGHT : MAP_HEIGHT;
  return (
    <TabPage titleKey="nav.map" build={BUILD_ID}>
      {sites.length === 0 ? (
        <p role="note" style={{ margin: '0 0 12px' }}>
          {t('map.noSites')}
        </p>
      ) : null}
      {withoutCoordinates > 0 ? (
        <p role="note" style={{ margin: '0 0 12px', color: token.colorTextSecondary }}>
          {t('map.withoutCoordinates', { count: withoutCoordinates })}
        </p>
      ) : null}
      {status.isError ? (
        <p role="alert" style={{ margin: '0 0 12px', color: token.colorErrorText }}>
          {t('map.statusFailed')}
        </p>
      ) : null}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: isMobile ? '1fr' : 'minmax(0, 1fr) 280px',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <SiteMap
          markers={markers}
          tileUrl={settings.mapTileUrl}
          selectedId={selection.id}
          labels={labels}
          describe={describe}
          onSelect={open}
          statusReady={status.isReady}
          height={mapHeight}
        />
        <div style={{ display: 'grid', gap: 16 }}>
          <MapLegend counts={counts} />
          <SiteList
            markers={listMarkers}
            selectedId={selection.id}
            onSelect={open}
            maxHeight={isMobile ? 320 : 'max(160px, calc(100vh - 620px))'}
          />
        </div>
      </div>
    </TabPage>
  );
}
