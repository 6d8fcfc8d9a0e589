/**
 * The options the portal's charts are written with (those of @ant-design/charts' Line and Column, which they were
 * first written for), turned into the G2 spec that draws them, with the same defaults.
 */

/** An option object of G2 (an axis, a scale, the tooltip, ...): passed on as it is. */
type Options = Record<string, unknown>;

export interface PlotOptions {
  data: readonly object[];
  xField: string;
  yField: string;
  /** The field whose values are the series: one line or one stacked part of a column per value. */
  colorField?: string;
  /** px; without it the chart takes its container's height. */
  height?: number;
  /** Follow the container's width (and height, without `height`) as it changes. */
  autoFit?: boolean;
  /** Columns stacked on one another instead of side by side. */
  stack?: boolean;
  axis?: { x?: Options | false; y?: Options | false };
  scale?: Record<string, Options>;
  legend?: Options | false;
  tooltip?: Options | false;
  interaction?: Record<string, Options | boolean>;
  style?: Options;
  theme?: Options;
  animate?: Options | false;
}

export type PlotKind = 'line' | 'column';

const MARK_OF: Record<PlotKind, string> = { line: 'line', column: 'interval' };

/**
 * G2 sets up a slider's and a scrollbar's filter on every view unless told not to; the charts draw neither, and the
 * runtime (library.ts) does not hold them.
 */
const NO_SLIDER_OR_SCROLLBAR = { sliderFilter: false, scrollbarFilter: false };

/** The per-chart defaults: a nice value axis, one tooltip for every series at a time, no axis titles. */
const DEFAULTS: Record<PlotKind, Pick<PlotOptions, 'scale' | 'axis' | 'interaction'>> = {
  line: {
    scale: { y: { nice: true } },
    axis: { x: { title: false }, y: { title: false } },
    interaction: { tooltip: { shared: true }, ...NO_SLIDER_OR_SCROLLBAR },
  },
  column: {
    scale: { y: { nice: true } },
    axis: { x: { title: false }, y: { title: false } },
    // The column under the pointer is marked by a band behind it
    interaction: { tooltip: { shared: true }, elementHighlight: { background: true }, ...NO_SLIDER_OR_SCROLLBAR },
  },
};

/** Each key of `extra` over the same key of `base`, one level deep (an axis's own options over its defaults). */
function mergeByKey<T extends Record<string, unknown>>(base: T | undefined, extra: T | undefined): T | undefined {
  if (!extra) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const before = merged[key];
    const bothObjects = typeof before === 'object' && before !== null && typeof value === 'object' && value !== null;
    merged[key] = bothObjects ? { ...before, ...value } : value;
  }
  return merged as T;
}

/** The G2 spec of a line or column chart: a view holding one mark. */
export function plotSpec(kind: PlotKind, options: PlotOptions): Options {
  const defaults = DEFAULTS[kind];
  const encode: Options = { x: options.xField, y: options.yField };
  if (options.colorField) encode.color = options.colorField;
  const mark: Options = {
    type: MARK_OF[kind],
    encode,
    scale: mergeByKey(defaults.scale, options.scale),
    axis: mergeByKey(defaults.axis as Options, options.axis as Options),
    interaction: mergeByKey(defaults.interaction as Options, options.interaction as Options),
  };
  if (options.stack) mark.transform = [{ type: 'stackY' }];
  for (const key of ['legend', 'tooltip', 'style', 'animate'] as const) {
    if (options[key] !== undefined) mark[key] = options[key];
  }
  const view: Options = { type: 'view', autoFit: options.autoFit ?? true, data: options.data, children: [mark] };
  if (options.height !== undefined) view.height = options.height;
  if (options.theme) view.theme = options.theme;
  return view;
}

/**
 * Whether two specs draw the same: values, arrays and plain objects compared by content; functions and the data by
 * identity (a caller that makes new formatters on every render draws again, as @ant-design/charts did).
 */
export function sameSpec(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameSpec(item, b[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const objectB = b as Record<string, unknown>;
  return keysA.every((key) => {
    if (!(key in objectB)) return false;
    const valueA = (a as Record<string, unknown>)[key];
    // thousands of rows: a new array is new data
    return key === 'data' ? valueA === objectB[key] : sameSpec(valueA, objectB[key]);
  });
}
