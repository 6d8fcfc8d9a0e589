import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  MOBILE_BREAKPOINT_PX,
  NAVIGATION_PATHS,
  TAB_LABEL_KEYS,
  buildHierarchy,
  dashboardIds,
  hasDeviceList,
  navigationEntries,
  scheduleSections,
  selectionDeviceTypes,
  selectionFeatures,
  selectionFor,
  splitBottomNavigation,
  type NavigationContext,
  type NavigationEntry,
} from '../../shared/src/domain';
import { toHostUser } from '../../shared/src/host/toHostUser';
import { en } from '../../shared/src/i18n/resources/en';
import type { User as WireUser } from '../../shared/src/api/schemas/user';
import type { ConfigurationResponse } from '../../shared/src/api/schemas/siteGroups';
import { ACCOUNTS, ROLES, type Role } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { navigateInApp, waitForSettled } from '../support/axe';
import { accessTokenOf, selectOnLoad, signInThroughProvider } from '../support/signIn';
import type { StackUrls } from '../support/stack';
import { expect, test } from '../support/fixtures';

/**
 * The screens catalogue (docs/screens.md): every tab each demo account sees, at a desktop's and a phone's width, light
 * and dark, saved as full-page screenshots under tests/artifacts/screens/<role>/<tab>-<width>-<scheme>.png for a person to
 * look through. The tabs are not listed here: they are what shared's navigation rules give the account for its
 * selection (the API's user and configuration, as the shell reads them), and the portal must offer exactly those.
 */

const SCREENS = path.resolve(__dirname, '..', 'artifacts', 'screens');

/**
 * What each account opens with selected: a site on which its tabs show real content. Aarhus Harbour has every feature
 * (XEAM data and economics, the event scheduler, backup) and two batteries; the installer's sites are Malmö, new and
 * empty, and Utrecht, which has a battery, XEAM data and the event scheduler.
 */
const SELECTED: Readonly<Record<Role, string>> = {
  superadmin: 'S-AARHUS',
  admin: 'S-AARHUS',
  partner: 'S-AARHUS',
  installer: 'S-UTRECHT',
  owner: 'S-AARHUS',
  readonly: 'S-AARHUS',
};

const WIDTHS = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** An English text of the portal by its key (`nav.home`). */
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en.translation) as string;

/** The heading each entry's page opens with; the phone's device list has none (it is the sidebar's list). */
const headingOf = (entry: NavigationEntry) =>
  entry === 'installer' ? text('nav.installer') : text(TAB_LABEL_KEYS[entry]);

/**
 * The main navigation's entries for the signed-in account, the selection and the width, by shared's rules, from what
 * the shell reads: GET /User, GET /SiteGroup and the portal's config.json.
 */
async function expectedEntries(
  stack: StackUrls,
  api: ApiClient,
  selected: string,
  width: number,
): Promise<NavigationEntry[]> {
  const wireUser = await api.ok<WireUser>('GET', '/User');
  const configuration = await api.ok<ConfigurationResponse>('GET', '/SiteGroup');
  const config = (await (await fetch(`${stack.shellUrl}/config.json`)).json()) as { features?: { data?: boolean } };
  const user = toHostUser(wireUser);
  const hierarchy = buildHierarchy(configuration.groups, configuration.sites, configuration.devices);
  const selection = selectionFor(hierarchy, selected);
  const features = selectionFeatures(hierarchy, selection);
  const context: NavigationContext = {
    role: user.role,
    userAccessLevelNumber: user.userAccessLevelNumber,
    selectionType: selection.selectionType,
    deviceTypes: selectionDeviceTypes(hierarchy, selection),
    isMobile: width < MOBILE_BREAKPOINT_PX,
    hasDeviceList: hasDeviceList(user.role, hierarchy.sites.length),
    dataFeatureOn: config.features?.data !== false,
    scheduleFeatureOn: scheduleSections(features).length > 0,
    backupCapability: features.includes('Backup'),
    dashboardIds: dashboardIds(hierarchy),
    isInstaller: user.isInstaller,
  };
  return navigationEntries(context);
}

/** The paths the main navigation links to, in order (on a phone, the bottom bar's; the rest sit behind Menu). */
const offeredPaths = (page: Page) =>
  page
    .getByRole('navigation', { name: text('nav.mainNavigation') })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/**
 * Waits until the canvases of the page (charts, gauges) have drawn and stopped moving: their pixels are the same in two
 * reads in a row. A chart animates its entry on the canvas, which the page's own animations do not show.
 */
async function canvasesStill(page: Page) {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          [...document.querySelectorAll('canvas')]
            .map((canvas) => {
              try {
                return `${canvas.width}x${canvas.height}:${canvas.toDataURL()}`;
              } catch {
                // A canvas holding another origin's pixels cannot be read: its size stands for it.
                return `${canvas.width}x${canvas.height}`;
              }
            })
            .join('|'),
        );
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [400], timeout: 15_000, message: `${page.url()}: a canvas kept changing` },
    )
    .toBe(true);
}

