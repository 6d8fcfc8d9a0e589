import { createEmbedLifecycles } from '@bess/shared';
import { Maintenance } from './Maintenance';
import { Backup } from './Backup';
import { Parameters } from './Parameters';
import { Rollouts } from './Rollouts';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Maintenance: createEmbedLifecycles(Maintenance),
  Backup: createEmbedLifecycles(Backup),
  Parameters: createEmbedLifecycles(Parameters),
  Rollouts: createEmbedLifecycles(Rollouts),
};
