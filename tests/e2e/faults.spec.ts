import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { startFaultProxy, type FaultProxy } from '../support/faultProxy';
import { startOwnApi, type OwnApi } from '../support/ownApi';
import { accessTokenOf, signInThroughProvider } from '../support/signIn';
import { remoteOrigin, ROOT, startStack, type Stack } from '../support/stack';
import { OWN_STACK_SLOTS, partnerOrigin, shellOrigin } from '../support/api';
import { expect, test, type OwnBrowser } from '../support/fixtures';

/**
 * Faults of the real stack, each survived. Pass: the shell never goes blank, the broken part says so in the spec's
 * words, and it recovers by itself within one poll cycle. A poll cycle and the chunk load timeout are shortened through
 * config.json (spec 9's 60 s and 120 s would make every case minutes long); where time must pass in the page,
 * Playwright's clock passes it.
 */
const POLL_MS = 4_000;
/** How long an API call may take here before it fails with spec 8's timeout text (60 s in the portal). */
const API_TIMEOUT_MS = 6_000;
const CHUNK_TIMEOUT_MS = 3_000;
/** One XEAM site, selected automatically: its Data and Economics tabs come from mf_data_economics. */
const OWNER = 'owner@demo.test';
/** Many sites: the sidebar's device list, whose live status the shell polls (spec 7). */
const PARTNER = 'partner@demo.test';

