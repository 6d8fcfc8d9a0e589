import getScrollBarSize, { getTargetScrollBarSize } from './scrollBarSize';

/** A page whose scroll bars take 15 px (100 px boxes with 85 px inside), and what each probe looked like. */
function scrollBars(styles: Record<string, Partial<CSSStyleDeclaration>> = {}) {
  const probes: { id: string; sheet: string | null }[] = [];
  const offset = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(85);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(85);
  const append = document.body.appendChild.bind(document.body);
  jest.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLElement && node.id.startsWith('bess-scrollbar-probe')) {
      probes.push({ id: node.id, sheet: document.head.querySelector('style')?.textContent ?? null });
    }
    return append(node);
  });
  const real = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element: Element, pseudo?: string | null) => {
    const own = styles[`${(element as HTMLElement).dataset.look ?? ''}${pseudo ?? ''}`];
    const base = { scrollbarWidth: 'auto', scrollbarColor: 'auto', width: 'auto', height: 'auto' };
    return { ...real(element), ...base, ...own } as CSSStyleDeclaration;
  });
  return { probes, offset, client };
}

const element = (look?: string) => {
  const el = document.createElement('div');
  if (look) el.dataset.look = look;
  document.body.append(el);
  return el;
};

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

// The module keeps what it measured for the page's life: each test loads a fresh copy.
let fresh: typeof import('./scrollBarSize');
beforeEach(() => {
  jest.isolateModules(() => {
    fresh = jest.requireActual('./scrollBarSize');
  });
});

test('scroll bars of the same style are measured once, and the page is left as it was', () => {
  const page = scrollBars();
  const first = fresh.getTargetScrollBarSize(element());
  const second = fresh.getTargetScrollBarSize(element());
  expect(first).toEqual({ width: 15, height: 15 });
  expect(second).toEqual({ width: 15, height: 15 });
  expect(page.probes).toHaveLength(1);
  // No style sheet for a plain scroll bar, and neither the probe nor a sheet stays behind.
  expect(page.probes[0]!.sheet).toBeNull();
  expect(document.querySelectorAll('[id^="bess-scrollbar-probe"], style')).toHaveLength(0);
});

test('a scroll bar of another style is measured in that style', () => {
  const page = scrollBars({ 'thin::-webkit-scrollbar': { width: '8px' } });
  fresh.getTargetScrollBarSize(element());
  page.offset.mockReturnValue(100);
  page.client.mockReturnValue(92);
  expect(fresh.getTargetScrollBarSize(element('thin')).width).toBe(8);
  expect(page.probes).toHaveLength(2);
  expect(page.probes[1]!.sheet).toBe(`#${page.probes[1]!.id}::-webkit-scrollbar { width: 8px;  }`);
  expect(document.querySelectorAll('style')).toHaveLength(0);
  // The plain one is still the plain one's.
  expect(fresh.getTargetScrollBarSize(element()).width).toBe(15);
});

test('what is not an element has no scroll bar', () => {
  const page = scrollBars();
  expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
  expect(getTargetScrollBarSize(window)).toEqual({ width: 0, height: 0 });
  expect(page.probes).toHaveLength(0);
});

test("the page's plain scroll bar is measured once, and again when asked for afresh", () => {
  const page = scrollBars();
  expect(fresh.default()).toBe(15);
  expect(fresh.default()).toBe(15);
  expect(page.probes).toHaveLength(1);
  page.client.mockReturnValue(83);
  expect(fresh.default(true)).toBe(17);
  expect(page.probes).toHaveLength(2);
  expect(getScrollBarSize).toBeInstanceOf(Function);
});
