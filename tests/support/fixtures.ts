import { test as base, expect } from '@playwright/test';
import { startStack, type Stack } from './stack';

export { expect };

interface WorkerFixtures {
  /**
   * The built shell and the six remotes served on their e2e ports (and a partner's page), started once per worker
   * and shared by the files it runs. A test that stops a remote or serves another build starts it again as it was.
   */
  stack: Stack;
}

/**
 * The e2e suite's `test`: Playwright's, with the stack as a fixture. Browsers come from `launchBrowser()`
 * (tests/support/browser.ts): Debian's Chromium with its flags, a fresh profile each, and a test that fails on any
 * Content-Security-Policy violation.
 */
export const test = base.extend<object, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
});
