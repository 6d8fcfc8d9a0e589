import { theme } from 'antd';
import { ANTD_THEMES } from './AntdLocale';
import { chartHeight, chartTheme, nameWithoutUnit, unitInName, unitsTitle } from './chartTheme';

const tokens = {
  light: theme.getDesignToken(ANTD_THEMES.light),
  dark: theme.getDesignToken(ANTD_THEMES.dark),
};

describe('chartTheme', () => {
  const light = chartTheme(tokens.light, 'light');
  const dark = chartTheme(tokens.dark, 'dark');

  it.each([
    ['light', light, tokens.light],
    ['dark', dark, tokens.dark],
  ] as const)("draws the %s chart in that antd theme's colours", (_, look, token) => {
    expect(look.axis).toMatchObject({
      labelFill: token.colorTextSecondary,
      titleFill: token.colorTextSecondary,
      gridStroke: token.colorSplit,
      lineStroke: token.colorBorder,
      labelFontSize: token.fontSizeSM,
    });
    expect(look.legend.color.itemLabelFill).toBe(token.colorText);
    expect(look.tooltip.css['.g2-tooltip']).toMatchObject({
      background: token.colorBgElevated,
      color: token.colorText,
    });
    expect(look.palette[0]).toBe(token.blue7);
    expect(look.theme.category10).toEqual(look.palette);
  });

  it('gives light and dark different text, grid, tooltip and series colours', () => {
    expect(dark.axis.labelFill).not.toBe(light.axis.labelFill);
    expect(dark.axis.gridStroke).not.toBe(light.axis.gridStroke);
    expect(dark.legend.color.itemLabelFill).not.toBe(light.legend.color.itemLabelFill);
    expect(dark.tooltip.css['.g2-tooltip']!.background).not.toBe(light.tooltip.css['.g2-tooltip']!.background);
    dark.palette.forEach((color, i) => expect(color).not.toBe(light.palette[i]));
    expect([light.theme.type, dark.theme.type]).toEqual(['classic', 'classicDark']);
  });

  it('has as many distinct series colours as it names', () => {
    expect(new Set(light.palette).size).toBe(light.palette.length);
    expect(new Set(dark.palette).size).toBe(dark.palette.length);
  });

  it('writes the font stack on one line (a canvas font and an inline style)', () => {
    expect(light.axis.labelFontFamily).not.toMatch(/\n/);
    expect(light.axis.labelFontFamily).toContain('Roboto');
  });
});

describe('the units of a chart', () => {
  it.each([
    ['Consumption (kW)', 'kW', 'Consumption'],
    ['State of charge (%)', '%', 'State of charge'],
    ['Batterieentladung von PV-Energie (kWh)', 'kWh', 'Batterieentladung von PV-Energie'],
    ['Temperatur (°C)', '°C', 'Temperatur'],
    // parentheses that hold no unit stay part of the name
    ['Export limit (negative)', undefined, 'Export limit (negative)'],
    ['Grid power', undefined, 'Grid power'],
    ['inverterPower', undefined, 'inverterPower'],
  ])('%s', (name, unit, bare) => {
    expect(unitInName(name)).toBe(unit);
    expect(nameWithoutUnit(name)).toBe(bare);
  });

  it.each([
    [['kW', 'kW'], 'kW'],
    [['%', undefined, 'kW'], '% · kW'],
    [[undefined], undefined],
    [[], undefined],
  ] as const)('an axis of %j is titled %s', (units, title) => {
    expect(unitsTitle(units)).toBe(title);
  });
});

describe('chartHeight', () => {
  it.each([
    // a phone held upright, a phone on its side, a laptop, a tall desktop
    [844, 380],
    [390, 300],
    [800, 360],
    [1440, 440],
  ])('a screen %i px high gives %i px', (viewport, height) => {
    expect(chartHeight(viewport, 300, 440)).toBe(height);
  });
});
