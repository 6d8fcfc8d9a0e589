// The screens catalogue (`npm run screens`, docs/screens.md): the e2e suite's settings, browser and global set-up (one
// API with its seeded fleet and one served portal for the run), with the specs of screens/ instead of e2e/, so that
// `npm test` never runs it.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testDir: path.join(__dirname, 'screens'),
  // Playwright empties its output folder when a run starts: the catalogue has its own, so that an e2e run going on in
  // this checkout keeps its traces. It sits with the e2e suite's under artifacts/, which git, ESLint and Prettier leave
  // alone (Playwright writes a .last-run.json there). The screenshots go to tests/artifacts/screens (the spec).
  outputDir: path.join(__dirname, 'artifacts', 'playwright-screens'),
  // The catalogue signs each account in through the provider's form itself: it does not need the e2e suite's set-up
  // project, and leaves the sign-ins an e2e run keeps (tests/artifacts/auth) alone.
  projects: [{ name: 'screens', testMatch: /\.spec\.ts$/ }],
});
