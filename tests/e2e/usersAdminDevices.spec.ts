import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

// Management: a site created around an unparented device, then the device deleted (DELETE /Device). SC-000000914 is in
// the demo fleet for this suite alone (the installer's suites take SC-000000901 and SCR-000000903, usersAdmin
// SCR-000000902): it is deleted for good, and the site made around it is deleted at the end.
const DEVICE = 'SC-000000914';

const list = (page: Page) => page.getByTestId('device-list-scroll');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const option = (page: Page, name: string, type: string) =>
  list(page).getByRole('option', { name: new RegExp(`^${name}, ${type},`) });

test.describe('mf-users-admin: a site around a device, and deleting a device', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    await list(page).getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('creates a site around an unparented device (prefilled, validated), selects it, then deletes the device', async () => {
    const name = `Around ${Date.now()}`;
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill('sweden');
    await option(page, 'Sweden', 'Site group').click();
    await tabs(page).getByRole('link', { name: 'Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Management' }).waitFor();

    await page.getByRole('button', { name: `Create site around device ${DEVICE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Create a site around ${DEVICE}` });
    const nameField = dialog.getByLabel('Name', { exact: true });
    // Prefilled where the administrator works: named after the device, in Sweden, with its time zone and country.
    await dialog.getByText('Sweden', { exact: true }).first().waitFor();
    await expect(nameField).toHaveValue(DEVICE);
    await expect(dialog.getByLabel('Time zone')).toHaveValue('Europe/Stockholm');
    await screenshot(page, 'management-around-dialog');
    await nameField.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The field is required').waitFor();
    await nameField.fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been created around ${DEVICE}`).waitFor();

    // spec 4: the new site is a site (it holds the device), in Sweden, and selected; the device left the unparented list.
    await search.fill(name);
    await option(page, name, 'Site').and(page.locator('[aria-selected="true"]')).waitFor();
    await expect(option(page, 'Sweden', 'Site group')).toHaveCount(1);
    const card = page.locator('.ant-card').filter({ has: page.getByText(name, { exact: true }) });
    await card.getByRole('cell', { name: DEVICE, exact: true }).waitFor();
    await expect(page.getByRole('button', { name: `Create site around device ${DEVICE}` })).toHaveCount(0);
    await screenshot(page, 'management-around-created');

    // DELETE /Device after a confirmation naming the device and its site; the site is left empty (spec 4).
    await page.getByRole('button', { name: `Delete device ${DEVICE}` }).click();
    const confirm = page.getByRole('tooltip');
    await confirm
      .getByText(`Do you want to delete the device ${DEVICE}? It leaves ${name} and the fleet for good.`)
      .waitFor();
    await screenshot(page, 'management-device-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`The device ${DEVICE} has been deleted`).waitFor();
    await option(page, name, 'Empty site').waitFor();
    await card.getByRole('cell', { name: DEVICE, exact: true }).waitFor({ state: 'detached' });
    // Gone from the fleet, not back among the unparented devices.
    await expect(page.getByRole('button', { name: `Create site around device ${DEVICE}` })).toHaveCount(0);
    await screenshot(page, 'management-device-deleted');

    // Restores the fleet: the site made here is deleted again.
    await page.getByRole('button', { name: 'Delete site', exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${name} has been deleted`).waitFor();
    await option(page, name, 'Empty site').waitFor({ state: 'detached' });
  });
});
