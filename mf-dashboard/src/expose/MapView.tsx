import { WithNamespace } from '@bess/shared';
import { MapPage } from '../features/map/MapPage';
import { TEXTS } from '../i18n';

/** map (spec 2): sites coloured by status. Leaflet comes in with this module only, which the shell loads lazily. */
export function MapView() {
  return (
    <WithNamespace namespace={TEXTS}>
      <MapPage />
    </WithNamespace>
  );
}
