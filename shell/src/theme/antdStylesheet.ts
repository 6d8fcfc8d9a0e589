/** The URL of the pre-built antd stylesheet of this build, or null where there is none (tests, a remote alone). */
const STYLESHEET: string | null = typeof __ANTD_STYLESHEET__ === 'undefined' ? null : __ANTD_STYLESHEET__;

/** One link per stylesheet, however many modules wait for it. */
const linked = new Map<string, Promise<void>>();

/**
 * Issue 17: links the shell's pre-built antd stylesheet (shared/build/antdStylesheet.cjs) and settles when it has
 * loaded or failed. Whatever draws antd first must wait for it: antd reads the sheet's map of pre-built styles once,
 * when its first style registers, and generates at run time every style the map does not name (so a sheet that
 * failed to load costs speed, never styles). Linked at the top of <head>, where antd puts the styles it injects:
 * before the shell's stylesheet and the apps' own styles, which must still win over antd's.
 */
export function antdStylesheetReady(href: string | null = STYLESHEET): Promise<void> {
  if (href === null) return Promise.resolve();
  let ready = linked.get(href);
  if (ready) return ready;
  ready = new Promise<void>((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => settle());
    link.addEventListener('error', () => {
      console.warn('The antd stylesheet did not load; antd generates its styles instead', href);
      settle();
    });
    document.head.prepend(link);
  });
  linked.set(href, ready);
  return ready;
}
