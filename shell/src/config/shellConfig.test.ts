import { REMOTE_NAMES } from '@bess/shared';
import { parseShellConfig, fetchShellConfig } from './shellConfig';

// Every remote of the registry (shared/federation.json), so that a new remote's configuration is checked too.
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name, index) => [name, `http://localhost:${8081 + index}/mf-manifest.json`]),
);
const auth = {
  authority: 'https://localhost:4443',
  clientId: 'bess-portal',
  scopes: ['openid', 'offline_access', 'user_impersonation'],
  knownAuthorities: ['localhost:4443'],
};
const valid = { environment: 'local', apiBaseUrl: 'http://localhost:3000', termsNumber: 10, remotes, auth };

describe('config.json', () => {
  it('accepts a complete configuration; the data feature is on unless switched off', () => {
    expect(parseShellConfig(valid)).toEqual({
      ...valid,
      features: { data: true },
      mapTileUrl: null,
      statusPollMs: 60_000,
      chunkLoadTimeoutMs: 120_000,
      apiTimeoutMs: 60_000,
    });
    expect(parseShellConfig({ ...valid, features: { data: false } }).features).toEqual({ data: false });
  });

  it('takes a shorter poll cycle and chunk timeout (tests of faults), never under a second', () => {
    const config = parseShellConfig({ ...valid, statusPollMs: 3000, chunkLoadTimeoutMs: 4000, apiTimeoutMs: 5000 });
    expect(config).toMatchObject({ statusPollMs: 3000, chunkLoadTimeoutMs: 4000, apiTimeoutMs: 5000 });
    expect(() => parseShellConfig({ ...valid, apiTimeoutMs: -1 })).toThrow('apiTimeoutMs must be');
    expect(() => parseShellConfig({ ...valid, statusPollMs: 10 })).toThrow('statusPollMs must be');
    expect(() => parseShellConfig({ ...valid, chunkLoadTimeoutMs: '5s' })).toThrow('chunkLoadTimeoutMs must be');
  });

  it.each([
    ['not an object', 'hello', 'expected an object'],
    ['an unknown environment', { ...valid, environment: 'dev' }, 'environment must be one of'],
    ['a relative API base', { ...valid, apiBaseUrl: '/api' }, 'apiBaseUrl must be an absolute URL'],
    ['a negative terms number', { ...valid, termsNumber: -1 }, 'termsNumber must be a whole number'],
    ['a missing remote', { ...valid, remotes: { ...remotes, mf_installer: undefined } }, 'remotes.mf_installer'],
    ['a remote that is not a URL', { ...valid, remotes: { ...remotes, mf_dashboard: 'nope' } }, 'remotes.mf_dashboard'],
    ['no auth section', { ...valid, auth: undefined }, 'auth must be an object'],
    [
      'an http authority (MSAL refuses it)',
      { ...valid, auth: { ...auth, authority: 'http://localhost:4443' } },
      'https URL',
    ],
    ['no client id', { ...valid, auth: { ...auth, clientId: '' } }, 'auth.clientId'],
    ['a data feature that is not true or false', { ...valid, features: { data: 'yes' } }, 'features.data'],
    ['a map tile URL without {z}/{x}/{y}', { ...valid, mapTileUrl: 'https://tiles.test/tile.png' }, 'mapTileUrl'],
    ['scopes that are not texts', { ...valid, auth: { ...auth, scopes: [1] } }, 'auth.scopes'],
  ])('refuses %s with a message naming the field', (_case, raw, message) => {
    expect(() => parseShellConfig(raw)).toThrow(message);
  });

  it('fetches config.json past every cache, so a redeploy shows on reload', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    await expect(fetchShellConfig(fetchImpl as unknown as typeof fetch)).resolves.toMatchObject(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('fails with the HTTP status when config.json cannot be read', async () => {
    const fetchImpl = async () => new Response('missing', { status: 404 });
    await expect(fetchShellConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow('HTTP 404');
  });
});
