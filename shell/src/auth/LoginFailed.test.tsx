import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { BrowserAuthErrorCodes, ClientAuthError, ClientAuthErrorCodes } from '@azure/msal-browser';
import { createI18n } from '@bess/shared';
import { SignInErrorBoundary } from './LoginFailed';
import { ProviderUnreachablePanel } from './ProviderUnreachable';
import { isUnreachableProviderError, ProviderUnreachableError } from './unreachable';
import { RETRY_EVERY_MS } from './useRetryWhenBack';

const AUTHORITY = 'https://localhost:4443';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

async function renderIn(language: string, ui: React.ReactNode) {
  const i18n = await createI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** window.fetch that fails like an unreachable host until `up()` is called. */
function fetchDownUntilUp() {
  let reachable = false;
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return { ok: true, url: String(input) } as unknown as Response;
  });
  window.fetch = fetch as typeof window.fetch;
  return { fetch, up: () => (reachable = true) };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a sign-in that cannot reach the identity provider explains itself', () => {
  it("recognises MSAL's own error for a provider it could not reach", () => {
    const error = (code: string) => new ClientAuthError(code, 'correlation-id');
    expect(isUnreachableProviderError(error(ClientAuthErrorCodes.endpointResolutionError))).toBe(true);
    expect(isUnreachableProviderError(error(ClientAuthErrorCodes.networkError))).toBe(true);
    expect(isUnreachableProviderError(error(BrowserAuthErrorCodes.noNetworkConnectivity))).toBe(true);
    expect(isUnreachableProviderError(error(BrowserAuthErrorCodes.getRequestFailed))).toBe(true);
    expect(isUnreachableProviderError(error(ClientAuthErrorCodes.openIdConfigError))).toBe(false);
    expect(isUnreachableProviderError(new Error('endpoints_resolution_error'))).toBe(false);
  });

  it('says what happened and what to do, with a link that opens the provider in a new tab', async () => {
    fetchDownUntilUp();
    await renderIn(
      'en',
      <SignInErrorBoundary>
        <Throws error={new ProviderUnreachableError(AUTHORITY, new Error('endpoints_resolution_error'))} />
      </SignInErrorBoundary>,
    );
    const panel = screen.getByRole('alertdialog', { name: 'The sign-in service cannot be reached' });
    expect(panel).toHaveTextContent('The portal signs you in through https://localhost:4443/');
    expect(panel).toHaveTextContent('open its address in a new tab, accept the certificate there');
    expect(panel).toHaveTextContent('this page tries again by itself');
    const link = screen.getByRole('link', { name: 'Open the sign-in service in a new tab' });
    expect(link).toHaveAttribute('href', 'https://localhost:4443/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Login timeout')).not.toBeInTheDocument();
  });

  it('keeps the login-timeout panel of spec 8 for any other failure', async () => {
    await renderIn(
      'en',
      <SignInErrorBoundary>
        <Throws error={new Error('No active account after sign-in')} />
      </SignInErrorBoundary>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Login timeout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['da', 'Login-tjenesten kan ikke nås', 'Åbn login-tjenesten i en ny fane', 'Prøv igen'],
    ['sv', 'Inloggningstjänsten går inte att nå', 'Öppna inloggningstjänsten i en ny flik', 'Försök igen'],
    ['de', 'Der Anmeldedienst ist nicht erreichbar', 'Anmeldedienst in einem neuen Tab öffnen', 'Erneut versuchen'],
  ])('speaks %s', async (language, title, open, retry) => {
    fetchDownUntilUp();
    await renderIn(language, <ProviderUnreachablePanel authority={AUTHORITY} retry={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: title })).toHaveTextContent('https://localhost:4443/');
    expect(screen.getByRole('link', { name: open })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('signs in again by itself when the person comes back to the tab and the provider answers', async () => {
    const { fetch, up } = fetchDownUntilUp();
    const retry = jest.fn();
    await renderIn('en', <ProviderUnreachablePanel authority={AUTHORITY} retry={retry} />);

    await act(async () => void window.dispatchEvent(new Event('focus')));
    // It asks for what MSAL asks for first: the provider's metadata.
    expect(fetch).toHaveBeenCalledWith('https://localhost:4443/.well-known/openid-configuration', expect.anything());
    expect(retry).not.toHaveBeenCalled();

    up();
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again on a timer while the tab stays open', async () => {
    jest.useFakeTimers();
    try {
      const { up } = fetchDownUntilUp();
      const retry = jest.fn();
      await renderIn('en', <ProviderUnreachablePanel authority={AUTHORITY} retry={retry} />);
      await act(async () => void jest.advanceTimersByTime(RETRY_EVERY_MS));
      expect(retry).not.toHaveBeenCalled();
      up();
      await act(async () => void jest.advanceTimersByTime(RETRY_EVERY_MS));
      expect(retry).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('Retry tries at once', async () => {
    fetchDownUntilUp();
    const retry = jest.fn();
    await renderIn('en', <ProviderUnreachablePanel authority={AUTHORITY} retry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
