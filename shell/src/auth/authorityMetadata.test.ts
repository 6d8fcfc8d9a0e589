import {
  AUTHORITY_METADATA_MAX_AGE_MS,
  discoveryUrl,
  keptAuthorityMetadata,
  loadAuthorityMetadata,
} from './authorityMetadata';
import { memoryStorage } from '@bess/shared/testing';
import { forgetAppStorage } from './forgetAppStorage';

const AUTHORITY = 'https://idp.example.test';
const DOCUMENT = {
  issuer: 'https://idp.example.test',
  authorization_endpoint: 'https://idp.example.test/auth',
  token_endpoint: 'https://idp.example.test/token',
  jwks_uri: 'https://idp.example.test/jwks',
  end_session_endpoint: 'https://idp.example.test/session/end',
};
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

let storage: Storage;

function answering(body: unknown, ok = true) {
  return jest.fn(async () => ({ ok, json: async () => body }) as unknown as Response);
}

describe('the provider discovery document kept between loads', () => {
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('is fetched from where MSAL looks for it, with or without a trailing slash on the authority', () => {
    expect(discoveryUrl(AUTHORITY)).toBe('https://idp.example.test/.well-known/openid-configuration');
    expect(discoveryUrl('https://idp.example.test/tenant/')).toBe(
      'https://idp.example.test/tenant/.well-known/openid-configuration',
    );
  });

  it('is handed to MSAL on the next load, for a day, and only for its own authority', async () => {
    const fetchImpl = answering(DOCUMENT);
    // The first load fetches it in MSAL's place and hands it over at once.
    expect(JSON.parse((await loadAuthorityMetadata(AUTHORITY, { now: NOW, storage, fetchImpl })) ?? 'null')).toEqual(
      DOCUMENT,
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://idp.example.test/.well-known/openid-configuration',
      expect.objectContaining({ credentials: 'omit' }),
    );

    expect(JSON.parse(keptAuthorityMetadata(AUTHORITY, NOW + 60_000, storage) ?? 'null')).toEqual(DOCUMENT);
    expect(keptAuthorityMetadata(AUTHORITY, NOW + AUTHORITY_METADATA_MAX_AGE_MS + 1, storage)).toBeUndefined();
    expect(keptAuthorityMetadata('https://other.example.test', NOW, storage)).toBeUndefined();
  });

  it('is not fetched again while the kept one is fresh, and is fetched again once it is old', async () => {
    await loadAuthorityMetadata(AUTHORITY, { now: NOW, storage, fetchImpl: answering(DOCUMENT) });
    const again = answering(DOCUMENT);
    expect(await loadAuthorityMetadata(AUTHORITY, { now: NOW + 60_000, storage, fetchImpl: again })).toBeDefined();
    expect(again).not.toHaveBeenCalled();
    await loadAuthorityMetadata(AUTHORITY, {
      now: NOW + AUTHORITY_METADATA_MAX_AGE_MS + 1,
      storage,
      fetchImpl: again,
    });
    expect(again).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error answer', answering(DOCUMENT, false)],
    ['a document without a token endpoint', answering({ ...DOCUMENT, token_endpoint: undefined })],
    ['an endpoint that is not https', answering({ ...DOCUMENT, authorization_endpoint: 'http://idp.example.test/a' })],
    ['not an object', answering(['issuer'])],
    [
      'an unreachable provider',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ],
  ])('keeps nothing after %s, and throws nothing', async (_case, fetchImpl) => {
    await expect(loadAuthorityMetadata(AUTHORITY, { now: NOW, storage, fetchImpl })).resolves.toBeUndefined();
    expect(keptAuthorityMetadata(AUTHORITY, NOW, storage)).toBeUndefined();
  });

  it('ignores a kept entry that is not what it wrote (edited by hand, or an older shape)', () => {
    storage.setItem('bess.authorityMetadata', '{not json');
    expect(keptAuthorityMetadata(AUTHORITY, NOW, storage)).toBeUndefined();
    storage.setItem(
      'bess.authorityMetadata',
      JSON.stringify({ authority: AUTHORITY, fetchedAt: NOW, metadata: { issuer: AUTHORITY } }),
    );
    expect(keptAuthorityMetadata(AUTHORITY, NOW, storage)).toBeUndefined();
  });

  it('is forgotten at sign-out with the portal’s other keys', async () => {
    await loadAuthorityMetadata(AUTHORITY, { now: NOW, storage, fetchImpl: answering(DOCUMENT) });
    forgetAppStorage([storage]);
    expect(keptAuthorityMetadata(AUTHORITY, NOW, storage)).toBeUndefined();
  });
});
