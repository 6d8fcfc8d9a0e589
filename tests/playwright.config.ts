// End-to-end tests on Playwright's test runner: the built portal served for real (the stack fixture), Debian's
// Chromium (tests/support/browser.ts), one API with its identity provider and seeded fleet for the whole run.
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: path.join(__dirname, 'e2e'),
  testMatch: '**/*.spec.ts',
  // One API and one fleet for the run, and ports of their own: the files run one after another, in one worker.
  workers: 1,
  fullyParallel: false,
  globalSetup: path.join(__dirname, 'support', 'playwrightGlobalSetup.ts'),
  timeout: 180_000,
  // Everything answers from localhost: a wait longer than this is a failure, not a slow machine.
  expect: { timeout: 15_000 },
  outputDir: path.join(__dirname, 'artifacts', 'playwright'),
  reporter: [['list']],
  forbidOnly: true,
  // The faults suite serves a stack of its own (its own API behind a fault proxy, on the same ports as the shared
  // stack): a project of its own runs it in a worker of its own, after the shared stack's worker has stopped. The
  // hostile-text suite runs there too, last: it leaves the message centre switched off, which the users-admin suite
  // must not meet first (files run in name order).
  projects: [
    { name: 'portal', testIgnore: /(faults|hostileText)\.spec\.ts$/ },
    { name: 'last', testMatch: /(faults|hostileText)\.spec\.ts$/ },
  ],
});
