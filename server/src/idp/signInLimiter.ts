import type { Db } from '../db/database';

/** Failed sign-ins allowed per address within the window before the form answers 429 (OWASP ASVS 6.3: brute force). */
export const SIGN_IN_FAILURES_ALLOWED = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed sign-ins per client address in a fixed window. In the database (table sign_in_failures), not in
 * memory: with several API replicas behind one proxy a count per process would allow ten failures per
 * replica, and the proxy's round robin would spread an attacker's tries over all of them.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly allowed = SIGN_IN_FAILURES_ALLOWED,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {}

  /** Seconds until `address` may try again, or 0 when it may try now. */
  async retryAfterSeconds(address: string): Promise<number> {
    const now = this.now();
    const entry = await this.db
      .selectFrom('sign_in_failures')
      .select(['count', 'windowEnds'])
      .where('address', '=', address)
      .executeTakeFirst();
    if (!entry || Number(entry.windowEnds) <= now) return 0;
    return entry.count >= this.allowed ? Math.ceil((Number(entry.windowEnds) - now) / 1000) : 0;
  }

  async recordFailure(address: string): Promise<void> {
    const now = this.now();
    const windowEnds = now + this.windowMs;
    // One statement, so that two replicas counting the same address at once both count.
    await this.db
      .insertInto('sign_in_failures')
      .values({ address, count: 1, windowEnds })
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('sign_in_failures.windowEnds', '<=', now)
            .then(1)
            .else(eb('sign_in_failures.count', '+', 1))
            .end(),
          windowEnds: eb
            .case()
            .when('sign_in_failures.windowEnds', '<=', now)
            .then(windowEnds)
            .else(eb.ref('sign_in_failures.windowEnds'))
            .end(),
        })),
      )
      .execute();
    // Old windows go, so a scan of many addresses cannot grow the table without end.
    await this.db.deleteFrom('sign_in_failures').where('windowEnds', '<=', now).execute();
  }
}
