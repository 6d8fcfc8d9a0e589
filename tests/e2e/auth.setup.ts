import { ACCOUNTS, ROLES } from '../support/accounts';
import { keepSignIn } from '../support/auth';
import { signInThroughProvider } from '../support/signIn';
import { expect, test } from '../support/fixtures';

// Each demo account signs in once, through the provider's own form, as a person does; the tests then open the portal
// from this sign-in (tests/support/auth.ts) and call the API with the token it issued.
for (const role of ROLES) {
  test(`${ACCOUNTS[role]} signs in through the provider`, async ({ page, stack }) => {
    await signInThroughProvider(page, stack.shellUrl + '/main/home', ACCOUNTS[role]);
    // The shell keeps the session for the tab's next load once it has a token for the API.
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('bess.session'))).not.toBeNull();
    await keepSignIn(page, role, ACCOUNTS[role]);
  });
}
