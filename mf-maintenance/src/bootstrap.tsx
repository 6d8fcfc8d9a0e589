// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Maintenance } from './expose/Maintenance';
import { Backup } from './expose/Backup';
import { Parameters } from './expose/Parameters';

mountStandalone(document.getElementById('root')!, { Maintenance, Backup, Parameters });
