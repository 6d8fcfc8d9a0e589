// End-to-end tests on Playwright's test runner: Debian's Chromium, one API with its identity provider and seeded fleet
// and one served portal for the whole run (the global set-up), each demo account signed in once (the setup project).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';

export default defineConfig({
  testDir: path.join(__dirname, 'e2e'),
  // Every test makes what it changes or locks it (test.describe.configure({ lock })), so any test may run beside any
  // other, in any order. A story whose steps build on each other runs its describe in order (mode 'default').
  fullyParallel: true,
  // The tests wait on the simulated fleet and the clock more than they compute: with two workers a run used about 0.6
  // of a core on average; three use about 0.75 and finish a quarter sooner on two cores.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  globalSetup: path.join(__dirname, 'support', 'playwrightGlobalSetup.ts'),
  timeout: 180_000,
  // Everything answers from localhost: a wait longer than this is a failure, not a slow machine.
  expect: { timeout: 15_000 },
  outputDir: path.join(__dirname, 'artifacts', 'playwright'),
  reporter: [['list']],
  forbidOnly: true,
  use: {
    // Browser downloads are not possible here: Debian's Chromium, with flags that keep background traffic off.
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The provider's self-signed certificate is accepted, as a person's browser does once they have accepted it.
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
  },
  projects: [
    // Each demo account signs in once through the provider; its session is kept for the run (tests/support/auth.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'portal', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
});
