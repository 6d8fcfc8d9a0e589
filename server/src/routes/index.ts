import type { AnyRoute } from '../http/defineRoute';
import { withWriteRights } from '../http/writeRights';
import { configurationRoutes } from './configuration';
import { sitesRoutes } from './sites';
import { accessRoutes } from './access';
import { statusRoutes } from './status';
import { logsRoutes } from './logs';
import { telemetryRoutes } from './telemetry';
import { economicsRoutes } from './economics';
import { alarmsRoutes } from './alarms';
import { commandsRoutes } from './commands';
import { scheduleRoutes } from './schedule';
import { planRoutes } from './plan';
import { controllableLoadsRoutes } from './controllableLoads';
import { parametersRoutes } from './parameters';
import { rolloutRoutes } from './rollouts';
import { contentRoutes } from './content';
import { dashboardRoutes } from './dashboards';
import { userRoutes } from './user';

/**
 * Every route of the API, one module per resource. A test checks that every call of ENDPOINTS is here. Each write
 * runs its entry of the write-rights table (http/writeRights.ts) before its handler.
 */
export const ALL_ROUTES: readonly AnyRoute[] = [
  ...userRoutes,
  ...configurationRoutes,
  ...sitesRoutes,
  ...accessRoutes,
  ...statusRoutes,
  ...logsRoutes,
  ...telemetryRoutes,
  ...economicsRoutes,
  ...alarmsRoutes,
  ...commandsRoutes,
  ...scheduleRoutes,
  ...planRoutes,
  ...controllableLoadsRoutes,
  ...parametersRoutes,
  ...rolloutRoutes,
  ...contentRoutes,
  ...dashboardRoutes,
].map(withWriteRights);
