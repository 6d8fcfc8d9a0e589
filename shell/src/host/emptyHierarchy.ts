import { buildHierarchy, type Hierarchy } from '@bess/shared';

/** The configuration before it is loaded: no groups, sites or devices. */
export const EMPTY_HIERARCHY: Hierarchy = buildHierarchy([], [], []);
