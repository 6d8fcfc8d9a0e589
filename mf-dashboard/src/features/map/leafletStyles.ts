import leafletCss from 'leaflet/dist/leaflet.css?raw';

const STYLE_ID = 'bess-leaflet-css';

/**
 * Puts Leaflet's stylesheet into the page once: the map's panes are laid out by it. Its rules only name `.leaflet-*`
 * classes, so nothing outside the map changes. The remote has no CSS pipeline; the text comes in with the map's chunk.
 */
export function ensureLeafletStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = leafletCss;
  doc.head.appendChild(style);
}
