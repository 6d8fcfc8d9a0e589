/**
 * Calls `probe` until it answers `expected` or `timeoutMs` passes (then the last answer is returned, for the
 * assertion to show): jest's stand-in for Playwright's `expect.poll`.
 */
export async function poll<T>(
  probe: () => Promise<T>,
  expected: T,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer === expected || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
