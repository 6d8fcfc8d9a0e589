// The set-up the remotes' bench figures share: an API of their own (no simulator, no rate limit), the shell served
// for it, a fresh Chromium signed in as the super admin with an item selected, and the clean-up of all of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startApiProcess } = require('../../scripts/api-process.cjs');

/**
 * Runs `measure({ page, api, databaseFile })` in a portal of its own on `shellPort` (its API on `apiPort`, the identity
 * provider on `idpPort`): before the page opens, `prepare(databaseFile)` may add rows to the seeded database; the page
 * opens `route` with `selection` selected, signed in as the super admin.
 */
export async function withBenchPortal(
  { launchChromium, serveShell, shellPort, apiPort, idpPort, selection, route = '/main/home', prepare },
  measure,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-portal-'));
  const api = await startApiProcess({
    port: apiPort,
    idpPort,
    portalOrigins: [`http://localhost:${shellPort}`],
    dataDir,
    env: { SIMULATE: '0', RATE_LIMIT_PER_MINUTE: '0' },
    quiet: true,
  });
  const shell = await serveShell(shellPort, api);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-'));
  const browser = await launchChromium(profile);
  try {
    const databaseFile = path.join(dataDir, 'bess.sqlite');
    const prepared = prepare ? prepare(databaseFile) : undefined;
    const page = await browser.newPage();
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem('bess.selection')) sessionStorage.setItem('bess.selection', id);
    }, selection);
    await page.goto(`http://localhost:${shellPort}${route}`);
    const form = page.getByRole('textbox', { name: 'E-mail' });
    const menu = page.getByRole('button', { name: 'Account menu' });
    await form.or(menu).first().waitFor({ timeout: 60_000 });
    if (await form.isVisible()) {
      await form.fill('superadmin@demo.test');
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await menu.waitFor({ timeout: 60_000 });
    return await measure({ page, api, prepared });
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
    shell.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
