// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Home } from './expose/Home';
import { Overview } from './expose/Overview';
import { Dashboard } from './expose/Dashboard';
import { MapView } from './expose/MapView';

mountStandalone(document.getElementById('root')!, { Home, Overview, Dashboard, MapView });
