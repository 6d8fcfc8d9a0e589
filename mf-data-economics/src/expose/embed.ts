import { createEmbedLifecycles } from '@bess/shared';
import { Data } from './Data';
import { Economics } from './Economics';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Data: createEmbedLifecycles(Data),
  Economics: createEmbedLifecycles(Economics),
};
