import { plotSpec, sameSpec } from './plotSpec';

const rows = [
  { time: 1, value: 2, signal: 'Grid power (kW)' },
  { time: 2, value: 3, signal: 'Grid power (kW)' },
];

test('a line chart is a view holding one line mark, its fields as encodings, with the line defaults', () => {
  expect(plotSpec('line', { data: rows, xField: 'time', yField: 'value', colorField: 'signal', height: 300 })).toEqual({
    type: 'view',
    autoFit: true,
    height: 300,
    data: rows,
    children: [
      {
        type: 'line',
        encode: { x: 'time', y: 'value', color: 'signal' },
        scale: { y: { nice: true } },
        axis: { x: { title: false }, y: { title: false } },
        interaction: { tooltip: { shared: true }, sliderFilter: false, scrollbarFilter: false },
      },
    ],
  });
});

test("a chart's own axis, scale and interaction options go over the defaults key by key", () => {
  const format = (v: number) => String(v);
  const [mark] = plotSpec('line', {
    data: rows,
    xField: 'time',
    yField: 'value',
    axis: { y: { labelFormatter: format, title: 'kW' } },
    scale: { x: { type: 'time' }, y: { nice: false } },
    interaction: { tooltip: { crosshairs: false }, brushXFilter: true },
  }).children as Record<string, unknown>[];
  expect(mark!.axis).toEqual({ x: { title: false }, y: { title: 'kW', labelFormatter: format } });
  expect(mark!.scale).toEqual({ x: { type: 'time' }, y: { nice: false } });
  expect(mark!.interaction).toEqual({
    tooltip: { shared: true, crosshairs: false },
    sliderFilter: false,
    scrollbarFilter: false,
    brushXFilter: true,
  });
});

test('columns are an interval mark, stacked with `stack`, the column under the pointer marked', () => {
  const spec = plotSpec('column', { data: rows, xField: 'time', yField: 'value', stack: true, legend: false });
  const [mark] = spec.children as Record<string, unknown>[];
  expect(mark).toMatchObject({
    type: 'interval',
    transform: [{ type: 'stackY' }],
    legend: false,
    interaction: { tooltip: { shared: true }, elementHighlight: { background: true } },
  });
  expect(spec.height).toBeUndefined();
});

test("the theme is the view's; a chart without options of its own gets none written", () => {
  const theme = { type: 'classicDark', category10: ['#111'] };
  const spec = plotSpec('line', { data: rows, xField: 'time', yField: 'value', theme });
  expect(spec.theme).toBe(theme);
  const [mark] = spec.children as Record<string, unknown>[];
  expect(Object.keys(mark!)).toEqual(['type', 'encode', 'scale', 'axis', 'interaction']);
});

test('two specs draw the same when their options are equal, the data the same rows and functions the same', () => {
  const format = (v: number) => String(v);
  const spec = (data: object[], formatter = format) =>
    plotSpec('line', { data, xField: 'time', yField: 'value', axis: { y: { labelFormatter: formatter } } });
  expect(sameSpec(spec(rows), spec(rows))).toBe(true);
  // equal rows in a new array are new data: the chart draws again
  expect(sameSpec(spec(rows), spec([...rows]))).toBe(false);
  expect(
    sameSpec(
      spec(rows),
      spec(rows, (v) => String(v)),
    ),
  ).toBe(false);
  expect(sameSpec({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
  expect(sameSpec({ a: 1 }, { b: 1 })).toBe(false);
  expect(sameSpec({ a: [1] }, { a: { 0: 1 } })).toBe(false);
  // a time axis's domain: dates by their time
  expect(sameSpec({ domain: [new Date(1), new Date(2)] }, { domain: [new Date(1), new Date(2)] })).toBe(true);
  expect(sameSpec({ domain: [new Date(1), new Date(2)] }, { domain: [new Date(1), new Date(3)] })).toBe(false);
});
