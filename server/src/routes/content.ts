import type { AnyRoute } from '../http/defineRoute';
import { documentsRoutes } from './documents';
import { filesRoutes } from './files';
import { messagesRoutes } from './messages';
import { sharingRoutes } from './sharing';

/**
 * Routes of the content area: BMS and device configuration files, test documents, the message centre and dashboard
 * sharing. The public upload and document links are a Fastify plugin, `publicFileRoutes` in ./files.
 */
export const contentRoutes: AnyRoute[] = [...filesRoutes, ...documentsRoutes, ...messagesRoutes, ...sharingRoutes];