const LOAD_FAILED = 'This part of the portal could not be loaded';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The shell is still there: its tab bar and account menu are on screen (never a blank page). */
async function expectShellStanding(page: Page) {
  await tabs(page).waitFor();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/**
 * A redeploy of a remote while a page still runs the old one: every content-hashed file gets a new hash (its name and
 * every reference to it change, as a rebuild does), and the old files are gone from the server.
 */
function redeployWithNewHashes(dir: string): string[] {
  const files = fs.readdirSync(dir).filter((file) => /\.(js|json)$/.test(file));
  const renames = new Map<string, string>();
  for (const file of files) {
    const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
    // Another hash of the same form: the digits reversed, or one changed when they read the same both ways.
    const reversed = hash && [...hash].reverse().join('');
    if (hash && reversed)
      renames.set(hash, reversed !== hash ? reversed : `${hash.slice(0, 7)}${hash[7] === 'a' ? 'b' : 'a'}`);
  }
  const renamed = (text: string) => [...renames].reduce((out, [from, to]) => out.split(from).join(to), text);
  const gone: string[] = [];
  for (const file of files) {
    const source = path.join(dir, file);
    const target = path.join(dir, renamed(file));
    fs.writeFileSync(target, renamed(fs.readFileSync(source, 'utf8')));
    if (target !== source) {
      fs.rmSync(source);
      gone.push(file);
    }
  }
  return gone;
}

/**
 * The suite's stack sits in a slot of its own, after the own stacks' (tests/support/api.ts), in front of its own API:
 * it runs beside the tests of the other worker.
 */
const FAULTS_SLOT = 1 + OWN_STACK_SLOTS;

test.describe('faults of the real stack', () => {
  // The tests share the suite's API and proxies, which each breaks and heals: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let deployDir: string;
  let remoteProxy: FaultProxy;
  let apiProxy: FaultProxy;
  let api: OwnApi;
  let stack: Stack;
  let browser: OwnBrowser;

  test.beforeAll(async ({ portal }) => {
    // The data remote is deployed to a folder of its own, so that a redeploy can change it.
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-faults-deploy-'));
    fs.cpSync(path.join(ROOT, 'mf-data-economics', 'dist'), deployDir, { recursive: true });
    remoteProxy = await startFaultProxy(remoteOrigin('mf_data_economics', FAULTS_SLOT));
    // An API of this suite's own: it is stopped and killed below, which the run's shared API must never be.
    api = await startOwnApi({ portalOrigins: [shellOrigin(FAULTS_SLOT), partnerOrigin(FAULTS_SLOT)] });
    apiProxy = await startFaultProxy(api.url);
    stack = await startStack(
      { mf_data_economics: deployDir },
      {
        slot: FAULTS_SLOT,
        apiUrl: apiProxy.url,
        idpPort: api.idpPort,
        remoteManifests: { mf_data_economics: `${remoteProxy.url}/mf-manifest.json` },
        config: { statusPollMs: POLL_MS, chunkLoadTimeoutMs: CHUNK_TIMEOUT_MS, apiTimeoutMs: API_TIMEOUT_MS },
      },
    );
    browser = await portal.launch();
  });
  test.afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await remoteProxy?.close();
    await apiProxy?.close();
    await api?.dispose();
    if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
  });

  test.describe('a remote', () => {
    test('whose manifest is unreachable says so in its tab, and loads by itself once it is back', async () => {
      remoteProxy.inject({ kind: 'refuse', path: /mf-manifest\.json/ });
      const page = await browser.newPage();
      try {
        await signInThroughProvider(page, stack.shellUrl + '/main/data', OWNER);
        await page.getByRole('alert').getByText(LOAD_FAILED).waitFor();
        await expectShellStanding(page);
        await screenshot(page, 'faults-remote-unreachable');
        expect(remoteProxy.faulted.length).toBeGreaterThan(0);

        // Nobody presses Retry: the tab tries again within one poll cycle.
        remoteProxy.heal();
        await heading(page, 'Data').waitFor({ timeout: POLL_MS + 5_000 });
      } finally {
        remoteProxy.heal();
        await page.close();
      }
    });

    test('whose remoteEntry.js hangs shows its error after the chunk timeout, not a spinner for ever', async () => {
      remoteProxy.inject({ kind: 'hang', path: /remoteEntry\.js/ });
      const page = await browser.newPage();
      try {
        await signInThroughProvider(page, stack.shellUrl + '/main/data', OWNER);
        const started = Date.now();
        await page.getByRole('alert').getByText(LOAD_FAILED).waitFor();
        expect(Date.now() - started).toBeLessThan(CHUNK_TIMEOUT_MS + 5_000);
        await page.getByRole('button', { name: 'Retry' }).waitFor();
        await expectShellStanding(page);
        await screenshot(page, 'faults-remote-hanging');

        remoteProxy.heal();
        await heading(page, 'Data').waitFor({ timeout: POLL_MS + CHUNK_TIMEOUT_MS + 5_000 });
      } finally {
        remoteProxy.heal();
        await page.close();
      }
    });

    test('redeployed with new hashes while the page is open: the old chunk 404s, then the new build loads', async ({
      portal,
    }) => {
      // A browser that has not cached the Data tab's chunks yet (they are immutable: a cached one would still load).
      const fresh = await portal.launch();
      const page = await fresh.newPage();
      let gone: string[] = [];
      const requested: string[] = [];
      page.on('request', (request) => {
        if (gone.some((file) => request.url().endsWith(`/${file}`))) requested.push(request.url());
      });
      try {
        await signInThroughProvider(page, stack.shellUrl + '/main/economics', OWNER);
        await heading(page, 'Economics').waitFor();
        // The tab fetches its price form after its first paint. A fetch still under way at the redeploy would 404,
        // and a Data chunk that shares it would then fail on that promise, not on a request of its own.
        await page.getByText('Electricity price', { exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        gone = redeployWithNewHashes(deployDir);
        expect(gone.length).toBeGreaterThan(0);

        const started = Date.now();
        await tabs(page).getByRole('link', { name: 'Data' }).click();
        await page.getByRole('alert').getByText(LOAD_FAILED).waitFor();
        expect(Date.now() - started).toBeLessThan(CHUNK_TIMEOUT_MS + 5_000);
        // The chunks the old remoteEntry.js asked for are no longer on the server.
        expect(requested.length).toBeGreaterThan(0);
        for (const url of requested) expect((await fetch(url)).status).toBe(404);
        await expectShellStanding(page);
        await screenshot(page, 'faults-remote-redeployed-404');

        // The next try reads the new manifest and remoteEntry.js, and the new chunks.
        await heading(page, 'Data').waitFor({ timeout: POLL_MS + 5_000 });
        await page.getByText(/^Build /).waitFor();
      } finally {
        await fresh.close();
      }
    });
  });

  test.describe('the API', () => {
    // A browser of its own: the identity provider keeps one session per browser, and these tests sign in as another
    // account than the remote ones.
    let apiBrowser: OwnBrowser;
    test.beforeAll(async ({ portal }) => {
      apiBrowser = await portal.launch();
    });
    test.afterAll(async () => {
      await apiBrowser?.close();
    });
    const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sites and devices' });
    /** The status polling's own words in the sidebar (spec 8). */
    const pollError = (page: Page, text: string) => sidebar(page).getByRole('alert').filter({ hasText: text });
    const rows = (page: Page) => page.getByTestId('device-list-scroll').getByRole('option');

    /** Opens the portal with Playwright's clock in the page, so that poll cycles can pass at once. */
    async function openWithClock(): Promise<Page> {
      const page = await apiBrowser.newPage();
      await page.clock.install();
      try {
        await signInThroughProvider(page, stack.shellUrl + '/main/home', PARTNER);
        await rows(page).first().waitFor({ timeout: 30_000 });
      } catch (error) {
        await screenshot(page, 'faults-open-failed');
        throw error;
      }
      return page;
    }

    /** Moves the page's clock a second at a time (poll cycles and their retries) until `text` shows. */
    async function passTimeUntilShown(page: Page, text: string) {
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(1_000);
            return pollError(page, text).isVisible();
          },
          { timeout: 40_000, intervals: [200] },
        )
        .toBe(true);
    }

    /** One poll cycle passes and nothing else: the error must be gone after it (recovery within one poll cycle). */
    async function expectRecoveredWithinOneCycle(page: Page, text: string) {
      await page.clock.fastForward(POLL_MS);
      await pollError(page, text).waitFor({ state: 'detached' });
      await expectShellStanding(page);
      await expect(rows(page).first()).toBeVisible();
    }

    test('answering 500, then timing out (504 from its gateway): the polling says so, and recovers on the next poll', async () => {
      const page = await openWithClock();
      try {
        apiProxy.inject({ kind: 500 });
        await passTimeUntilShown(page, 'Api call failed');
        // The last answer stays on screen, the shell around it too.
        await expectShellStanding(page);
        await expect(rows(page).first()).toBeVisible();
        await screenshot(page, 'faults-api-500');

        apiProxy.inject({ kind: 504 });
        await passTimeUntilShown(page, 'Timeout, please try again');
        await screenshot(page, 'faults-api-timeout');

        apiProxy.heal();
        await expectRecoveredWithinOneCycle(page, 'Timeout, please try again');
      } finally {
        apiProxy.heal();
        await page.close();
      }
    });

    test('answering 500 to an owner, who has no sidebar: the polling says so above the page, and the words go with the next good poll', async () => {
      // The remote tests' browser: its provider session is the owner's (one site, so no sidebar, spec 6).
      const page = await browser.newPage();
      await page.clock.install();
      const aboveThePage = (text: string) => page.getByRole('alert').filter({ hasText: text });
      try {
        await signInThroughProvider(page, stack.shellUrl + '/main/home', OWNER);
        await heading(page, 'Home').waitFor();
        await expect(sidebar(page)).toHaveCount(0);
        apiProxy.inject({ kind: 500 });
        await expect
          .poll(
            async () => {
              await page.clock.fastForward(1_000);
              return aboveThePage('Api call failed').isVisible();
            },
            { timeout: 40_000, intervals: [200] },
          )
          .toBe(true);
        await expectShellStanding(page);
        await screenshot(page, 'faults-api-500-owner');
        apiProxy.heal();
        await page.clock.fastForward(POLL_MS);
        await aboveThePage('Api call failed').waitFor({ state: 'detached' });
      } finally {
        apiProxy.heal();
        await page.close();
      }
    });

    test('not answering at all: after the API timeout the polling says so, and recovers on the next poll', async () => {
      const page = await openWithClock();
      try {
        // Requests are held open; the client gives up after its timeout (real time: AbortSignal.timeout), twice
        // retried, and then the polling names the failure.
        apiProxy.inject({ kind: 'hang' });
        await passTimeUntilShown(page, 'Timeout, please try again');
        await expectShellStanding(page);
        await expect(rows(page).first()).toBeVisible();
        await screenshot(page, 'faults-api-hanging');
        apiProxy.heal();
        await expectRecoveredWithinOneCycle(page, 'Timeout, please try again');
      } finally {
        apiProxy.heal();
        await page.close();
      }
    });

    test('hidden for 10 minutes makes no request, and one refresh when shown again', async () => {
      const page = await openWithClock();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(apiProxy.url)) calls.push(new URL(request.url()).pathname);
      });
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
          // As the browser's own: it bubbles to window, where react-query's focus manager listens.
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        }, state);
      try {
        // Time stands still unless the test moves it, so that only the tab's own doing makes requests.
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await setVisibility('hidden');
        calls.length = 0;
        // Every timer of the 10 minutes fires, in order: 150 poll cycles of the shortened configuration.
        await page.clock.runFor(10 * 60_000);
        expect(calls).toEqual([]);

        const refreshed = page.waitForResponse((response) => response.url() === `${apiProxy.url}/sitestatus`);
        await setVisibility('visible');
        await refreshed;
        const counts = calls.reduce<Record<string, number>>((n, call) => ({ ...n, [call]: (n[call] ?? 0) + 1 }), {});
        expect(counts['/sitestatus']).toBe(1);
        expect(Object.values(counts).every((n) => n === 1)).toBe(true);
        await expectShellStanding(page);
      } finally {
        // The clock is the browser context's: the pages after this one need time to flow again.
        await page.clock.resume();
        await page.close();
      }
    });

    test('restarted mid-poll (same port, same database): the portal recovers without a reload', async () => {
      const page = await openWithClock();
      try {
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        await api.stop();
        await passTimeUntilShown(page, 'It was not possible to connect to the server');
        await screenshot(page, 'faults-api-restarting');

        await api.start();
        await expectRecoveredWithinOneCycle(page, 'It was not possible to connect to the server');
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      } finally {
        await page.close();
      }
    });

    test('killed with SIGKILL while the simulator writes telemetry: no committed row lost, the database intact', async () => {
      const count = (db: Database.Database) =>
        (db.prepare('SELECT count(*) AS n FROM telemetry_minute').get() as { n: number }).n;
      const reader = new Database(api.databaseFile, { readonly: true, fileMustExist: true });
      let committed: number;
      try {
        // Wait for a tick of the simulator (every 10 s) to commit, so that the kill falls while the ingest is running:
        // SQLite's data_version changes when another connection commits.
        const version = () => reader.pragma('data_version', { simple: true });
        const first = version();
        await expect.poll(() => version() !== first, { timeout: 30_000, intervals: [50] }).toBe(true);
        committed = count(reader);
        await api.kill9();
      } finally {
        reader.close();
      }
      const after = new Database(api.databaseFile, { fileMustExist: true });
      try {
        expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(count(after)).toBeGreaterThanOrEqual(committed);
      } finally {
        after.close();
      }
      // And it starts again on that database.
      await api.start();
      expect((await fetch(`${api.url}/health`)).ok).toBe(true);
    });

    test('its access token expiring mid-session: renewed silently, the half-typed input kept, no reload', async ({
      portal,
    }) => {
      // Tokens of 10 s from now on: the first one really expires at the API during the test.
      await api.stop();
      await api.start({ IDP_ACCESS_TOKEN_TTL_S: '10' });
      // A browser with the real clock (the one above was moved on by 10 minutes).
      const fresh = await portal.launch();
      try {
        const page = await fresh.newPage();
        await signInThroughProvider(page, stack.shellUrl + '/main/home', PARTNER);
        await rows(page).first().waitFor({ timeout: 30_000 });
        await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
        const search = page.getByPlaceholder('Search for site, group or device');
        await search.fill('Aarh');
        const first = await accessTokenOf(page);

        await expect
          .poll(
            async () => (await fetch(`${api.url}/User`, { headers: { authorization: `Bearer ${first}` } })).status,
            {
              timeout: 40_000,
              intervals: [1_000],
            },
          )
          .toBe(401);
        // The polling goes on with a renewed token, in the same page: nobody signs in again, nothing typed is lost.
        await page.waitForResponse((r) => r.url() === `${apiProxy.url}/sitestatus` && r.status() === 200, {
          timeout: POLL_MS + 10_000,
        });
        expect(await accessTokenOf(page)).not.toBe(first);
        await expect(search).toHaveValue('Aarh');
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await expectShellStanding(page);
        await expect(page.getByText('Session has expired, please try again')).toHaveCount(0);
        await screenshot(page, 'faults-token-renewed');
      } finally {
        await fresh.close();
      }
    });
  });
});
