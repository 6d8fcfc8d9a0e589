// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Installer } from './expose/Installer';

mountStandalone(document.getElementById('root')!, { Installer });
