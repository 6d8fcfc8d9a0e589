import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { expect, test } from '../support/fixtures';

// A grant on Denmark (G-DK) reaches Jutland and Aarhus Harbour below it: the site's users tab lists the person as
// having access through Denmark, read-only, and leads to Denmark's own users, where the grant is changed.
const GROUP = { id: 'G-DK', name: 'Denmark' };
const SITE = 'S-AARHUS';

const inherited = (page: Page) => page.getByRole('region', { name: 'Access through groups above' });

test('a grant on a group shows on a site below it as inherited, with the group it comes from', async ({
  api,
  pageAs,
  stack,
}) => {
  const email = `inherited-${Date.now()}@example.com`;
  const { userId } = await api.superadmin.ok<{ userId: string }>('POST', '/User', { email });
  const end = new Date(2031, 2, 1, 12, 0);
  try {
    await api.superadmin.ok('POST', '/UserSiteGroup', {
      siteGroupId: GROUP.id,
      userId,
      email,
      level: 10,
      startTime: new Date().toISOString(),
      endTime: end.toISOString(),
    });

    for (const [name, viewport] of [
      ['users-inherited-desktop', { width: 1400, height: 900 }],
      ['users-inherited-phone', { width: 390, height: 844 }],
    ] as const) {
      const page = await pageAs('superadmin', stack.shellUrl + '/main/users', { viewport, select: SITE });
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      const row = inherited(page).getByRole('row').filter({ hasText: email });
      await row.getByText('Normal user').waitFor();
      await expect(row.getByText('2031-03-01 12:00')).toHaveCount(1);
      // Read-only here: no edit or remove, only the way to the group it comes from.
      await expect(row.getByRole('button', { name: /^(Edit|Remove) access/ })).toHaveCount(0);
      const toGroup = row.getByRole('button', { name: `Open the users of ${GROUP.name}` });
      await expect(toGroup).toHaveText(GROUP.name);
      // Not among the site's own grants.
      await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toHaveCount(0);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, name);

      if (name === 'users-inherited-desktop') {
        // On Denmark's own users tab the grant is a direct one, changed there.
        await toGroup.click();
        const direct = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
        await direct.getByRole('button', { name: `Edit access ${email}` }).waitFor();
      }
    }
  } finally {
    // The fleet as it was for the tests after.
    await api.superadmin.ok('DELETE', '/UserSiteGroup', { siteGroupId: GROUP.id, userId });
  }
});
