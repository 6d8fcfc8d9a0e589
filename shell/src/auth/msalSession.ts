// Loaded on demand (a chunk of its own): MSAL stays off the shell's first paint (ARCHITECTURE 2).
import {
  InteractionRequiredAuthError,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import type { AuthConfig } from '../config/shellConfig';
import type { SignInOptions, SignInResult } from './session';
import { isUnreachableProviderError, ProviderUnreachableError } from './unreachable';
import { forgetAppStorage } from './forgetAppStorage';
import { loadAuthorityMetadata } from './authorityMetadata';
import { keptToken, renewalTime } from './keptToken';
import { keepSession } from './resumedSession';

/** spec 8: the provider's code for a finished password reset. */
const PASSWORD_RESET_DONE = 'AADB2C90091';

/**
 * Signs the user in with MSAL (spec 7): a returning user is found in the session-storage cache; otherwise a
 * redirect (or, with ?login=popup, a popup) to the identity provider. Tokens are then acquired silently, and by
 * redirect when the provider needs the user again (session storage is cleared first).
 */
export async function signIn(config: AuthConfig, options: SignInOptions): Promise<SignInResult> {
  try {
    return await signInWithMsal(config, options);
  } catch (error) {
    // A provider the browser cannot reach (not started, or its certificate not yet trusted) gets a page that
    // says what to do, not the bare 'Login timeout'.
    if (isUnreachableProviderError(error)) throw new ProviderUnreachableError(config.authority, error);
    throw error;
  }
}

async function signInWithMsal(config: AuthConfig, options: SignInOptions): Promise<SignInResult> {
  const origin = window.location.origin;
  // The provider's discovery document, kept from an earlier load (no request) or fetched here in MSAL's place.
  const authorityMetadata = await loadAuthorityMetadata(config.authority);
  const msal = new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(authorityMetadata ? { authorityMetadata } : {}),
      redirectUri: `${origin}/`,
      postLogoutRedirectUri: `${origin}/`,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: { protocolMode: ProtocolMode.OIDC },
  });
  await msal.initialize();

  let result: AuthenticationResult | null;
  try {
    // The provider's answer is handled on the page it comes back to (/). MSAL would otherwise load the page
    // the sign-in started from again, a second load of the whole shell, and handle it there; SignInGate goes there
    // with the router instead (the request's state).
    result = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes(PASSWORD_RESET_DONE)) {
      // spec 8: a finished password reset starts a new sign-in after telling the user.
      window.alert(options.passwordResetText);
      await msal.loginRedirect({ scopes: config.scopes, state: options.returnTo });
      return { kind: 'redirecting' };
    }
    throw error;
  }

  let account: AccountInfo | null = result?.account ?? msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  if (!account) {
    if (options.popup) {
      account = (await msal.loginPopup({ scopes: config.scopes })).account;
    } else {
      await msal.loginRedirect({ scopes: config.scopes, state: options.returnTo });
      return { kind: 'redirecting' };
    }
  }
  if (!account) throw new Error('No active account after sign-in'); // spec 8: the token step fails
  msal.setActiveAccount(account);
  const signedIn = account;
  const email = String(signedIn.idTokenClaims?.email ?? signedIn.username ?? '');
  const name = String(signedIn.idTokenClaims?.name ?? signedIn.name ?? '');
  // MSAL's silent flow runs once per token, not once per API call.
  const getToken = keptToken(async () => {
    try {
      const acquired = await msal.acquireTokenSilent({ scopes: config.scopes, account: signedIn });
      // The next reload of this tab goes on with it, without MSAL, while it is good.
      if (acquired.expiresOn) {
        keepSession({
          authority: config.authority,
          clientId: config.clientId,
          email,
          name,
          accessToken: acquired.accessToken,
          renewAt: renewalTime(acquired.expiresOn),
        });
      }
      return acquired;
    } catch (error) {
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      window.sessionStorage.clear();
      await msal.acquireTokenRedirect({ scopes: config.scopes, account: signedIn, state: options.returnTo });
      // The page is leaving for the provider.
      return new Promise<never>(() => undefined);
    }
  });

  return {
    kind: 'signedIn',
    returnTo: result?.state,
    session: {
      email,
      name,
      getToken,
      async signOut() {
        forgetAppStorage();
        await msal.logoutRedirect({ account: signedIn, postLogoutRedirectUri: `${origin}/` });
      },
    },
  };
}
