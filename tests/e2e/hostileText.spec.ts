import type { Page } from 'playwright-core';
import { API_URL } from '../support/api';
import { REPLICA_COUNT } from '../support/replicas';
import { screenshot, type Browser } from '../support/browser';
import { accessTokenOf, openPortalAs } from '../support/signIn';
import type { Stack } from '../support/stack';
import { expect, test } from '../support/fixtures';

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
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  let token: string;
  const created: { siteId?: string; siteGroupId?: string } = {};

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${API_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  };
  const message = (title: string, text: string, isEnabled: boolean) => ({
    isEnabled,
    severity: 'warning',
    title,
    message: text,
    messageSummary: text,
    languages: ['English', 'Danish', 'German', 'Swedish'].map((language) => ({
      language,
      title,
      message: text,
      messageSummary: text,
    })),
  });

  test.beforeAll(async ({ stack: served }) => {
    stack = served;
    ({ browser, page } = await openPortalAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    token = await accessTokenOf(page);
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
    await api('PUT', '/messageCenter', message(`Notice ${MARKUP}`, `Maintenance ${MARKUP}`, true));
    // Behind two replicas, the one that did not publish it may keep the banner it read for 5 s (the server's
    // BANNER_KEPT_MS), and the page polls again only a minute later.
    if (REPLICA_COUNT > 1) await new Promise((resolve) => setTimeout(resolve, 5_000));
  });
  test.afterAll(async () => {
    // Leave the shared demo fleet as it was for the other tests.
    if (token) {
      await api('PUT', '/messageCenter', message('Notice', 'Maintenance', false)).catch(() => undefined);
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
