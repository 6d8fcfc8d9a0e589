// Timing helpers of the server benchmark: repeated real HTTP calls, percentiles, free ports.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** Percentiles of a list of durations in milliseconds. */
export interface Timings {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** p50, p95 and max of durations (ms). */
export function summarize(durations: readonly number[]): Timings {
  const sorted = [...durations].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/** A call whose answer was read in full; throws when the status is not the expected one. */
export async function fetchChecked(url: string, init: RequestInit = {}, status = 200): Promise<string> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (res.status !== status)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/**
 * Runs `call` `warmup` times unmeasured, then up to `repetitions` times one after the other, timing each in full. A
 * slow call stops after `budgetMs` of measuring once it has `minimum` timings, so that the bench stays short.
 */
export async function timeCalls(
  call: () => Promise<unknown>,
  { repetitions, warmup, budgetMs = 15_000, minimum = 50 }: TimingOptions,
): Promise<Timings> {
  for (let i = 0; i < warmup; i++) await call();
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < repetitions; i++) {
    if (i >= minimum && performance.now() - started > budgetMs) break;
    const callStarted = performance.now();
    await call();
    durations.push(performance.now() - callStarted);
  }
  return summarize(durations);
}

/** How often to call, and for how long at most. */
export interface TimingOptions {
  repetitions: number;
  warmup: number;
  budgetMs?: number;
  minimum?: number;
}

/** A TCP port nobody listens on at the moment (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** "12.3 ms" with one decimal. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Calls answered per second by `concurrency` callers calling back to back for `seconds` (after a short warm-up). */
export async function throughput(
  call: () => Promise<unknown>,
  { seconds = 3, concurrency = 8 }: { seconds?: number; concurrency?: number } = {},
): Promise<number> {
  for (let i = 0; i < 20; i++) await call();
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await call();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
