import { createEmbedLifecycles } from '@bess/shared';
import { Home } from './Home';
import { Overview } from './Overview';
import { Dashboard } from './Dashboard';
import { MapView } from './MapView';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Home: createEmbedLifecycles(Home),
  Overview: createEmbedLifecycles(Overview),
  Dashboard: createEmbedLifecycles(Dashboard),
  MapView: createEmbedLifecycles(MapView),
};
