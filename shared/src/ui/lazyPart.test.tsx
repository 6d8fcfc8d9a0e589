import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyPart, usePreloadAfterFirstPaint } from './lazyPart';

/** A part whose chunk comes when the test says so. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  function Step({ name }: { name: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {name} {count}
      </button>
    );
  }
  const part = lazyPart(() => arrived.then(() => Step));
  return { ...part, arrive };
}

describe('lazyPart', () => {
  it('draws a part fetched ahead at once, with no fallback in between', async () => {
    const { Part, preload, arrive } = deferredPart();
    arrive();
    await act(() => preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Site" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Site 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends a part drawn before its chunk has come, and keeps that element once it has', async () => {
    const { Part, arrive } = deferredPart();
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Site" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    const button = await screen.findByRole('button', { name: 'Site 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Site" />
      </Suspense>,
    );
    // Not mounted again: its state is kept.
    expect(screen.getByRole('button', { name: 'Site 1' })).toBeInTheDocument();
  });

  it('fetches the chunk once however often it is asked for', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>Done</p>));
    const { Part, preload } = lazyPart(load);
    await act(async () => {
      await Promise.all([preload(), preload()]);
    });
    render(<Part />);
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('usePreloadAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Page({ part, when }: { part: { preload(): Promise<unknown> }; when: boolean }) {
    usePreloadAfterFirstPaint(part, when);
    return <h1>Users</h1>;
  }

  it('fetches the part once the page has painted, not in its first render, and only when asked to', async () => {
    const wanted = { preload: jest.fn(() => Promise.resolve()) };
    const unwanted = { preload: jest.fn(() => Promise.resolve()) };
    render(
      <>
        <Page part={wanted} when />
        <Page part={unwanted} when={false} />
      </>,
    );
    expect(wanted.preload).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(wanted.preload).toHaveBeenCalledTimes(1);
    expect(unwanted.preload).not.toHaveBeenCalled();
  });
});
