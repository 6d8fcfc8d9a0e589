import yieldingShares, { PICKS_PER_TASK } from './yieldingShares';
import { nextTask } from './nextTask';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;
type AfterLoadShare = (args: {
  lifecycle: 'loadShare' | 'loadShareSync';
  selectedShared?: { lib?: () => unknown };
}) => void;

/** Lets every queued microtask run, however long its chain (a task queued meanwhile does not run). */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

describe('nextTask', () => {
  it('resolves in a later task, not within the current microtask checkpoint', async () => {
    let resolved = false;
    const next = nextTask().then(() => (resolved = true));
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await next;
    expect(resolved).toBe(true);
  });

  it('takes a message where the environment has MessageChannel, so a tab in the background does not wait a second', async () => {
    const posted: unknown[] = [];
    const Original = globalThis.MessageChannel;
    class Recording extends Original {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => {
          posted.push(message);
          post(message);
        };
      }
    }
    globalThis.MessageChannel = Recording;
    try {
      await nextTask();
    } finally {
      globalThis.MessageChannel = Original;
    }
    expect(posted).toHaveLength(1);
  });
});

describe('yieldingShares', () => {
  const beforeLoadShare = yieldingShares().beforeLoadShare as unknown as BeforeLoadShare;

  it('hands the load on unchanged, in a later task than the one that asked', async () => {
    const args = { pkgName: 'antd/es/card' };
    let handedOn: unknown = null;
    const done = beforeLoadShare(args).then((result) => (handedOn = result));
    await drainMicrotasks();
    expect(handedOn).toBeNull();
    await done;
    expect(handedOn).toBe(args);
  });

  it('lets loads asked for together go on a few to a task, in the order they were asked', async () => {
    const order: string[] = [];
    const names = ['react', 'antd/es/card', 'antd/es/tag', 'antd/es/table', 'antd/es/modal', 'dayjs'];
    expect(names.length).toBeGreaterThan(PICKS_PER_TASK);
    const loads = names.map((pkgName) =>
      beforeLoadShare({ pkgName }).then(() => {
        order.push(pkgName);
        // Within one microtask checkpoint this runs after every load of the task has gone on.
        queueMicrotask(() => order.push(`end of ${pkgName}'s task`));
      }),
    );
    await Promise.all(loads);
    await drainMicrotasks();
    const batches = names.reduce<string[][]>(
      (all, name, i) => (i % PICKS_PER_TASK === 0 ? [...all, [name]] : [...all.slice(0, -1), [...all.at(-1)!, name]]),
      [],
    );
    expect(order).toEqual(batches.flatMap((batch) => [...batch, ...batch.map((n) => `end of ${n}'s task`)]));
  });

  it('lets a load asked for after a batch has gone on wait for a task of its own', async () => {
    await beforeLoadShare({ pkgName: 'react' });
    let handedOn = false;
    const late = beforeLoadShare({ pkgName: 'antd/es/tag' }).then(() => (handedOn = true));
    await drainMicrotasks();
    expect(handedOn).toBe(false);
    await late;
  });

  const afterLoadShare = yieldingShares().afterLoadShare as unknown as AfterLoadShare;

  it('runs a shared module as soon as its code has loaded, so that its consumer finds it done', () => {
    const factory = jest.fn(() => ({ Card: 'the shell’s Card' }));
    afterLoadShare({ lifecycle: 'loadShare', selectedShared: { lib: factory } });
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('leaves a synchronous load (an eager module) and a load without code as they are', () => {
    const factory = jest.fn();
    afterLoadShare({ lifecycle: 'loadShareSync', selectedShared: { lib: factory } });
    expect(factory).not.toHaveBeenCalled();
    expect(() => afterLoadShare({ lifecycle: 'loadShare', selectedShared: {} })).not.toThrow();
    expect(() => afterLoadShare({ lifecycle: 'loadShare' })).not.toThrow();
  });
});
