import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/**
 * A Module Federation runtime plugin (every app's `runtimePlugins`) that lets each shared module a chunk consumes be
 * picked and run in a task of its own, rather than all of them in one long task.
 *
 * When a remote's module is first loaded, webpack asks the federation runtime for every shared module its chunks
 * consume (react, each antd component, react-query, …) at once. Each `loadShare` is a chain of promises, and without
 * this plugin all of those chains resolve in one microtask checkpoint: picking each module's provider and appending
 * the `<script>` of every chunk the provider needs. Then, once the last chunk has arrived, the remote's module runs,
 * and with it the code of every shared module it imports for the first time (antd's components and everything below
 * them). Without the plugin, each of those is one long task of 50–180 ms on a phone, in which the page can neither
 * paint nor answer a tap (docs/performance.md). So:
 * - before each module is picked, the plugin awaits the next task: one short task per module;
 * - as soon as a module's code is there, the plugin runs it (its factory, which webpack caches), in the task in which
 *   its chunk arrived; when the consumer's module runs, it finds it done.
 * Nothing else differs from the runtime's own loading: the same provider is chosen, every chunk is still requested
 * within a few milliseconds, and a shared module runs once. Only an asynchronous load is touched (`loadShareSync`, for
 * eager modules, is not).
 */
export default function yieldingShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'bess-yielding-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    afterLoadShare({ lifecycle, selectedShared }) {
      if (lifecycle === 'loadShare' && typeof selectedShared?.lib === 'function') selectedShared.lib();
    },
  };
}
