import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import { ensureLeafletStyles } from '../leafletStyles';
import { MARKER_COLOURS, countByState, type SiteMarker } from '../mapMarkers';

/** Texts the map shows, already translated. */
export interface SiteMapLabels {
  /** Accessible name of the map region. */
  map: string;
  zoomIn: string;
  zoomOut: string;
  /** Credit of the tile server, or null when none is needed. */
  attribution: string | null;
}

export interface SiteMapProps {
  markers: readonly SiteMarker[];
  /** Tile URL template ({z}/{x}/{y}); null: a plain background with the markers only. */
  tileUrl: string | null;
  selectedId: string | null;
  labels: SiteMapLabels;
  /** The hover text of a marker (site name and state). */
  describe(marker: SiteMarker): string;
  onSelect(siteId: string): void;
  /** Set as data-status-ready on the map container, for tests and the benchmark. */
  statusReady: boolean;
  height: number | string;
}

const MARKER_RADIUS_PX = 7;
const SELECTED_RADIUS_PX = 9;
// Where the map looks before it knows any site (Europe, where the fleet is); fitted to the sites at once.
const INITIAL_CENTRE: L.LatLngTuple = [54, 10];
const INITIAL_ZOOM = 4;
// A single site must not zoom to street level.
const FIT_MAX_ZOOM = 12;

function markerStyle(marker: SiteMarker, selected: boolean): L.CircleMarkerOptions {
  const colour = MARKER_COLOURS[marker.state];
  return {
    radius: selected ? SELECTED_RADIUS_PX : MARKER_RADIUS_PX,
    fillColor: colour.fill,
    fillOpacity: 1,
    color: selected ? '#111827' : colour.stroke,
    weight: selected ? 3 : 1.5,
  };
}

interface PlacedMarker {
  layer: L.CircleMarker;
  marker: SiteMarker;
  selected: boolean;
}

/**
 * The sites as circle markers on one canvas (Leaflet's canvas renderer: 1,000 markers draw in one pass, where 1,000
 * SVG or DOM markers would not), over the tiles when there are any. Canvas markers cannot take keyboard focus; the
 * page lists the same sites as buttons beside the map. After the markers are drawn the container carries
 * data-sites-rendered (their number) and data-state-counts.
 */
export function SiteMap({
  markers,
  tileUrl,
  selectedId,
  labels,
  describe,
  onSelect,
  statusReady,
  height,
}: SiteMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const placedRef = useRef(new Map<string, PlacedMarker>());
  // Handlers are read through refs so that markers need no rebinding when the page re-renders.
  const onSelectRef = useRef(onSelect);
  const describeRef = useRef(describe);
  useEffect(() => {
    onSelectRef.current = onSelect;
    describeRef.current = describe;
  });

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    ensureLeafletStyles(container.ownerDocument);
    const map = L.map(container, {
      preferCanvas: true,
      renderer: L.canvas({ tolerance: 4 }),
      zoomControl: false,
      attributionControl: false,
      keyboard: true,
      minZoom: 2,
      worldCopyJump: true,
    }).setView(INITIAL_CENTRE, INITIAL_ZOOM);
    const layer = L.layerGroup().addTo(map);
    mapRef.current = map;
    layerRef.current = layer;
    const placed = placedRef.current;
    // The page's layout can change the map's size (the side menu, a rotated phone): Leaflet must measure again.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    return () => {
      resize?.disconnect();
      placed.clear();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  // Zoom buttons with translated titles.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [labels.zoomIn, labels.zoomOut]);

  // Tiles, when a tile server is configured. Unreachable tiles simply stay empty: the markers are drawn regardless.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    const credit = labels.attribution
      ? L.control.attribution({ prefix: false }).addAttribution(labels.attribution).addTo(map)
      : null;
    return () => {
      tiles.remove();
      credit?.remove();
    };
  }, [tileUrl, labels.attribution]);

  // The markers: added, moved, restyled or removed one by one, so a status poll only recolours what changed.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    const container = containerRef.current;
    if (!map || !layer || !container) return;
    const placed = placedRef.current;
    const wanted = new Set(markers.map((m) => m.siteId));
    let sitesChanged = false;
    for (const [siteId, entry] of placed) {
      if (wanted.has(siteId)) continue;
      layer.removeLayer(entry.layer);
      placed.delete(siteId);
      sitesChanged = true;
    }
    for (const marker of markers) {
      const selected = marker.siteId === selectedId;
      const entry = placed.get(marker.siteId);
      if (!entry) {
        const circle = L.circleMarker([marker.latitude, marker.longitude], markerStyle(marker, selected));
        const siteId = marker.siteId;
        circle.on('click', () => onSelectRef.current(siteId));
        circle.on('mouseover', () => {
          const current = placed.get(siteId);
          if (!current) return;
          // Text, never HTML: site names are user input.
          const text = container.ownerDocument.createElement('span');
          text.textContent = describeRef.current(current.marker);
          map.openTooltip(text, circle.getLatLng(), { direction: 'top', offset: [0, -MARKER_RADIUS_PX] });
        });
        circle.on('mouseout', () => map.closeTooltip());
        layer.addLayer(circle);
        placed.set(siteId, { layer: circle, marker, selected });
        sitesChanged = true;
        continue;
      }
      if (entry.marker.latitude !== marker.latitude || entry.marker.longitude !== marker.longitude) {
        entry.layer.setLatLng([marker.latitude, marker.longitude]);
        sitesChanged = true;
      }
      if (entry.marker.state !== marker.state || entry.selected !== selected) {
        entry.layer.setStyle(markerStyle(marker, selected));
        if (selected) entry.layer.bringToFront();
      }
      entry.marker = marker;
      entry.selected = selected;
    }
    if (sitesChanged && markers.length > 0) {
      const bounds = L.latLngBounds(markers.map((m): L.LatLngTuple => [m.latitude, m.longitude]));
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false });
    }
    // The canvas draws in the next animation frame; this callback runs after Leaflet's, when the markers are on screen.
    const counts = Object.entries(countByState(markers))
      .map(([state, count]) => `${state}:${count}`)
      .join(' ');
    const frame = requestAnimationFrame(() => {
      container.setAttribute('data-sites-rendered', String(placed.size));
      container.setAttribute('data-state-counts', counts);
    });
    return () => cancelAnimationFrame(frame);
  }, [markers, selectedId]);

  // isolation: Leaflet's panes and controls use z-indexes up to 1000; they must not rise above the shell's header.
  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={labels.map}
      data-testid="site-map"
      data-status-ready={statusReady ? 'true' : 'false'}
      style={{ height, width: '100%', background: '#e8eef3', borderRadius: 8, isolation: 'isolate' }}
    />
  );
}
