/**
 * M4 downsampling for charts (the chart never receives more than about two points per pixel). Pure, so the
 * server (query field maxPoints) and the client use the same rule.
 */

/** One row: [x (a time), value of signal 1, value of signal 2, ...]; rows are sorted by strictly increasing x. */
export type DownsampleRow = readonly number[];

/** The x range cut into buckets: [from, to); rows outside it fall into the first or last bucket. */
export interface DownsampleRange {
  from: number;
  to: number;
}

/** The most rows one M4 bucket keeps: its first and last row and the minimum and maximum row of each signal. */
export function m4RowsPerBucket(signalCount: number): number {
  return 2 + 2 * signalCount;
}

/** How many equal buckets M4 cuts the range into so that at most maxPoints rows come back. */
export function m4BucketCount(maxPoints: number, signalCount: number): number {
  return Math.max(1, Math.floor(maxPoints / m4RowsPerBucket(signalCount)));
}

/** The bucket (0 .. buckets - 1) of x in the range; a point outside the range goes to the nearest end bucket. */
export function m4BucketOf(x: number, range: DownsampleRange, buckets: number): number {
  const width = (range.to - range.from) / buckets;
  if (!(width > 0)) return 0;
  const bucket = Math.floor((x - range.from) / width);
  return bucket < 0 ? 0 : bucket >= buckets ? buckets - 1 : bucket;
}

/**
 * M4: the range is cut into equal x buckets and of each bucket only real rows are kept - the first, the last and the
 * rows holding the minimum and the maximum of each signal - so peaks and dips survive at chart resolution. At most
 * maxPoints rows come back (at least 2: the first and the last); rows keep their order. Fewer rows than maxPoints are
 * returned as they are. The range defaults to the rows' own first and last x.
 */
export function downsampleM4<Row extends DownsampleRow>(
  rows: readonly Row[],
  maxPoints: number,
  range?: DownsampleRange,
): Row[] {
  const limit = Math.max(2, Math.floor(maxPoints));
  if (rows.length <= limit) return rows.slice();
  const k = rows[0]!.length - 1;
  const span = range ?? { from: rows[0]![0]!, to: rows[rows.length - 1]![0]! };
  const buckets = m4BucketCount(limit, k);
  // With fewer points allowed than one bucket keeps (many signals, tiny maxPoints), the extremes are taken signal by
  // signal until the bound is reached, so the bound always holds.
  const perBucket = Math.min(limit, m4RowsPerBucket(k));
  const out: Row[] = [];
  const keep: number[] = [];
  let start = 0;
  while (start < rows.length) {
    const bucket = m4BucketOf(rows[start]![0]!, span, buckets);
    let end = start + 1;
    while (end < rows.length && m4BucketOf(rows[end]![0]!, span, buckets) === bucket) end++;
    keep.length = 0;
    keep.push(start, end - 1);
    for (let c = 1; c <= k && keep.length < perBucket; c++) {
      let min = start;
      let max = start;
      let minValue = rows[start]![c]!;
      let maxValue = minValue;
      for (let r = start + 1; r < end; r++) {
        const v = rows[r]![c]!;
        if (v < minValue) {
          minValue = v;
          min = r;
        }
        if (v > maxValue) {
          maxValue = v;
          max = r;
        }
      }
      keep.push(min);
      if (keep.length < perBucket) keep.push(max);
    }
    keep.sort((a, b) => a - b);
    let last = -1;
    for (const r of keep) {
      if (r !== last) out.push(rows[r]!);
      last = r;
    }
    start = end;
  }
  return out;
}
