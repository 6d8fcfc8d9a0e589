/**
 * The scroll bar measurement of `@rc-component/util` (its `getScrollBarSize` module), measured once per kind of scroll
 * bar instead of once per call. The build puts this file in place of that module in every app
 * (`shared/build/createWebpackConfig.cjs`); its two exports are the module's.
 *
 * Why: antd's table measures the scroll bar of its body when it mounts, and a modal that opens measures the page's.
 * Each measurement adds a `<style>` for the probe's `::-webkit-scrollbar`, appends the probe, reads its size and
 * removes both: a change of the page's stylesheets, so the whole page's style is worked out again and laid out, in the
 * middle of React's commit. A tab with several tables paid that once per table, 180 ms at a phone's 4x slowdown on the
 * management tab. The width depends only on the scroll bar's own style (`scrollbar-width`, `scrollbar-color` and the
 * `::-webkit-scrollbar` size): reading those is a style lookup with no change to the page, and two scroll bars that
 * read the same measure the same. The library's own `getScrollBarSize()` keeps its one measurement for the page's
 * life in the same way.
 */

export interface ScrollBarSize {
  width: number;
  height: number;
}

/** The scroll bar's own style: what its size depends on, read without changing anything in the page. */
interface ScrollBarStyle {
  scrollbarWidth: string;
  scrollbarColor: string;
  webkitWidth: string;
  webkitHeight: string;
}

const measured = new Map<string, ScrollBarSize>();
let probes = 0;

function styleOf(target: Element): ScrollBarStyle {
  const own = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  return {
    scrollbarWidth: own.scrollbarWidth,
    scrollbarColor: own.scrollbarColor,
    webkitWidth: webkit.width,
    webkitHeight: webkit.height,
  };
}

/** A probe of 100 × 100 px that scrolls both ways, in the given scroll bar style: its size less its content's. */
function measure(style: ScrollBarStyle | null): ScrollBarSize {
  probes += 1;
  const id = `bess-scrollbar-probe-${probes}`;
  const probe = document.createElement('div');
  probe.id = id;
  Object.assign(probe.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: '100px',
    height: '100px',
    overflow: 'scroll',
  });
  let sheet: HTMLStyleElement | null = null;
  if (style) {
    Object.assign(probe.style, { scrollbarWidth: style.scrollbarWidth, scrollbarColor: style.scrollbarColor });
    // A ::-webkit-scrollbar size can only be given through a style sheet; most scroll bars have none, and then no
    // sheet is added at all.
    const width = Number.parseInt(style.webkitWidth, 10) ? `width: ${style.webkitWidth};` : '';
    const height = Number.parseInt(style.webkitHeight, 10) ? `height: ${style.webkitHeight};` : '';
    if (width || height) {
      sheet = document.createElement('style');
      sheet.textContent = `#${id}::-webkit-scrollbar { ${width} ${height} }`;
      document.head.appendChild(sheet);
    }
  }
  document.body.appendChild(probe);
  const size = { width: probe.offsetWidth - probe.clientWidth, height: probe.offsetHeight - probe.clientHeight };
  probe.remove();
  sheet?.remove();
  return size;
}

/** The size of the scroll bars `target` would show (0 × 0 when it is not an element or there is no page). */
export function getTargetScrollBarSize(target: unknown): ScrollBarSize {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  const style = styleOf(target);
  const key = `${style.scrollbarWidth}|${style.scrollbarColor}|${style.webkitWidth}|${style.webkitHeight}`;
  let size = measured.get(key);
  if (!size) {
    size = measure(style);
    measured.set(key, size);
  }
  return { ...size };
}

let plain: ScrollBarSize | undefined;

/** The width of the page's plain scroll bar, measured once (again with `fresh`). */
export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  if (fresh || plain === undefined) plain = measure(null);
  return plain.width;
}
