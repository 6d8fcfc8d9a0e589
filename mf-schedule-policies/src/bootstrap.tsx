// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Schedule } from './expose/Schedule';

mountStandalone(document.getElementById('root')!, { Schedule });
