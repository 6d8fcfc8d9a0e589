import { nextTask } from '@bess/shared';

/** The parts of the pre-built antd stylesheet of this build, in order; none where there is none (tests, a remote alone). */
const STYLESHEETS: readonly string[] = typeof __ANTD_STYLESHEETS__ === 'undefined' ? [] : __ANTD_STYLESHEETS__;

/** One set of links per stylesheet, however many modules wait for it. */
const linked = new Map<string, Promise<void>>();

/** Links one part after `previous` (or first in <head>) and settles when it has loaded or failed. */
function linkPart(href: string, previous: HTMLLinkElement | null): { link: HTMLLinkElement; done: Promise<void> } {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const done = new Promise<void>((settle) => {
    link.addEventListener('load', () => settle());
    link.addEventListener('error', () => {
      console.warn('The antd stylesheet did not load; antd generates its styles instead', href);
      settle();
    });
  });
  if (previous) previous.after(link);
  else document.head.prepend(link);
  return { link, done };
}

/**
 * Links the shell's pre-built antd stylesheet (shared/build/antdStylesheet.cjs) and settles when every part
 * has loaded or failed. Whatever draws antd first must wait for it: antd reads the sheet's map of pre-built styles
 * once, when its first style registers, and generates at run time every style the map does not name (so a sheet that
 * failed to load costs speed, never styles). Linked at the top of <head>, where antd puts the styles it injects:
 * before the shell's stylesheet and the apps' own styles, which must still win over antd's.
 *
 * The parts are linked in their order, one task after another: a part that comes from the browser's cache is parsed
 * in the task that links it, and the whole sheet in one task is a long task on a phone (docs/performance.md). All
 * are requested within those few tasks, so none waits for another's download.
 */
export function antdStylesheetReady(hrefs: readonly string[] = STYLESHEETS): Promise<void> {
  if (hrefs.length === 0) return Promise.resolve();
  const key = hrefs.join(' ');
  let ready = linked.get(key);
  if (ready) return ready;
  ready = (async () => {
    const loads: Promise<void>[] = [];
    let previous: HTMLLinkElement | null = null;
    for (const [index, href] of hrefs.entries()) {
      if (index > 0) await nextTask();
      const part = linkPart(href, previous);
      previous = part.link;
      loads.push(part.done);
    }
    await Promise.all(loads);
  })();
  linked.set(key, ready);
  return ready;
}
