import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** Debian's Chromium; downloads of a browser are not possible here (TOOLCHAIN.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags ARCHITECTURE 7 gives: this machine's network is closed, so background traffic must stay off.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/**
 * Records every Content-Security-Policy violation the pages of `context` report into `violations`: the portal must
 * work under its own policy (the fixtures fail a test during which any was reported).
 */
export function watchContentSecurityPolicy(context: BrowserContext, violations: string[]): void {
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** Saves a screenshot under tests/artifacts/ (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
