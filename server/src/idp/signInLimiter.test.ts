import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignInLimiter } from './signInLimiter';

describe('SignInLimiter: failed sign-ins per address', () => {
  it('allows the set number of failures, then asks to wait until the window ends', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(() => now, 3, 60_000);
    for (let i = 0; i < 3; i++) {
      assert.equal(limiter.retryAfterSeconds('10.0.0.1'), 0);
      limiter.recordFailure('10.0.0.1');
    }
    assert.equal(limiter.retryAfterSeconds('10.0.0.1'), 60);
    now += 45_000;
    assert.equal(limiter.retryAfterSeconds('10.0.0.1'), 15);
    assert.equal(limiter.retryAfterSeconds('10.0.0.2'), 0, 'another address is not held back');
    now += 15_000;
    assert.equal(limiter.retryAfterSeconds('10.0.0.1'), 0, 'a new window starts afresh');
    limiter.recordFailure('10.0.0.1');
    assert.equal(limiter.retryAfterSeconds('10.0.0.1'), 0);
  });
});
