import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './nextTask';

/**
 * Issue 17: a Module Federation runtime plugin (every app's `runtimePlugins`) that lets each shared module a chunk
 * consumes finish loading in a task of its own.
 *
 * When a remote's module is first loaded, webpack asks the federation runtime for every shared module its chunks
 * consume (react, each antd component, react-query, …) at once. Each `loadShare` is a chain of promises, and without
 * this plugin all of those chains resolve in one microtask checkpoint: picking each module's provider and appending
 * the `<script>` of every chunk the provider needs, one long task of 50–180 ms on a phone in which the page can
 * neither paint nor answer a tap (docs/performance.md). Awaiting the next task before each module is picked splits
 * that work into one short task per module. Nothing else changes: the same provider is chosen, and the chunks are
 * still all requested within a few milliseconds of each other.
 */
export default function yieldingShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'bess-yielding-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
