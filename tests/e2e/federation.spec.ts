import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { ROOT, type StackUrls } from '../support/stack';
import { openSignedIn, selectOnLoad } from '../support/signIn';
import { expect, test, type OwnBrowser } from '../support/fixtures';

const ADMIN = 'superadmin@demo.test';
/** An XEAM site with the event scheduler and backup features: with it selected every desktop tab is visible. */
const EVERY_TAB_SITE = 'S-AARHUS';

const run = promisify(execFile);

/** Every tab route, and the page title (English) its remote renders. */
const TAB_ROUTES: [string, string][] = [
  ['/main/home', 'Home'],
  ['/main/overview', 'Overview'],
  ['/main/data', 'Data'],
  ['/main/economics', 'Economics'],
  ['/main/maintenance', 'Maintenance'],
  ['/main/schedule', 'Schedule'],
  ['/main/devices', 'Parameters'],
  ['/main/backup', 'Backup'],
  ['/main/management', 'Management'],
  ['/main/users', 'Users'],
  ['/map', 'Map'],
  ['/installer', 'Installer'],
];

/** The page's title once it reads `name` (a navigation replaces the old page a moment later). */
const headingNamed = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('the shell loads its remotes at run time', () => {
  let stack: StackUrls;
  let browser: OwnBrowser;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    browser = await portal.launch();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [route, title] of TAB_ROUTES) {
    test(`a deep link to ${route} loads its remote (${title})`, async () => {
      const page = await browser.newPage();
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('remoteEntry') || request.url().includes('mf-manifest'))
          remoteRequests.push(request.url());
      });
      await selectOnLoad(page, EVERY_TAB_SITE);
      await openSignedIn(page, stack.shellUrl + route, ADMIN);
      await headingNamed(page, title).waitFor();
      // The page comes from the remote's own build, not from the shell.
      await page.getByText(/^Build /).waitFor();
      expect(remoteRequests.length).toBeGreaterThan(0);
      await page.close();
    });
  }

  test('/ opens main/home', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, stack.shellUrl + '/', ADMIN);
    await page.waitForURL('**/main/home');
    await headingNamed(page, 'Home').waitFor();
    await screenshot(page, 'federation-home');
    await page.close();
  });

  test('an unknown path shows "Page not found" and a button back to main/home', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, stack.shellUrl + '/main/home', ADMIN);
    await page.goto(stack.shellUrl + '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'federation-not-found');
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await page.waitForURL('**/main/home');
    await headingNamed(page, 'Home').waitFor();
    await page.close();
  });

  test('a remote that is down breaks only its own tab, and Retry recovers once it is back', async ({ ownStack }) => {
    // A stack of this test's own: the shared one's remotes stay up for the tests of the other worker.
    const own = await ownStack();
    await own.stopRemote('mf_data_economics');
    const page = await browser.newPage();
    try {
      await openSignedIn(page, own.shellUrl + '/main/data', ADMIN);
      // Another test may have the fleet's message banner up (also an alert): this one is the tab's.
      await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
      await screenshot(page, 'federation-remote-down');

      // The other tabs still work, in the same page.
      await tabs(page).getByRole('link', { name: 'Home' }).click();
      await headingNamed(page, 'Home').waitFor();
      await tabs(page).getByRole('link', { name: 'Maintenance' }).click();
      await headingNamed(page, 'Maintenance').waitFor();

      // Still down: Retry fails again, visibly.
      await tabs(page).getByRole('link', { name: 'Data' }).click();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('button', { name: 'Retry' }).waitFor();

      await own.startRemote('mf_data_economics');
      await page.getByRole('button', { name: 'Retry' }).click();
      await headingNamed(page, 'Data').waitFor();
    } finally {
      await page.close();
    }
  });
});

/** The redeployed data tab's new text, in English and in Danish. */
const NOTE = { en: 'Readings are in local site time', da: 'Målingerne vises i anlæggets lokale tid' };

/**
 * A copy of mf-data-economics as its team would change it: a new text in its own namespace, in all four languages,
 * and the data tab showing it. The copy sits inside the repository so that it resolves the installed packages.
 */
