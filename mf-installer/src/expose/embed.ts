import { createEmbedLifecycles } from '@bess/shared';
import { Installer } from './Installer';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Installer: createEmbedLifecycles(Installer),
};
