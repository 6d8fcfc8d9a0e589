import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { SignInLimiter } from './signInLimiter';

describe('SignInLimiter: failed sign-ins per address', () => {
  const shared = oneDatabaseTwoConnections('limiter-test');

  it('allows the set number of failures, then asks to wait until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(shared.first.db, () => now, 3, 60_000);
    for (let i = 0; i < 3; i++) {
      assert.equal(await limiter.retryAfterSeconds('10.0.0.1'), 0);
      await limiter.recordFailure('10.0.0.1');
    }
    assert.equal(await limiter.retryAfterSeconds('10.0.0.1'), 60);
    now += 45_000;
    assert.equal(await limiter.retryAfterSeconds('10.0.0.1'), 15);
    assert.equal(await limiter.retryAfterSeconds('10.0.0.2'), 0, 'another address is not held back');
    now += 15_000;
    assert.equal(await limiter.retryAfterSeconds('10.0.0.1'), 0, 'a new window starts afresh');
    await limiter.recordFailure('10.0.0.1');
    assert.equal(await limiter.retryAfterSeconds('10.0.0.1'), 0);
  });

  it('counts the failures of one address on every replica together', async () => {
    const now = 5_000_000;
    const replicas = [shared.first, shared.second].map((db) => new SignInLimiter(db.db, () => now, 4, 60_000));
    // A proxy's round robin sends the tries to each replica in turn.
    for (let i = 0; i < 4; i++) await replicas[i % 2]!.recordFailure('10.0.0.9');
    assert.equal(await replicas[0]!.retryAfterSeconds('10.0.0.9'), 60);
    assert.equal(await replicas[1]!.retryAfterSeconds('10.0.0.9'), 60);
  });
});
