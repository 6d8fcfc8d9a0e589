/** Failed sign-ins allowed per address within the window before the form answers 429 (OWASP ASVS 6.3: brute force). */
export const SIGN_IN_FAILURES_ALLOWED = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed sign-ins per client address in a fixed window. In memory: the identity provider is one process (the
 * local, development one; production signs in at the external provider, which has its own limits).
 */
export class SignInLimiter {
  private readonly failures = new Map<string, { count: number; windowEnds: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly allowed = SIGN_IN_FAILURES_ALLOWED,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {}

  /** Seconds until `address` may try again, or 0 when it may try now. */
  retryAfterSeconds(address: string): number {
    const entry = this.failures.get(address);
    if (!entry || entry.windowEnds <= this.now()) return 0;
    return entry.count >= this.allowed ? Math.ceil((entry.windowEnds - this.now()) / 1000) : 0;
  }

  recordFailure(address: string): void {
    const now = this.now();
    const entry = this.failures.get(address);
    if (!entry || entry.windowEnds <= now) this.failures.set(address, { count: 1, windowEnds: now + this.windowMs });
    else entry.count++;
    // Old windows go, so a scan of many addresses cannot grow the map without end.
    if (this.failures.size > 10_000) {
      for (const [key, value] of this.failures) if (value.windowEnds <= now) this.failures.delete(key);
    }
  }
}
