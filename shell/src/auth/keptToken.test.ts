import { keptToken, TOKEN_RENEWAL_MARGIN_MS, type AcquiredToken } from './keptToken';

const HOUR = 3_600_000;

describe('keptToken', () => {
  let clock: number;
  const now = () => clock;
  const token = (accessToken: string, expiresInMs: number | null): AcquiredToken => ({
    accessToken,
    expiresOn: expiresInMs === null ? null : new Date(clock + expiresInMs),
  });

  beforeEach(() => {
    clock = Date.UTC(2026, 10, 27, 6, 0);
  });

  it('hands out the token it has until the renewal margin before its expiry, then asks again', async () => {
    const acquire = jest.fn().mockResolvedValueOnce(token('first', HOUR)).mockResolvedValueOnce(token('second', HOUR));
    const getToken = keptToken(acquire, now);
    await expect(getToken()).resolves.toBe('first');
    clock += HOUR - TOKEN_RENEWAL_MARGIN_MS - 1;
    await expect(getToken()).resolves.toBe('first');
    expect(acquire).toHaveBeenCalledTimes(1);
    clock += 1;
    await expect(getToken()).resolves.toBe('second');
    expect(acquire).toHaveBeenCalledTimes(2);
  });

  it('makes one request for the calls that ask at once', async () => {
    let answer!: (value: AcquiredToken) => void;
    const acquire = jest.fn(() => new Promise<AcquiredToken>((resolve) => (answer = resolve)));
    const getToken = keptToken(acquire, now);
    const asked = [getToken(), getToken(), getToken()];
    answer(token('shared', HOUR));
    await expect(Promise.all(asked)).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(acquire).toHaveBeenCalledTimes(1);
  });

  it('keeps neither a failure nor a token without an expiry', async () => {
    const acquire = jest
      .fn()
      .mockRejectedValueOnce(new Error('provider down'))
      .mockResolvedValueOnce(token('no expiry', null))
      .mockResolvedValueOnce(token('kept', HOUR));
    const getToken = keptToken(acquire, now);
    await expect(getToken()).rejects.toThrow('provider down');
    await expect(getToken()).resolves.toBe('no expiry');
    await expect(getToken()).resolves.toBe('kept');
    await expect(getToken()).resolves.toBe('kept');
    expect(acquire).toHaveBeenCalledTimes(3);
  });

  it('never keeps a token that expires within the margin', async () => {
    const acquire = jest.fn().mockResolvedValue(token('short', TOKEN_RENEWAL_MARGIN_MS));
    const getToken = keptToken(acquire, now);
    await getToken();
    await getToken();
    expect(acquire).toHaveBeenCalledTimes(2);
  });
});