/** Opens an entry of the navigation as its link does and waits until its page shows its content, not a spinner. */
async function open(page: Page, entry: NavigationEntry) {
  const to = NAVIGATION_PATHS[entry];
  await navigateInApp(page, to);
  if (entry === 'device-list') {
    await page.getByTestId('device-list-scroll').getByRole('option').first().waitFor();
  } else {
    await page.getByRole('heading', { level: 1, name: headingOf(entry), exact: true }).waitFor();
  }
  await waitForSettled(page);
  await canvasesStill(page);
  // A tab that its route sends elsewhere (home) would be a screenshot of another page.
  expect(new URL(page.url()).pathname).toBe(to);
}

/** The tallest screenshot taken: a page that keeps growing with the window stops there. */
const MAX_HEIGHT = 12_000;

/**
 * The panes of the portal that scroll inside the window: the content beside the sidebar (the tabs), the content under
 * the top bar alone (the installer app), and on the phone's device-list tab, the list. The desktop sidebar's list is
 * left as the window shows it: the tab is the subject.
 */
const PANES = '.app-body .content, .app-frame > main, .device-list-page [data-testid="device-list-scroll"]';

/**
 * How far the content of the page's panes reaches below what they show, in pixels: the bottom of the lowest element a
 * person can see (an element inside a box that scrolls or clips counts to that box's bottom at most; a visually hidden
 * text of 1 by 1 pixels does not count, as it may sit outside every box).
 */
const hiddenBelow = (page: Page) =>
  page.evaluate((panes) => {
    let most = 0;
    for (const pane of document.querySelectorAll(panes)) {
      let bottom = 0;
      const visit = (parent: Element, clip: number) => {
        for (const child of parent.children) {
          const style = getComputedStyle(child);
          if (style.display === 'none' || style.position === 'fixed') continue;
          const box = child.getBoundingClientRect();
          if (box.width > 1 || box.height > 1) bottom = Math.max(bottom, Math.min(box.bottom, clip));
          visit(child, style.overflowY === 'visible' ? clip : Math.min(clip, box.bottom));
        }
      };
      visit(pane, Infinity);
      const shown = pane.getBoundingClientRect().top + pane.clientHeight;
      most = Math.max(most, Math.ceil(bottom - shown));
    }
    return most;
  }, PANES);

/**
 * Saves the whole of the open page. The portal's panes scroll inside the window, so a full-page screenshot of the
 * window alone would end where the viewport does: the window is made as tall as the panes' content for the screenshot,
 * then given back its height.
 */
async function saveWhole(page: Page, size: { width: number; height: number }, file: string) {
  // Growing the window can grow what is sized by it (a box of 70vh, say): a few steps, until nothing is hidden.
  for (let step = 0; step < 4; step += 1) {
    const hidden = await hiddenBelow(page);
    const height = Math.min(MAX_HEIGHT, (page.viewportSize()?.height ?? size.height) + hidden);
    if (hidden <= 1 || height === page.viewportSize()?.height) break;
    await page.setViewportSize({ width: size.width, height });
  }
  if (page.viewportSize()?.height !== size.height) await canvasesStill(page);
  await page.screenshot({ path: file, fullPage: true });
  await page.setViewportSize(size);
}

for (const role of ROLES) {
  for (const size of WIDTHS) {
    test(`${role} at ${size.width} px: every tab, light and dark`, async ({ stack, portal }) => {
      // Up to eleven tabs in two schemes on one page, while the other workers do the same: longer than one test.
      test.slow();
      const browser = await portal.launch({ viewport: size });
      const page = await browser.newPage();
      await selectOnLoad(page, SELECTED[role]);
      await signInThroughProvider(page, `${stack.shellUrl}/main/home`, ACCOUNTS[role]);
      const api = new ApiClient(await accessTokenOf(page));
      const entries = await expectedEntries(stack, api, SELECTED[role], size.width);

      // The portal offers what the rules give: the whole list on a desktop, the bottom bar's share of it on a phone.
      const shown = size.width < MOBILE_BREAKPOINT_PX ? splitBottomNavigation(entries).bar : entries;
      await expect.poll(() => offeredPaths(page)).toEqual(shown.map((entry) => NAVIGATION_PATHS[entry]));
      test.info().annotations.push({ type: 'tabs', description: entries.join(' ') });

      // This width's screenshots of an earlier run go first: a tab the account no longer sees leaves none behind.
      const folder = path.join(SCREENS, role);
      fs.mkdirSync(folder, { recursive: true });
      for (const file of fs.readdirSync(folder)) {
        if (file.includes(`-${size.width}-`)) fs.rmSync(path.join(folder, file));
      }
      for (const scheme of SCHEMES) {
        // The account's theme is System (a new browser's), so the device's setting decides, as in the a11y check.
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        for (const entry of entries) {
          await open(page, entry);
          await saveWhole(page, size, path.join(folder, `${entry}-${size.width}-${scheme}.png`));
        }
      }
      await browser.close();
    });
  }
}
