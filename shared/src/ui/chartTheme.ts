import type { ColorScheme } from '../host/hostContext';

// `@bess/shared/charts`, not the main entry: the main entry is the shell's singleton, while this module goes into each
// remote's lazy chart chunk. The shell's first paint carries none of it, and a chart works under a shell built before it.

/**
 * The antd design tokens a chart's look is made from: the fields of antd's `theme.useToken().token` that it reads, so
 * a chart passes that token as it is and a test can pass antd's `theme.getDesignToken(...)`.
 */
export interface ChartTokens {
  colorText: string;
  colorTextSecondary: string;
  colorBorder: string;
  colorBorderSecondary: string;
  colorSplit: string;
  colorBgElevated: string;
  fontFamily: string;
  fontSize: number;
  fontSizeSM: number;
  borderRadius: number;
  boxShadowSecondary: string;
  blue7: string;
  gold7: string;
  green7: string;
  purple7: string;
  cyan7: string;
  magenta7: string;
  volcano7: string;
  geekblue7: string;
  lime7: string;
  red7: string;
}

/** What the charts of the portal spread into their chart (G2) options (@bess/shared/plots), so they all look alike. */
export interface ChartTheme {
  /** The chart's `theme`: G2's base for the scheme, with the portal's series palette. */
  theme: { type: 'classic' | 'classicDark'; category10: string[]; category20: string[] };
  /** The series colours in order; a chart with colours of its own ignores them. */
  palette: string[];
  /** The style of one axis: spread into `axis.x` and `axis.y`. */
  axis: Record<string, string | number | boolean | number[]>;
  /** The chart's `legend`: the series legend, which toggles a series on click (G2's legendFilter, on by default). */
  legend: { color: Record<string, string | number> };
  /** The tooltip's look: spread into `interaction.tooltip`. */
  tooltip: { crosshairsStroke: string; css: Record<string, Record<string, string | number>> };
}

// The series colours: antd's preset colours at their 7th shade. The light algorithm makes it a deep shade that keeps
// 3:1 against white; the dark algorithm turns the palette around, so the same token is a light shade on dark.
const PALETTE_TOKENS = [
  'blue7',
  'gold7',
  'green7',
  'purple7',
  'cyan7',
  'magenta7',
  'volcano7',
  'geekblue7',
  'lime7',
  'red7',
] as const satisfies readonly (keyof ChartTokens)[];

/** antd's font stacks and shadows are written over several lines: one line for a canvas font and an inline style. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The look of a chart in the current antd theme: axes, grid, legend, tooltip and series colours from its tokens. */
export function chartTheme(token: ChartTokens, colorScheme: ColorScheme = 'light'): ChartTheme {
  const fontFamily = oneLine(token.fontFamily);
  const palette = PALETTE_TOKENS.map((name) => token[name]);
  return {
    theme: { type: colorScheme === 'dark' ? 'classicDark' : 'classic', category10: palette, category20: palette },
    palette,
    axis: {
      labelFill: token.colorTextSecondary,
      // G2 fades labels and titles by an opacity of its own; the token colours already carry antd's.
      labelOpacity: 1,
      labelFontSize: token.fontSizeSM,
      labelFontFamily: fontFamily,
      titleFill: token.colorTextSecondary,
      titleOpacity: 1,
      titleFontSize: token.fontSizeSM,
      titleFontFamily: fontFamily,
      line: true,
      lineStroke: token.colorBorder,
      lineStrokeOpacity: 1,
      tickStroke: token.colorBorder,
      tickOpacity: 1,
      // antd's divider colour is translucent, so the grid shows alike on a card and on the page's grey (light) or
      // black (dark) background, where an opaque border grey disappears.
      gridStroke: token.colorSplit,
      gridStrokeOpacity: 1,
      gridLineWidth: 1,
      gridLineDash: [0, 0],
    },
    legend: {
      color: {
        itemLabelFill: token.colorText,
        itemLabelFillOpacity: 1,
        itemLabelFontSize: token.fontSizeSM,
        itemLabelFontFamily: fontFamily,
        navButtonFill: token.colorTextSecondary,
        navPageNumFill: token.colorTextSecondary,
      },
    },
    tooltip: {
      crosshairsStroke: token.colorTextSecondary,
      css: {
        '.g2-tooltip': {
          background: token.colorBgElevated,
          color: token.colorText,
          opacity: 1,
          border: `1px solid ${token.colorBorderSecondary}`,
          'border-radius': `${token.borderRadius}px`,
          'box-shadow': oneLine(token.boxShadowSecondary),
          'font-family': fontFamily,
          'font-size': `${token.fontSizeSM}px`,
        },
        '.g2-tooltip-title': { color: token.colorTextSecondary, 'font-size': `${token.fontSizeSM}px` },
        '.g2-tooltip-list-item-name-label': { color: token.colorText },
        '.g2-tooltip-list-item-value': { color: token.colorText },
      },
    },
  };
}

/** A chart's height (px) on a screen of this height: a share of the screen between bounds, so a chart fills a desktop
 * screen better and, with its legend, still fits a phone's. */
export function chartHeight(viewportHeightPx: number, minPx: number, maxPx: number): number {
  return Math.round(Math.min(maxPx, Math.max(minPx, viewportHeightPx * 0.45)));
}

/** The units the portal's charts know in a series name's last parentheses, e.g. 'Grid power (kW)'. */
const CHART_UNITS = new Set(['%', 'W', 'kW', 'MW', 'Wh', 'kWh', 'MWh', '°C', 'V', 'A', 'Hz']);

/** The unit a series name ends with in parentheses ('Consumption (kW)' gives 'kW'); undefined for any other text. */
export function unitInName(name: string): string | undefined {
  const unit = /\(([^()]+)\)\s*$/.exec(name)?.[1]?.trim();
  return unit !== undefined && CHART_UNITS.has(unit) ? unit : undefined;
}

/** The name without its unit, for a tooltip whose value carries the unit: 'Consumption (kW)' gives 'Consumption'. */
export function nameWithoutUnit(name: string): string {
  return unitInName(name) === undefined ? name : name.replace(/\s*\([^()]+\)\s*$/, '');
}

/** The title of a value axis: the distinct units of its series, in order ('kW · %'); undefined when there is none. */
export function unitsTitle(units: readonly (string | undefined)[]): string | undefined {
  const distinct = [...new Set(units.filter((u): u is string => u !== undefined && u !== ''))];
  return distinct.length > 0 ? distinct.join(' · ') : undefined;
}
