// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Data } from './expose/Data';
import { Economics } from './expose/Economics';

mountStandalone(document.getElementById('root')!, { Data, Economics });
