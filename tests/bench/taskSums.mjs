// How much of Lighthouse's total blocking time is the page, and how much is Lighthouse watching it.
//
// Lighthouse's simulated TBT is built from the tasks of one unthrottled load it observes: each task's duration times
// the CPU slowdown (4), less 50 ms, summed after the first contentful paint. While it observes, Lighthouse records a
// trace with JavaScript stacks and every script's source, and keeps the debugger on with async call stacks 8 deep
// (core/gather/driver/prepare.js, core/gather/gatherers/trace.js). Each of those makes the page's own tasks longer.
// This reloads the signed-in home a few times under each of three watches and prints the same sum from the trace:
//   bare        the timeline only;
//   + trace     Lighthouse's trace categories;
//   + debugger  those and the debugger with async call stacks (what Lighthouse's own load has).
// The sum under `bare` moves far less from run to run than Lighthouse's score, so it tells whether a change made the
// home's main thread lighter; Lighthouse's score stays the figure the target is set in (docs/performance.md).

const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
// Lighthouse 12's default trace categories (core/gather/gatherers/trace.js).
const LIGHTHOUSE_TRACE = [
  ...TIMELINE,
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];

async function readStream(cdp, handle) {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

const STYLE_AND_LAYOUT = new Set([
  'Layout',
  'UpdateLayoutTree',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
]);
const COMPILE = new Set(['v8.compile', 'v8.produceCache', 'ScriptCatchup']);

/**
 * What a task spent most of its own time on: compiling a script, style and layout, or running JavaScript (named by
 * the script whose function the task called; `promise jobs` when no script is named, as for Module Federation's
 * chains of promises).
 */
function causeOf(task, events) {
  const self = new Map();
  const open = [];
  for (const e of events) {
    if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const script = [...open, e]
      .reverse()
      .find((x) => x.args?.data?.url)
      ?.args.data.url.split('/')
      .pop();
    const kind = COMPILE.has(e.name)
      ? `compile ${script ?? ''}`
      : STYLE_AND_LAYOUT.has(e.name)
        ? 'style and layout'
        : script
          ? `js ${script}`
          : 'promise jobs';
    const parent = open.at(-1);
    self.set(kind, (self.get(kind) ?? 0) + e.dur);
    if (parent) self.set(parent.kind, self.get(parent.kind) - e.dur);
    e.kind = kind;
    open.push(e);
  }
  return [...self].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

/** The top-level tasks of the page's main thread after its first contentful paint: ms and cause. */
function tasksAfterFirstPaint(traceEvents) {
  const mainThread = traceEvents.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      traceEvents.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'ParseHTML'),
  );
  if (!mainThread) return [];
  const firstPaint = traceEvents
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === mainThread.pid)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const onMain = traceEvents
    .filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const topLevel = [];
  let end = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < end) continue; // nested
    topLevel.push(task);
    end = task.ts + task.dur;
  }
  return topLevel
    .filter((t) => !firstPaint || t.ts >= firstPaint.ts)
    .map((t) => ({ ms: t.dur / 1000, cause: t.dur > 12_500 ? causeOf(t, onMain) : null }));
}

/** Σ(4·task − 50) over the tasks longer than 12.5 ms: Lighthouse's blocking time of these tasks at its 4x slowdown. */
export function blockingAtFourTimes(taskMs) {
  return taskMs.reduce((sum, ms) => sum + Math.max(0, ms * 4 - 50), 0);
}

/** The blocking sum of `tasks` ({ ms, cause }) by cause, largest first. */
function blockingByCause(tasks) {
  const byCause = new Map();
  for (const { ms, cause } of tasks) if (cause) byCause.set(cause, (byCause.get(cause) ?? 0) + ms * 4 - 50);
  return [...byCause].sort((a, b) => b[1] - a[1]);
}

async function oneReload(page, ready, categories) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReturnAsStream' });
  await page.reload();
  await ready.waitFor({ timeout: 120_000 });
  // What the page does just after its live values (effects, later answers) is in Lighthouse's window too.
  await page.waitForTimeout(3000);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  const trace = JSON.parse(await readStream(cdp, stream));
  await cdp.detach();
  return tasksAfterFirstPaint(Array.isArray(trace) ? trace : trace.traceEvents);
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Reloads `page` (signed in, `ready` the locator of its live values) `reloads` times under each watch (`bareOnly`: the
 * timeline's alone) and prints the median blocking sum and the median count of tasks over 12.5 ms.
 */
export async function printTaskSums(page, ready, { reloads = 6, label = page.url(), bareOnly = false } = {}) {
  console.log(`Main-thread tasks of ${label} after its first paint, ${reloads} reloads each, unthrottled:`);
  const watches = [
    ['bare', TIMELINE, false],
    ['+ trace', LIGHTHOUSE_TRACE, false],
    ['+ debugger', LIGHTHOUSE_TRACE, true],
  ];
  for (const [name, categories, debuggerOn] of bareOnly ? watches.slice(0, 1) : watches) {
    const debug = debuggerOn ? await page.context().newCDPSession(page) : null;
    if (debug) {
      await debug.send('Debugger.enable');
      await debug.send('Debugger.setSkipAllPauses', { skip: true });
      await debug.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    }
    const sums = [];
    const counts = [];
    const all = [];
    for (let i = 0; i < reloads; i++) {
      const tasks = await oneReload(page, ready, categories);
      sums.push(blockingAtFourTimes(tasks.map((t) => t.ms)));
      counts.push(tasks.filter((t) => t.ms > 12.5).length);
      all.push(...tasks);
    }
    if (debug) {
      await debug.send('Debugger.disable');
      await debug.detach();
    }
    console.log(
      `  ${name.padEnd(11)} Σ(4·task − 50 ms) median ${Math.round(medianOf(sums))} ms ` +
        `(${sums.map(Math.round).join(', ')}); tasks over 12.5 ms: ${medianOf(counts)}`,
    );
    // Where that sum goes, per reload: each long task counted under what it spent most of its own time on.
    const causes = blockingByCause(all).slice(0, 6);
    console.log(`${' '.repeat(14)}by cause: ${causes.map(([c, ms]) => `${c} ${Math.round(ms / reloads)}`).join(', ')}`);
  }
}
