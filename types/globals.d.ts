/** Build id of an app, set by webpack's DefinePlugin (BESS_BUILD_ID, else the package version). */
declare const __BUILD_ID__: string;
