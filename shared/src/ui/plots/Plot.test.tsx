import { render } from '@testing-library/react';
import { Column, Line } from './Plot';

// G2 draws on a canvas, which jsdom has not: this stand-in records what the component asks of the chart.
const calls: string[] = [];
const drawnSpecs: Record<string, unknown>[] = [];
jest.mock('./library', () => ({
  PortalChart: class {
    constructor({ container }: { container: HTMLElement }) {
      calls.push(`made in ${container.tagName.toLowerCase()}`);
    }
    on() {
      return this;
    }
    options(spec: Record<string, unknown>) {
      drawnSpecs.push(spec);
      calls.push('options');
      return this;
    }
    render() {
      calls.push('render');
      return Promise.resolve(this);
    }
    destroy() {
      calls.push('destroyed');
    }
  },
}));

beforeEach(() => {
  calls.length = 0;
  drawnSpecs.length = 0;
});

const rows = [{ time: 1, value: 2 }];

test('a chart is made once in its own element, handed to onReady before it first draws, and destroyed with it', () => {
  const onReady = jest.fn(() => calls.push('ready'));
  const { unmount } = render(<Line data={rows} xField="time" yField="value" onReady={onReady} />);
  expect(calls).toEqual(['made in div', 'ready', 'options', 'render']);
  expect(drawnSpecs[0]).toMatchObject({ type: 'view', data: rows, children: [{ type: 'line' }] });
  unmount();
  expect(calls.at(-1)).toBe('destroyed');
});

test('it draws again only when what it shows changes', () => {
  const { rerender } = render(<Column data={rows} xField="time" yField="value" stack />);
  rerender(<Column data={rows} xField="time" yField="value" stack />);
  expect(calls.filter((c) => c === 'render')).toHaveLength(1);
  const next = [{ time: 1, value: 3 }];
  rerender(<Column data={next} xField="time" yField="value" stack />);
  expect(calls.filter((c) => c === 'render')).toHaveLength(2);
  expect(drawnSpecs[1]).toMatchObject({ data: next, children: [{ type: 'interval' }] });
  expect(calls.filter((c) => c.startsWith('made'))).toHaveLength(1);
});
