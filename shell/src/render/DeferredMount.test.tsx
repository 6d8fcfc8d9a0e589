import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DeferredMount } from './DeferredMount';

describe('DeferredMount', () => {
  it('commits the fallback in the urgent render and the children in a transition after it', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    // An urgent render (a react-query answer reaches React as one) draws the fallback only.
    act(() => {
      flushSync(() =>
        root.render(
          <DeferredMount fallback={<p>Loading</p>}>
            <p>The page</p>
          </DeferredMount>,
        ),
      );
      expect(container.textContent).toBe('Loading');
    });
    // The transition it started draws the children in place of the fallback.
    await act(async () => undefined);
    expect(container.textContent).toBe('The page');
    act(() => root.unmount());
  });
});
