// A grant with an end: the person sees the site until then, and nothing after. The test waits for the end (about a
// minute and a half of the clock), so its file sorts first and the wait overlaps the rest of the suite.
import { givePassword } from '../support/accounts';
import { screenshot } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { chooseLevel, firstSignIn, openTab, pickerText, tabs } from '../support/usersAdmin';

test('a new e-mail given access until a minute ahead sees the site, and no longer after the end', async ({
  superadminPage: page,
  stack,
  portal,
}) => {
  const email = `guest-${Date.now()}@example.com`;
  await openTab(page, 'bristol', 'Bristol Dairy', 'Site', 'Users');
  // The end: the next whole minute at least 40 s away (the dialog takes minutes).
  const end = new Date(Date.now() + 100_000);
  end.setSeconds(0, 0);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await chooseLevel(page, dialog, 'Administrator');
  const until = dialog.getByLabel('Access until');
  await until.click();
  await until.fill(pickerText(end));
  await until.press('Enter');
  await screenshot(page, 'users-add-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${email} has been given access`).waitFor();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  await expect(row.getByText('Administrator')).toHaveCount(1);
  await expect(row.getByText(pickerText(end))).toHaveCount(1);
  await screenshot(page, 'users-list');

  // The person behind the e-mail signs in and sees the site (one site: selected at once, spec 4).
  await givePassword(email);
  const guest = await portal.launch();
  try {
    const guestPage = await guest.newPage();
    await firstSignIn(guestPage, stack.shellUrl + '/main/home', email);
    // The site's own tabs are there, and its users list (the guest's own grant among them) answers them.
    await tabs(guestPage).getByRole('link', { name: 'Users' }).click();
    await guestPage.getByRole('row').filter({ hasText: email }).waitFor();
    await screenshot(guestPage, 'users-guest-sees-site');
    expect(Date.now()).toBeLessThan(end.getTime());

    // After the end the grant gives nothing: the portal, loaded again, has no site for them.
    await expect
      .poll(
        async () => {
          if (Date.now() < end.getTime()) return 'before the end';
          await guestPage.reload();
          const none = guestPage.getByText('Sorry, you do not have access to any devices', { exact: false });
          const site = guestPage.getByRole('row').filter({ hasText: email });
          await none.or(site).first().waitFor();
          return (await none.isVisible()) ? 'no access' : 'still sees the site';
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe('no access');
    await screenshot(guestPage, 'users-guest-after-end');
  } finally {
    await guest.close();
  }
  // The admin's list at the current time no longer holds them either.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  await page.getByRole('button', { name: 'Add user' }).waitFor();
  await page.getByRole('table', { name: 'Users' }).locator('tbody').waitFor();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
