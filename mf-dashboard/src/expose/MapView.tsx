import { MapPage } from '../features/map/MapPage';

/** map (spec 2): sites coloured by status. Leaflet comes in with this module only, which the shell loads lazily. */
export function MapView() {
  return <MapPage />;
}
