/** This remote's build id (BESS_BUILD_ID at build time, else the package version); shown on its pages. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'undefined' ? 'dev' : __BUILD_ID__;
