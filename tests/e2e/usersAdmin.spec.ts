import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { dialogSettled } from '../support/dialogs';
import { openSignedIn } from '../support/signIn';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import { chooseLevel, list, openTab, pickerText } from '../support/usersAdmin';

test.describe('mf-users-admin against the real API', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let admin: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    ({ browser: admin, page: page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    await list(page).getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await admin?.close();
  });

  test('changes a level and removes a user only after confirming', async () => {
    const email = `helper-${Date.now()}@example.com`;
    await openTab(page, 'leeds', 'Leeds Depot', 'Site', 'Users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await chooseLevel(page, dialog, 'Administrator');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Administrator').waitFor();
    await expect(row.getByText('Open')).toHaveCount(1);

    await row.getByRole('button', { name: `Edit access ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit access' });
    await edit.getByLabel('Access level').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Read only' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Read only').waitFor();

    await row.getByRole('button', { name: `Remove access ${email}` }).click();
    await page.getByText(`Do you want to remove the access of ${email}?`).waitFor();
    await screenshot(page, 'users-remove-confirm');
    await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`The access of ${email} has been removed`).waitFor();
    await row.waitFor({ state: 'detached' });
  });
  test('re-adding a user who has access on a site shows their grant and changes nothing until asked to', async ({
    api,
  }) => {
    const stamp = Date.now();
    const email = `again-${stamp}@example.com`;
    /** A call of the super admin, who is signed in on the page. */
    const call = (method: string, path: string, body?: object) => api.superadmin.call(method, path, body);
    /** The grants of an e-mail on Leeds Depot, as the API has them now. */
    const grantsOf = async (who: string) => {
      const { json: body } = await call('GET', '/UserSite?siteId=S-LEEDS');
      return (body as { users: { userId: string; email: string; level: number; endTime: string | null }[] }).users
        .filter((u) => u.email === who)
        .map(({ userId, level, endTime }) => ({ userId, level, endTime }));
    };

    await openTab(page, 'leeds', 'Leeds Depot', 'Site', 'Users');
    // Their grant: Normal user until the end of November 2030.
    const end = new Date(2030, 10, 30, 0, 0);
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    await add.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await chooseLevel(page, add, 'Normal user');
    const until = add.getByLabel('Access until');
    await until.click();
    await until.fill(pickerText(end));
    await until.press('Enter');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${email} has been given access`).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Normal user').waitFor();
    const given = await grantsOf(email);
    expect(given).toEqual([{ userId: expect.any(String), level: 10, endTime: end.toISOString() }]);

    // Added again (as typed, in capitals): the dialog shows the grant they have and offers to change it instead.
    await page.getByRole('button', { name: 'Add user' }).click();
    const again = page.getByRole('dialog', { name: 'Add user' });
    await dialogSettled(again);
    await again.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
    const existing = again.getByTestId('existing-grant');
    await expect(existing).toContainText('This user already has access here; change their access instead');
    await expect(existing).toContainText(`Their access here: Normal user until ${pickerText(end)}`);
    await expect(again.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The note slides in under the field: the picture waits until it is still.
    await dialogSettled(again);
    await screenshot(page, 'users-existing-grant');
    expect(await grantsOf(email)).toEqual(given);

    // Only choosing to change it changes it: the dialog becomes an edit of that grant (PUT), read back through the API.
    await existing.getByRole('button', { name: 'Change their access' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit access' });
    await expect(edit.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(edit.locator('.ant-select-content[title="Normal user"]')).toHaveCount(1);
    expect(await grantsOf(email)).toEqual(given);
    await chooseLevel(page, edit, 'Read only');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await dialogSettled(edit);
    await screenshot(page, 'users-existing-grant-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`The access of ${email} has been updated`).waitFor();
    await row.getByText('Read only').waitFor();
    expect(await grantsOf(email)).toEqual([{ userId: given[0]!.userId, level: 20, endTime: end.toISOString() }]);

    // A grant given elsewhere after the list was read: the API answers 409, and the dialog shows it all the same.
    const late = `late-${stamp}@example.com`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const stale = page.getByRole('dialog', { name: 'Add user' });
    await dialogSettled(stale);
    const created = await call('POST', '/User', { email: late });
    const lateId = (created.json as { userId: string }).userId;
    expect(
      (
        await call('POST', '/UserSite', {
          siteId: 'S-LEEDS',
          userId: lateId,
          email: late,
          level: 9,
          startTime: new Date().toISOString(),
          endTime: null,
        })
      ).status,
    ).toBe(204);
    await stale.getByRole('textbox', { name: 'E-mail' }).fill(late);
    await chooseLevel(page, stale, 'Administrator');
    await stale.getByRole('button', { name: 'Save' }).click();
    const refused = stale.getByTestId('existing-grant');
    await expect(refused).toContainText('This user already has access here; change their access instead');
    await expect(refused).toContainText('Their access here: Schedule user, open');
    await dialogSettled(stale);
    await screenshot(page, 'users-existing-grant-409');
    expect(await grantsOf(late)).toEqual([{ userId: lateId, level: 9, endTime: null }]);
    await stale.getByRole('button', { name: 'Cancel' }).click();

    // Leeds Depot as it was, for the tests after.
    for (const userId of [given[0]!.userId, lateId]) {
      expect((await call('DELETE', '/UserSite', { siteId: 'S-LEEDS', userId })).status).toBe(204);
    }
  });

  test('a site is created, renamed, moved, given a device and deleted; the sidebar follows each step', async () => {
    const stamp = Date.now();
    const name = `E2E Depot ${stamp}`;
    const renamed = `E2E Renamed ${stamp}`;
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    const option = (label: string, type: string) =>
      list(page).getByRole('option', { name: new RegExp(`^${label}, ${type},`) });

    await openTab(page, 'sweden', 'Sweden', 'Site group', 'Management');
    await page.getByRole('button', { name: 'Create site', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create site', exact: true });
    await create.getByLabel('Name', { exact: true }).fill(name);
    await create.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been created`).waitFor();
    // spec 4: creating a site makes an empty site, selected; it sits in the group it was created in.
    await search.fill(name);
    await option(name, 'Empty site').and(page.locator('[aria-selected="true"]')).waitFor();
    await expect(option('Sweden', 'Site group')).toHaveCount(1);
    await screenshot(page, 'management-created');

    // Renamed and moved into Germany in one edit (PUT /Site, then PUT /AddSiteGroup).
    await page.getByRole('button', { name: 'Edit site', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit site', exact: true });
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await edit.getByLabel('Parent group').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Germany$/ })
      .click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`The changes to ${renamed} have been saved`).waitFor();
    await search.fill(renamed);
    await option(renamed, 'Empty site').waitFor();
    await expect(option('Germany', 'Site group')).toHaveCount(1);
    await expect(option('Sweden', 'Site group')).toHaveCount(0);
    await screenshot(page, 'management-moved');

    // spec 4: a device commissioned onto the empty site makes it a site.
    const commission = page.getByRole('form', { name: 'Commission device', exact: true });
    // SCR-000000902: the installer's e2e commissions SC-000000901, and the suites share one fleet.
    await commission.getByLabel('Device id').fill('SCR-000000902');
    await commission.getByRole('button', { name: 'Read the label' }).click();
    await expect(commission.getByLabel('Serial number')).not.toHaveValue('');
    await commission.getByRole('button', { name: 'Commission device', exact: true }).click();
    await page.getByText(`SCR-000000902 has been commissioned on ${renamed}`).waitFor();
    await option(renamed, 'Site').waitFor();
    await screenshot(page, 'management-commissioned');

    // Deleted after a confirmation: gone from the sidebar, and the selection is cleared.
    await page.getByRole('button', { name: 'Delete site', exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${renamed} has been deleted`).waitFor();
    await option(renamed, 'Site').waitFor({ state: 'detached' });
    await page.getByText('Select a site or a site group in the list to change it.').waitFor();
    await screenshot(page, 'management-deleted');
  });
  test.describe('the message centre, one for the whole fleet', () => {
    // The tests that set it take turns (hostileText.spec.ts sets it too).
    test.describe.configure({ lock: 'message-centre' });

    test('a message saved in the admin panel shows as the banner in German to a German user, who reads it whole', async ({
      portal,
      newAccount,
    }) => {
      const stamp = Date.now();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin' }).click();
      // The admin panel: a tab per part, the message centre open first, under the dialog's one heading.
      const panel = page.getByRole('dialog', { name: 'Admin panel' });
      await expect(panel.getByRole('tab', { name: 'Message centre' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('tab', { name: 'Old messages' })).toHaveAttribute('aria-selected', 'false');
      await expect(panel.getByRole('tab', { name: 'Installer role' })).toHaveAttribute('aria-selected', 'false');
      await expect(panel.getByRole('heading')).toHaveText(['Admin panel']);
      const editor = panel.getByRole('form', { name: 'Active message' });
      await editor.waitFor();
      // spec 5: an empty title or message is refused (emptied first: an earlier suite may have left a message).
      await editor.locator('#message-English-title').fill('');
      await editor.locator('#message-English-message').fill('');
      await editor.getByRole('button', { name: 'Save message' }).click();
      await editor.getByText('Title or message cannot be empty').first().waitFor();
      await editor.locator('#message-English-title').fill(`Maintenance tonight ${stamp}`);
      await editor.locator('#message-English-message').fill('The portal is down from 22:00 to 23:00.');
      await editor.locator('#message-English-summary').fill('Down 22-23');
      await editor.getByRole('tab', { name: 'German' }).click();
      await editor.locator('#message-German-title').fill(`Wartung heute Nacht ${stamp}`);
      await editor
        .locator('#message-German-message')
        .fill('Das Portal ist von 22:00 bis 23:00 nicht erreichbar.\nGeplante Ereignisse laufen danach weiter.');
      await editor.locator('#message-German-summary').fill('Ausfall 22-23');
      // Information, which the banner announces politely (role status); a test beside this one may have left another.
      const severity = editor.getByRole('combobox', { name: 'Severity' });
      await severity.click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: 'Information' })
        .click();
      // The select around the combobox shows the choice.
      const chosen = editor.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Severity' }) });
      await expect(chosen).toContainText('Information');
      // Shown: an earlier suite of the run may have left the message centre switched off.
      const shown = editor.getByRole('switch', { name: 'Show message' });
      if ((await shown.getAttribute('aria-checked')) !== 'true') await shown.click();
      await expect(shown).toHaveAttribute('aria-checked', 'true');
      await screenshot(page, 'admin-message-editor');
      await editor.getByRole('button', { name: 'Save message' }).click();
      await page.getByText('The message has been saved').waitFor();
      // The message just replaced is in the old messages' tab, a click away; the editor's tab is kept meanwhile.
      await panel.getByRole('tab', { name: 'Old messages' }).click();
      await expect(panel.getByRole('tab', { name: 'Old messages' })).toHaveAttribute('aria-selected', 'true');
      await panel.getByRole('table', { name: 'Old messages' }).waitFor();
      await dialogSettled(panel);
      await screenshot(page, 'admin-old-messages');
      await panel.getByRole('tab', { name: 'Message centre' }).click();
      await expect(editor.locator('#message-English-title')).toHaveValue(`Maintenance tonight ${stamp}`);
      // The admin's own banner follows at once, in English.
      await page.getByText(`Maintenance tonight ${stamp}`).first().waitFor();
      await page.keyboard.press('Escape');

      // The reader changes their language: an account of its own, like the admin.
      const reader = await newAccount('admin');
      const german = await portal.launch();
      try {
        const userPage = await german.newPage();
        await openSignedIn(userPage, stack.shellUrl + '/main/home', reader.email);
        await userPage.getByRole('button', { name: 'Account menu' }).click();
        await userPage.getByRole('menuitem', { name: 'Settings' }).click();
        const settings = userPage.getByRole('dialog', { name: 'Settings' });
        await settings.getByRole('combobox', { name: 'Language' }).click();
        await userPage.locator('.ant-select-item-option[title="Deutsch"]').click();
        await settings.getByRole('button', { name: 'Save' }).click();
        // Saved before the reload, else the reload may read the English the account had.
        await userPage.getByText('Ihre Einstellungen wurden gespeichert').waitFor();
        await userPage.reload();
        const banner = userPage.getByRole('status').filter({ hasText: `Wartung heute Nacht ${stamp}` });
        await banner.waitFor();
        await expect(banner).toContainText('Ausfall 22-23');
        await expect(userPage.getByText(`Maintenance tonight ${stamp}`)).toHaveCount(0);
        await screenshot(userPage, 'admin-message-banner-de');
        // The whole message, opened from the keyboard and closed again.
        const full = banner.getByText('Geplante Ereignisse laufen danach weiter.');
        await expect(full).toHaveCount(0);
        await banner.getByRole('button', { name: 'Weiterlesen' }).focus();
        await userPage.keyboard.press('Enter');
        await expect(full).toBeVisible();
        await expect(banner).toContainText('Das Portal ist von 22:00 bis 23:00 nicht erreichbar.');
        await screenshot(userPage, 'admin-message-banner-de-full');
        await userPage.keyboard.press('Enter');
        await expect(full).toHaveCount(0);
        await expect(banner.getByRole('button', { name: 'Weiterlesen' })).toHaveAttribute('aria-expanded', 'false');
        // Back to English for the other tests of the run.
        await userPage.getByRole('button', { name: 'Kontomenü' }).click();
        await userPage.getByRole('menuitem', { name: 'Einstellungen' }).click();
        const einstellungen = userPage.getByRole('dialog', { name: 'Einstellungen' });
        await einstellungen.getByRole('combobox', { name: 'Sprache' }).click();
        await userPage.locator('.ant-select-item-option[title="English"]').click();
        await einstellungen.getByRole('button', { name: 'Speichern' }).click();
        await userPage.getByText('Your settings have been saved').waitFor();
      } finally {
        await german.close();
      }
    });
  });

  test("the Log is the fleet's audit log: filtered by user, paged, exported as CSV", async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Log' }) });
    await dialog.getByRole('button', { name: 'Export CSV' }).waitFor();
    await dialog.getByLabel('User', { exact: true }).fill('superadmin');
    await dialog.getByRole('button', { name: 'Filter' }).click();
    // The earlier tests of this run changed the fleet as the super admin: their entries are there.
    await dialog.getByRole('cell', { name: 'superadmin@demo.test' }).first().waitFor();
    await screenshot(page, 'audit-log');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    await page.keyboard.press('Escape');
  });

  test('a partner admin sees only its own tree, is offered only what it may do, and the API refuses the rest', async ({
    portal,
    api,
  }) => {
    const partner = await portal.launch();
    try {
      const partnerPage = await partner.newPage();
      await openSignedIn(partnerPage, stack.shellUrl + '/main/home', 'partner@demo.test');
      await list(partnerPage).getByRole('option').first().waitFor();
      // Outside its tree (Germany) nothing shows.
      await partnerPage.getByRole('searchbox', { name: 'Search', exact: true }).fill('berlin');
      await partnerPage.getByText('No sites, groups', { exact: false }).waitFor();
      await openTab(partnerPage, 'aarhus', 'Aarhus Harbour', 'Site', 'Management');
      await partnerPage.getByRole('button', { name: 'Edit site', exact: true }).waitFor();
      await expect(partnerPage.getByRole('button', { name: 'Delete site', exact: true })).toHaveCount(0);
      await expect(partnerPage.getByRole('button', { name: 'Create site group' })).toHaveCount(0);
      await screenshot(partnerPage, 'partner-management');

      /** The status of a call of the partner admin, who is signed in on the page. */
      const call = async (method: string, path: string, body?: object) =>
        (await api.partner.call(method, path, body)).status;
      // Objects outside the tree answer as if they did not exist; inside, what needs more than 4 is refused.
      expect(await call('GET', '/UserSite?siteId=S-BERLIN')).toBe(404);
      expect(await call('PUT', '/Site', { siteId: 'S-BERLIN', siteName: 'Taken' })).toBe(404);
      expect(await call('DELETE', '/Site', { siteId: 'S-BERLIN' })).toBe(404);
      expect(await call('DELETE', '/Site', { siteId: 'S-AARHUS' })).toBe(403);
      expect(await call('PUT', '/AddSiteGroup', { siteId: 'S-AARHUS', parentId: 'G-DE' })).toBe(403);
      expect(await call('GET', '/auditLog/fleet')).toBe(403);
    } finally {
      await partner.close();
    }
  });
  test('a BMS file is uploaded to its link with a progress bar, converted, listed and deleted', async () => {
    const fileName = `cells-${Date.now()}.bin`;
    await openTab(page, 'sweden', 'Sweden', 'Site group', 'Management');
    const card = page.locator('.ant-card').filter({ hasText: 'Battery management system files' });
    await card.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(200_000, 7),
    });
    await page.getByText(`The file ${fileName} has been uploaded`).waitFor();
    const row = card.getByRole('row').filter({ hasText: fileName });
    await row.waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'management-files');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
