import type { AnyRoute } from '../http/defineRoute';

/** Routes of this resource (see server/README.md for who owns what). */
export const accessRoutes: AnyRoute[] = [];
