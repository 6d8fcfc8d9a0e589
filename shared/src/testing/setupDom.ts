// jsdom set-up for component tests: jest-dom matchers, and the browser APIs jsdom lacks that antd and the shell use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadInputCheck } from '../forms/useInputCheck';
import { mediaQueryList } from './mediaQuery';

// The `findBy` queries and `waitFor` wait up to 4 s for what a user would see, not 1 s: with two test workers on two
// cores, a form that checks its input before sending can take longer than a second to say so. A passing test waits no
// longer for it.
configure({ asyncUtilTimeout: 4_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

// jsdom has no structuredClone; the i18n resources it copies are plain JSON.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

// antd (Modal, Drawer, Select, Slider) needs three browser APIs that jsdom lacks or only half has.
// jsdom has no getComputedStyle for pseudo-elements (it logs 'Not implemented'); antd's scroll lock asks for one to
// measure the scrollbar, and the element's own style answers just as well there.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// antd measures itself; nothing is laid out in jsdom, so nothing is ever observed.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd's Select closes its list in a macrotask posted through a MessageChannel; a timer is one too, and unlike node's
// MessageChannel it keeps no handle open after the test.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: MessageEvent) => void) | null = null;
    other: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data } as MessageEvent), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  } as unknown as typeof MessageChannel;
}

// antd's CSS-in-JS styles go to a <head> outside the document. jsdom's getComputedStyle matches every rule of every
// style sheet in the document, and Testing Library calls it for each element whose role, name or visibility it
// checks: with antd's rules in the document a call took about 87 ms and management's page test 97 s; without them,
// under a millisecond and 8 s. Tests assert what a user reads and does, never antd's look; the one thing antd's
// classes do that tests meet is hiding a closed popup, so a test names the list or dialog it means.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  type DynamicCss = typeof import('@rc-component/util/lib/Dom/dynamicCSS');
  type Option = { attachTo?: Element };
  const actual = jest.requireActual<DynamicCss>('@rc-component/util/lib/Dom/dynamicCSS');
  const outside = document.createElement('head');
  const away = <O extends Option>(option: O = {} as O): O => ({ ...option, attachTo: option.attachTo ?? outside });
  return {
    ...actual,
    injectCSS: (css: string, option?: Option) => actual.injectCSS(css, away(option)),
    updateCSS: (css: string, key: string, option?: Option) => actual.updateCSS(css, key, away(option)),
    removeCSS: (key: string, option?: Option) => actual.removeCSS(key, away(option)),
  };
});

// A form draws once the input check (its schemas) has arrived: here it has, as on every visit after a page's first
// form, so a test meets the form drawn rather than React's act() warnings about the chunk arriving mid-test.
beforeAll(() => preloadInputCheck());
