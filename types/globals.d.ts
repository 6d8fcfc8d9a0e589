/** Build id of an app, set by webpack's DefinePlugin (BESS_BUILD_ID, else the package version). */
declare const __BUILD_ID__: string;
/** The shell's pre-built antd stylesheet (issue 17), set by webpack's DefinePlugin in the shell's build only. */
declare const __ANTD_STYLESHEET__: string;
