/** Build id of an app, set by webpack's DefinePlugin (BESS_BUILD_ID, else the package version). */
declare const __BUILD_ID__: string;
/** The parts of the shell's pre-built antd stylesheet, in their order; set in the shell's build only. */
declare const __ANTD_STYLESHEETS__: readonly string[];
