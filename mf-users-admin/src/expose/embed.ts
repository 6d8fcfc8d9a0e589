import { createEmbedLifecycles } from '@bess/shared';
import { Users } from './Users';
import { Management } from './Management';
import { AdminPanel } from './AdminPanel';
import { AuditLog } from './AuditLog';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  Users: createEmbedLifecycles(Users),
  Management: createEmbedLifecycles(Management),
  AdminPanel: createEmbedLifecycles(AdminPanel),
  AuditLog: createEmbedLifecycles(AuditLog),
};
