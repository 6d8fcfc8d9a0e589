import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; downloads of a browser are not possible here (TOOLCHAIN.md). */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags ARCHITECTURE 7 gives: this machine's network is closed, so background traffic must stay off.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

export interface Browser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /**
   * Accept the identity provider's self-signed certificate without asking (the default). `false` is a newcomer's
   * browser, which has not accepted it yet (as on a person's first visit).
   */
  ignoreHTTPSErrors?: boolean;
  /** More Chromium flags after the usual ones (e.g. a fake camera fed from a file). */
  extraArgs?: readonly string[];
}

/** A fresh Chromium with its own empty profile. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    headless: true,
    args: [...ARGS, ...(options.extraArgs ?? [])],
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  // Everything here answers from localhost: a wait longer than this is a failure, not a slow machine.
  context.setDefaultTimeout(15_000);
  // The portal must work under its own Content-Security-Policy: anything the policy blocks fails the test.
  const violations: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`blocked by the Content-Security-Policy:\n${violations.join('\n')}`);
    },
  };
}

/** Saves a screenshot under tests/artifacts/ (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
