import { memoryStorage } from '@bess/shared/testing';
import type { AuthConfig } from '../config/shellConfig';
import { forgetAppStorage } from './forgetAppStorage';
import {
  carriesProviderAnswer,
  keepSession,
  readKeptSession,
  resumeSession,
  RESUMED_SESSION_KEY,
  type KeptSession,
} from './resumedSession';
import type { AuthSession, SignInResult } from './session';

const NOW = Date.UTC(2026, 10, 27, 17, 0);
const MINUTE = 60_000;

const config: AuthConfig = {
  authority: 'https://localhost:4443/',
  clientId: 'bess-portal',
  scopes: ['openid', 'api://bess/user_impersonation'],
  knownAuthorities: ['localhost:4443'],
};

const kept: KeptSession = {
  authority: config.authority,
  clientId: config.clientId,
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  accessToken: 'kept-token',
  renewAt: NOW + 30 * MINUTE,
};

function msalSession(token: string): AuthSession {
  return {
    email: kept.email,
    name: kept.name,
    getToken: jest.fn(async () => token),
    signOut: jest.fn(async () => undefined),
  };
}

describe('the kept session', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage({ 'msal.account.keys': '[]' });
  });

  it('is read back for the same provider and client while its token is good', () => {
    keepSession(kept, storage);
    expect(readKeptSession(config, NOW, storage)).toEqual(kept);
    expect(readKeptSession(config, kept.renewAt - 1, storage)).toEqual(kept);
  });

  it.each([
    ['its token is due for renewal', kept, config, kept.renewAt],
    ['another provider', kept, { ...config, authority: 'https://idp.example.com/' }, NOW],
    ['another client', kept, { ...config, clientId: 'someone-else' }, NOW],
    ['no token', { ...kept, accessToken: '' }, config, NOW],
    ['a renewal time that is not a number', { ...kept, renewAt: 'later' }, config, NOW],
    ['no e-mail', { ...kept, email: undefined }, config, NOW],
  ])('is not used with %s', (_, value, configOfLoad, now) => {
    storage.setItem(RESUMED_SESSION_KEY, JSON.stringify(value));
    expect(readKeptSession(configOfLoad, now, storage)).toBeNull();
  });

  it.each([['not JSON at all {'], ['null'], ['"a string"'], ['[1, 2]']])(
    'is not used when the key holds %s',
    (text) => {
      storage.setItem(RESUMED_SESSION_KEY, text);
      expect(readKeptSession(config, NOW, storage)).toBeNull();
    },
  );

  it('is gone after sign-out, with the rest of the portal keys', () => {
    keepSession(kept, storage);
    forgetAppStorage([storage]);
    expect(storage.getItem('msal.account.keys')).toBe('[]');
    expect(readKeptSession(config, NOW, storage)).toBeNull();
  });

  it('costs nothing but speed when the storage refuses it', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => keepSession(kept, full)).not.toThrow();
  });
});

describe('carriesProviderAnswer', () => {
  it.each([
    ['?code=abc&state=xyz', '', true],
    ['', '#code=abc&state=xyz', true],
    ['?error=access_denied', '', true],
    ['', '#state=1&error=login_required', true],
    ['', '', false],
    ['?login=popup', '', false],
    ['?postcode=8000', '#encode=1', false],
  ])('search %p hash %p: %p', (search, hash, expected) => {
    expect(carriesProviderAnswer({ search, hash })).toBe(expected);
  });
});

describe('resumeSession', () => {
  it('hands out the kept token and its user without starting MSAL', async () => {
    const signIn = jest.fn<Promise<SignInResult>, []>();
    const session = resumeSession(kept, signIn, () => NOW);
    expect([session.email, session.name]).toEqual(['owner@demo.test', 'Olivia Owner']);
    await expect(session.getToken()).resolves.toBe('kept-token');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in through MSAL, once, when the kept token is due, and hands out its tokens', async () => {
    let clock = NOW;
    const fresh = msalSession('renewed-token');
    const signIn = jest.fn(async (): Promise<SignInResult> => ({ kind: 'signedIn', session: fresh }));
    const session = resumeSession(kept, signIn, () => clock);
    clock = kept.renewAt;
    await expect(Promise.all([session.getToken(), session.getToken()])).resolves.toEqual([
      'renewed-token',
      'renewed-token',
    ]);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("signs out through MSAL's session", async () => {
    const fresh = msalSession('renewed-token');
    const session = resumeSession(
      kept,
      async () => ({ kind: 'signedIn', session: fresh }),
      () => NOW,
    );
    await session.signOut();
    expect(fresh.signOut).toHaveBeenCalledTimes(1);
  });

  it('asks MSAL again after a failed sign-in', async () => {
    const fresh = msalSession('renewed-token');
    const signIn = jest
      .fn<Promise<SignInResult>, []>()
      .mockRejectedValueOnce(new Error('Login timeout'))
      .mockResolvedValueOnce({ kind: 'signedIn', session: fresh });
    const session = resumeSession(kept, signIn, () => kept.renewAt);
    await expect(session.getToken()).rejects.toThrow('Login timeout');
    await expect(session.getToken()).resolves.toBe('renewed-token');
  });

  it('waits while the page leaves for the provider', async () => {
    const session = resumeSession(
      kept,
      async () => ({ kind: 'redirecting' }),
      () => kept.renewAt,
    );
    const outcome = await Promise.race([
      session.getToken(),
      new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });
});
