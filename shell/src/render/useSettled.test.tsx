import { Component, act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSettled } from './useSettled';

function Shown({ work }: { work: Promise<string> | string }) {
  const value = useSettled(work);
  return <p>{value ?? 'Waiting'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function setUp() {
  const container = document.createElement('div');
  const root = createRoot(container);
  return { container, root };
}

describe('useSettled', () => {
  it('has a value that is not a promise at once, in the first render', () => {
    const { container, root } = setUp();
    act(() => root.render(<Shown work="Signed in" />));
    expect(container.textContent).toBe('Signed in');
    act(() => root.unmount());
  });

  it('waits for a promise, then draws its value', async () => {
    const { container, root } = setUp();
    let resolve: (value: string) => void = () => undefined;
    const work = new Promise<string>((r) => (resolve = r));
    act(() => root.render(<Shown work={work} />));
    expect(container.textContent).toBe('Waiting');
    await act(async () => resolve('Signed in'));
    expect(container.textContent).toBe('Signed in');
    act(() => root.unmount());
  });

  it('throws a rejection to the error boundary above', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, root } = setUp();
    let reject: (error: Error) => void = () => undefined;
    const work = new Promise<string>((_, r) => (reject = r));
    act(() =>
      root.render(
        <Boundary>
          <Shown work={work} />
        </Boundary>,
      ),
    );
    await act(async () => reject(new Error('The provider refused')));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Error: The provider refused');
    act(() => root.unmount());
    jest.restoreAllMocks();
  });

  it('follows a new promise, and ignores the one it replaced', async () => {
    const { container, root } = setUp();
    let resolveFirst: (value: string) => void = () => undefined;
    let resolveSecond: (value: string) => void = () => undefined;
    const first = new Promise<string>((r) => (resolveFirst = r));
    const second = new Promise<string>((r) => (resolveSecond = r));
    act(() => root.render(<Shown work={first} />));
    act(() => root.render(<Shown work={second} />));
    await act(async () => resolveFirst('Old answer'));
    expect(container.textContent).toBe('Waiting');
    await act(async () => resolveSecond('New answer'));
    expect(container.textContent).toBe('New answer');
    act(() => root.unmount());
  });
});
