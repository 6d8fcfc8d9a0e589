// Issue 14: the users tab of a group with 5,000 grants: from a click on the tab to the list drawn, and from typing a
// search to the list filtered. Printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startApiProcess } = require('../../scripts/api-process.cjs');
const Database = require('better-sqlite3');

const GROUP = 'G-DK';
const GRANTS = 5000;
const email = (i) => `bench-user-${String(i).padStart(5, '0')}@example.test`;

/** Adds `GRANTS` users with a grant on the group to the API's database (WAL: the running API reads them at once). */
function addGrants(file) {
  const db = new Database(file);
  const now = new Date().toISOString();
  const user = db.prepare(
    `INSERT INTO users (userId, email, userName, language, dateFormat, createdAt) VALUES (?, ?, ?, 'en', 'yyyy-MM-dd', ?)`,
  );
  const grant = db.prepare(
    `INSERT INTO access (userId, objectType, objectId, level, startTime, endTime) VALUES (?, 'group', ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < GRANTS; i++) {
      const id = `bench-${i}`;
      user.run(id, email(i), `Bench user ${i}`, now);
      // A mix of levels and of open and time-limited grants, as a real fleet's list has.
      grant.run(id, GROUP, [2, 9, 10, 20][i % 4], now, i % 3 === 0 ? '2099-01-01T00:00:00.000Z' : null);
    }
  })();
  db.close();
}

/**
 * Signs in as the super admin with the group selected, opens its users tab once (so the remote is loaded), then five
 * times goes home and back, timing the click until the list shows its total; then times five searches.
 */
export async function usersFigures({ launchChromium, serveShell, report, portOffset }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-users-'));
  const shellPort = 8094 + portOffset;
  const api = await startApiProcess({
    port: 3005 + portOffset,
    idpPort: 4448 + portOffset,
    portalOrigins: [`http://localhost:${shellPort}`],
    dataDir,
    env: { SIMULATE: '0', RATE_LIMIT_PER_MINUTE: '0' },
    quiet: true,
  });
  const shell = await serveShell(shellPort, api);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-'));
  const browser = await launchChromium(profile);
  try {
    addGrants(path.join(dataDir, 'bess.sqlite'));
    const page = await browser.newPage();
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem('bess.selection')) sessionStorage.setItem('bess.selection', id);
    }, GROUP);
    await page.goto(`http://localhost:${shellPort}/main/home`);
    const form = page.getByRole('textbox', { name: 'E-mail' });
    const menu = page.getByRole('button', { name: 'Account menu' });
    await form.or(menu).first().waitFor({ timeout: 60_000 });
    if (await form.isVisible()) {
      await form.fill('superadmin@demo.test');
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await menu.waitFor({ timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const total = page.getByText(/^5,?\d{3} users$/);
    // First visit: from the grants' answer read in full to the list drawn (what rendering 5,000 grants costs).
    const answered = page
      .waitForResponse((r) => r.url().includes('/UserSiteGroup'), { timeout: 60_000 })
      .then(async (r) => {
        await r.finished();
        return Date.now();
      });
    await nav.getByRole('link', { name: 'Users' }).click();
    await total.waitFor({ timeout: 60_000 });
    const renderMs = Date.now() - (await answered);
    const opened = [];
    for (let i = 0; i < 5; i++) {
      await nav.getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      const started = Date.now();
      await nav.getByRole('link', { name: 'Users' }).click();
      await total.waitFor({ timeout: 60_000 });
      opened.push(Date.now() - started);
    }
    opened.sort((a, b) => a - b);
    const shownTotal = await total.innerText();
    report(
      `Users tab of a group with ${shownTotal}: the answer read -> the list drawn (first visit)`,
      `${renderMs} ms`,
      '<= 100 ms',
    );
    report(
      `Users tab of a group with ${shownTotal}: click -> list drawn again (warm remote, kept answer), median of 5`,
      `${opened[2]} ms (${opened.join(', ')})`,
    );
    const search = page.getByRole('searchbox', { name: 'Search users' }).or(page.getByLabel('Search users')).first();
    const filtered = [];
    for (const i of [4321, 17, 2500, 999, 4999]) {
      const started = Date.now();
      await search.fill(email(i));
      await page.getByRole('row', { name: new RegExp(email(i).replace('.', '\\.')) }).waitFor();
      await page.getByRole('row').nth(2).waitFor({ state: 'detached' });
      filtered.push(Date.now() - started);
    }
    filtered.sort((a, b) => a - b);
    report(
      `Users tab, ${GRANTS.toLocaleString('en')} grants: a search typed -> the list filtered to one, median of 5`,
      `${filtered[2]} ms (${filtered.join(', ')})`,
      '<= 100 ms',
    );
  } finally {
    await browser.close();
    shell.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
