import { createEmbedLifecycles } from '@bess/shared';
import { Schedule } from './Schedule';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Schedule: createEmbedLifecycles(Schedule),
};
