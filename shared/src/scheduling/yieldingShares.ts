import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/**
 * How many shared modules are picked in one task. Picking a module (its provider chosen, the `<script>` of each chunk
 * it needs appended) is a chain of promises of 1–4 ms on a phone under Lighthouse's watch. Four to a task made tasks
 * of 13–15 ms, each of which a phone four times slower spends 50–60 ms on; two keep a task near 5 ms. One to a task
 * spread a tab's 50 requests over half a second, each batch waiting behind the evaluation of the chunks that had
 * already come.
 */
export const PICKS_PER_TASK = 2;

/** The next task's seats: the loads that go on in it, at most PICKS_PER_TASK. */
interface Batch {
  ready: Promise<void>;
  seats: number;
}
let open: Batch | null = null;

/** A seat in the next task that has one free, each a task after the one before. */
function seat(): Promise<void> {
  if (!open || open.seats === 0) {
    const batch: Batch = { seats: PICKS_PER_TASK, ready: (open?.ready ?? Promise.resolve()).then(nextTask) };
    // Registered before any load awaits it, so it runs first: a load asked for in that task waits for the next one.
    void batch.ready.then(() => {
      if (open === batch) open = null;
    });
    open = batch;
  }
  open.seats -= 1;
  return open.ready;
}

/**
 * A Module Federation runtime plugin (every app's `runtimePlugins`) that lets the shared modules a chunk consumes be
 * picked and run in short tasks, rather than all of them in one long task.
 *
 * When a remote's module is first loaded, webpack asks the federation runtime for every shared module its chunks
 * consume (react, each antd component, react-query, …) at once. Each `loadShare` is a chain of promises, and without
 * this plugin all of those chains resolve in one microtask checkpoint: picking each module's provider and appending
 * the `<script>` of every chunk the provider needs. Then, once the last chunk has arrived, the remote's module runs,
 * and with it the code of every shared module it imports for the first time (antd's components and everything below
 * them). Without the plugin, each of those is one long task of 50–180 ms on a phone, in which the page can neither
 * paint nor answer a tap (docs/performance.md). So:
 * - the picks go on PICKS_PER_TASK at a time, each batch in a task of its own, in the order they were asked for;
 * - as soon as a module's code is there, the plugin runs it (its factory, which webpack caches), in the task in which
 *   its chunk arrived; when the consumer's module runs, it finds it done.
 * Nothing else differs from the runtime's own loading: the same provider is chosen, every chunk is still requested,
 * and a shared module runs once. Only an asynchronous load is touched (`loadShareSync`, for eager modules, is not).
 */
export default function yieldingShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'bess-yielding-shares',
    async beforeLoadShare(args) {
      await seat();
      return args;
    },
    afterLoadShare({ lifecycle, selectedShared }) {
      if (lifecycle === 'loadShare' && typeof selectedShared?.lib === 'function') selectedShared.lib();
    },
  };
}
