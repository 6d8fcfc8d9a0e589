import type { Page } from '@playwright/test';
import { REPLICA_COUNT } from '../support/replicas';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import { messageCentreBody } from '../support/messageCentre';

/** Markup that would run a script if any part of the portal put it into the page as HTML. */
const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const SITE_NAME = `Markup Site ${MARKUP}`;
const GROUP_NAME = `Markup Group ${MARKUP}`;

/** Whether anything ran or any element was made from the markup. */
const injected = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __xss?: number }).__xss !== undefined ||
      document.querySelector('img[src="x"]') !== null ||
      [...document.querySelectorAll('script')].some((s) => s.textContent?.includes('__xss')),
  );

test.describe('free texts others read render inert in the browser', () => {
  // The message centre is one for the whole fleet: the tests that set it take turns.
  test.describe.configure({ lock: 'message-centre' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;
  let api: (method: string, path: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the API's JSON
  const created: { siteId?: string; siteGroupId?: string } = {};

  test.beforeAll(async ({ stack: served, portal, api: clients }) => {
    stack = served;
    api = (method, path, body) => clients.superadmin.ok(method, path, body);
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    created.siteGroupId = (
      await api('POST', '/SiteGroup', { name: GROUP_NAME, parentId: 'G-DK', timezone: 'UTC' })
    ).siteGroupId;
    created.siteId = (
      await api('POST', '/Site', {
        siteName: SITE_NAME,
        parentId: created.siteGroupId,
        country: 'Denmark',
        timezone: 'Europe/Copenhagen',
      })
    ).siteId;
    await api('PUT', '/messageCenter', messageCentreBody(`Notice ${MARKUP}`, `Maintenance ${MARKUP}`, true));
    // Behind two replicas, the one that did not publish it may keep the banner it read for 5 s (the server's
    // BANNER_KEPT_MS), and the page polls again only a minute later.
    if (REPLICA_COUNT > 1) await new Promise((resolve) => setTimeout(resolve, 5_000));
  });
  test.afterAll(async () => {
    // Leave the shared demo fleet as it was for the other tests.
    if (api) {
      await api('PUT', '/messageCenter', messageCentreBody('Notice', 'Maintenance', false)).catch(() => undefined);
      if (created.siteId) await api('DELETE', '/Site', { siteId: created.siteId }).catch(() => undefined);
      if (created.siteGroupId) {
        await api('DELETE', '/SiteGroup', { siteGroupId: created.siteGroupId }).catch(() => undefined);
      }
    }
    await browser?.close();
  });

  test('a site and a group named with markup show the markup as text in the sidebar and on the home tab, and run nothing', async () => {
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Markup');
    const list = page.getByTestId('device-list-scroll');
    await list.getByText(SITE_NAME, { exact: false }).first().waitFor();
    await list.getByText(GROUP_NAME, { exact: false }).first().waitFor();
    await list
      .getByRole('option', { name: /^Markup Site .*, Empty site,/ })
      .first()
      .click();
    await page.getByText(SITE_NAME).first().waitFor();
    // The message centre banner with markup in its title and text.
    await page.getByText(`Notice ${MARKUP}`).first().waitFor();
    await screenshot(page, 'hostile-text-inert');
    expect(await injected(page)).toBe(false);
  });
});
