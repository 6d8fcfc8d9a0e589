import { downsampleM4, m4BucketCount, m4BucketOf, m4RowsPerBucket, type DownsampleRange } from './downsample';

/** mulberry32: a tiny seeded generator, so a failing case can be replayed from its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  rows: number[][];
  maxPoints: number;
  range?: DownsampleRange;
}

/** A random series: irregular gaps in x, smooth values with occasional spikes and flat runs (ties). */
function randomCase(seed: number): Case {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const length = int(0, 3000);
  const k = int(1, 4);
  const rows: number[][] = [];
  let x = int(-1000, 1000);
  for (let i = 0; i < length; i++) {
    x += random() < 0.1 ? int(1, 500) : int(1, 3);
    const row = [x];
    for (let c = 0; c < k; c++) {
      const spike = random() < 0.01 ? (random() - 0.5) * 1e4 : 0;
      const flat = random() < 0.2;
      row.push(flat ? 0 : Math.sin(x / (10 + c)) * 100 + spike);
    }
    rows.push(row);
  }
  const maxPoints = int(m4RowsPerBucket(k), 600);
  const first = rows[0]?.[0] ?? 0;
  const last = rows[rows.length - 1]?.[0] ?? 1;
  // Half of the cases give the range like the server does ([from, to) around the rows), half take the default.
  const range = random() < 0.5 ? { from: first - int(0, 50), to: last + int(1, 50) } : undefined;
  return range ? { rows, maxPoints, range } : { rows, maxPoints };
}

const CASES = Array.from({ length: 300 }, (_, i) => ({ seed: i + 1, ...randomCase(i + 1) }));

describe('downsampleM4 properties (300 seeded random series)', () => {
  it.each(CASES.map((c) => [c.seed, c] as const))(
    'seed %i: length bound, ends kept, x increasing, real rows',
    (_, c) => {
      const out = downsampleM4(c.rows, c.maxPoints, c.range);
      expect(out.length).toBeLessThanOrEqual(c.maxPoints);
      expect(out.length).toBeLessThanOrEqual(c.rows.length);
      if (c.rows.length > 0) {
        expect(out[0]).toBe(c.rows[0]);
        expect(out[out.length - 1]).toBe(c.rows[c.rows.length - 1]);
      }
      for (let i = 1; i < out.length; i++) expect(out[i]![0]!).toBeGreaterThan(out[i - 1]![0]!);
      const original = new Set(c.rows);
      for (const row of out) expect(original.has(row)).toBe(true);
    },
  );

  it.each(CASES.map((c) => [c.seed, c] as const))("seed %i: every bucket's min and max of each signal kept", (_, c) => {
    if (c.rows.length <= c.maxPoints) {
      expect(downsampleM4(c.rows, c.maxPoints, c.range)).toEqual(c.rows);
      return;
    }
    const out = downsampleM4(c.rows, c.maxPoints, c.range);
    const k = c.rows[0]!.length - 1;
    const range = c.range ?? { from: c.rows[0]![0]!, to: c.rows[c.rows.length - 1]![0]! };
    const buckets = m4BucketCount(c.maxPoints, k);
    const group = (rows: number[][]) => {
      const by = new Map<number, number[][]>();
      for (const row of rows) {
        const b = m4BucketOf(row[0]!, range, buckets);
        by.set(b, [...(by.get(b) ?? []), row]);
      }
      return by;
    };
    const kept = group(out);
    for (const [bucket, rows] of group(c.rows)) {
      const shown = kept.get(bucket) ?? [];
      for (let s = 1; s <= k; s++) {
        const values = rows.map((r) => r[s]!);
        const shownValues = shown.map((r) => r[s]!);
        expect(shownValues).toContain(Math.min(...values));
        expect(shownValues).toContain(Math.max(...values));
      }
    }
  });
});

describe('downsampleM4 edges', () => {
  it('returns short series unchanged', () => {
    const rows = [
      [0, 1],
      [1, 2],
    ];
    expect(downsampleM4(rows, 10)).toEqual(rows);
    expect(downsampleM4([], 10)).toEqual([]);
  });

  it('keeps a single spike among a million flat points', () => {
    const rows = Array.from({ length: 1_000_000 }, (_, i) => [i * 60, i === 654_321 ? 999 : 1]);
    const out = downsampleM4(rows, 2000);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out.map((r) => r[1])).toContain(999);
  });

  it('holds the bound even when maxPoints is below one bucket of many signals', () => {
    const rows = Array.from({ length: 100 }, (_, i) => [i, Math.sin(i), Math.cos(i), i % 5, -i]);
    for (const maxPoints of [2, 3, 5, 9]) {
      const out = downsampleM4(rows, maxPoints);
      expect(out.length).toBeLessThanOrEqual(maxPoints);
      expect(out[0]).toBe(rows[0]);
      expect(out[out.length - 1]).toBe(rows[99]);
    }
  });

  it('puts points outside the range into the end buckets', () => {
    expect(m4BucketOf(-5, { from: 0, to: 10 }, 5)).toBe(0);
    expect(m4BucketOf(10, { from: 0, to: 10 }, 5)).toBe(4);
    expect(m4BucketOf(5, { from: 0, to: 10 }, 5)).toBe(2);
    expect(m4BucketOf(5, { from: 3, to: 3 }, 5)).toBe(0);
  });
});