function changedRemoteSource(): string {
  const source = path.join(ROOT, 'mf-data-economics');
  const copy = path.join(ROOT, '.e2e', 'deploy', 'mf-data-economics');
  fs.rmSync(copy, { recursive: true, force: true });
  for (const entry of ['package.json', 'webpack.config.js', 'src']) {
    fs.cpSync(path.join(source, entry), path.join(copy, entry), {
      recursive: true,
      filter: (file) => !/\.test\.tsx?$/.test(file),
    });
  }
  const texts = { ...NOTE, sv: 'Mätvärdena visas i anläggningens lokala tid', de: 'Messwerte in Ortszeit der Anlage' };
  for (const [language, text] of Object.entries(texts)) {
    const file = path.join(copy, 'src', 'i18n', `${language}.ts`);
    const before = fs.readFileSync(file, 'utf8');
    const after = before.replace(/^ {2}data: \{$/m, `  data: {\n    siteTimeNote: '${text}',`);
    expect(after).not.toBe(before);
    fs.writeFileSync(file, after);
  }
  fs.writeFileSync(
    path.join(copy, 'src', 'expose', 'Data.tsx'),
    `import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { DataPage } from '../features/data/DataPage';
import { TEXTS, useTexts } from '../i18n';

function SiteTimeNote() {
  const { t } = useTexts();
  return <p>{t('data.siteTimeNote')}</p>;
}

export function Data() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.data" build={BUILD_ID}>
        <SiteTimeNote />
        <DataPage />
      </TabPage>
    </WithNamespace>
  );
}
`,
  );
  return copy;
}

test.describe('a remote deploys on its own', () => {
  let deployDir: string | undefined;
  let sourceCopy: string | undefined;

  test.afterAll(() => {
    if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
    if (sourceCopy) fs.rmSync(path.dirname(sourceCopy), { recursive: true, force: true });
  });

  test('a rebuilt remote with a new text is picked up on reload, translated, without rebuilding the shell', async ({
    portal,
    ownStack,
    newAccount,
  }) => {
    const shellIndex = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
    // The data remote is "deployed" to a folder of its own, starting from the current build, and served by a stack of
    // this test's own.
    const deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-deploy-'));
    deployDir = deployed;
    fs.cpSync(path.join(ROOT, 'mf-data-economics', 'dist'), deployed, { recursive: true });
    const stack = await ownStack();
    await stack.stopRemote('mf_data_economics');
    await stack.startRemote('mf_data_economics', deployed);
    // The test changes the language of its user: an account of its own, like the super admin.
    const admin = await newAccount('superadmin');
    const browser = await portal.launch();
    const page = await browser.newPage();
    await selectOnLoad(page, 'SC-000000123');
    await openSignedIn(page, stack.shellUrl + '/main/data', admin.email);
    await headingNamed(page, 'Data').waitFor();
    const before = await page.getByText(/^Build /).textContent();
    const setLanguage = (language: string) => admin.api.ok('PUT', '/User', { language });

    const buildId = `e2e-${Date.now()}`;
    sourceCopy = changedRemoteSource();
    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
        '--mode',
        'production',
        '--output-path',
        deployed,
      ],
      { cwd: sourceCopy, env: { ...process.env, BESS_BUILD_ID: buildId } },
    );

    await page.reload();
    await page.getByText(`Build ${buildId}`).waitFor();
    await page.getByText(NOTE.en).waitFor();
    expect(before).not.toContain(buildId);

    // The same text in Danish: the remote's own Danish chunk, fetched from the remote, not from the shell.
    await setLanguage('da');
    await page.reload();
    await page.getByText(NOTE.da).waitFor();
    await expect(page.getByText('data.siteTimeNote')).toHaveCount(0);
    // antd's own texts follow the language too (the shell's ConfigProvider around every remote).
    await page.getByText('Valgfrit', { exact: true }).click();
    await page.getByPlaceholder('Startdato').waitFor();
    await screenshot(page, 'federation-redeployed-remote-da');
    // The shell itself was not touched.
    expect(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellIndex);
    await browser.close();
  });
});
