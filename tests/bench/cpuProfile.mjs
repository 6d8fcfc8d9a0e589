// Where the main thread's time goes while a page opens, at Lighthouse's 4x CPU slowdown. A CPU profile (Chrome DevTools
// Protocol) of one reload, its self time summed by npm package (or app source folder) through each script's source map,
// and the long tasks (over 50 ms) with the packages that ran in them. Printed when the bench runs with
// LIGHTHOUSE_PROFILE=1, so a person can tell what a long task is made of, which Lighthouse's attribution (the script at
// the bottom of the stack) does not say.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

/** `node_modules/<package>` of a source path, or the app's folder (`shell/src/layout`, `mf-dashboard/src/features/…`). */
function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const app = source.match(/((?:shell|shared|mf-[a-z-]+)\/src\/[^/]+(?:\/[^/]+)?)/);
  if (app) return app[1];
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

async function consumerOf(url, cache) {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : null))
        .then((map) => (map ? new SourceMapConsumer(map) : null))
        .catch(() => null),
    );
  }
  return cache.get(url);
}

/**
 * Reloads `page` (a Playwright page, signed in) with the CPU slowed down `slowdown` times, waits for `ready` (a
 * locator), and prints self time by package and each long task's biggest packages.
 */
export async function profileReload(page, ready, { slowdown = 4, label = page.url() } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload();
  await ready.waitFor({ timeout: 120_000 });
  // What runs just after the live values (effects, deferred chunks) belongs to the page's opening too.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  // Kept whole for DevTools' Performance panel or a script, beside Lighthouse's reports.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${slowdown}x.cpuprofile`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(profile));
  }

  const cache = new Map();
  const nodeOwner = new Map();
  // The app's own function (file and name) of each profile node, for the inclusive time of the app's components.
  const nodeAppFrame = new Map();
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let owner = functionName.startsWith('(') ? functionName : '(native)';
    if (url.startsWith('http')) {
      const consumer = lineNumber >= 0 ? await consumerOf(url, cache) : null;
      const position = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      owner = position?.source ? ownerOf(position.source) : url.split('/').pop();
      if (position?.source && !/node_modules|webpack\//.test(position.source)) {
        const name = position.name ?? functionName;
        nodeAppFrame.set(node.id, `${position.source.split('/').slice(-2).join('/')} ${name}`);
      }
    }
    nodeOwner.set(node.id, owner);
  }
  // Self time of each sample, by owner; samples grouped into tasks (no idle sample between them).
  const selfMs = new Map();
  const tasks = [];
  let task = null;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    time += delta * 1000;
    const owner = nodeOwner.get(id);
    if (owner === '(idle)') {
      if (task && task.ms >= 50) tasks.push(task);
      task = null;
      return;
    }
    selfMs.set(owner, (selfMs.get(owner) ?? 0) + delta);
    task ??= { start: (time - profile.startTime) / 1000, ms: 0, owners: new Map(), frames: new Map() };
    task.ms += delta;
    task.owners.set(owner, (task.owners.get(owner) ?? 0) + delta);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const frame = nodeAppFrame.get(node);
      if (frame && !seen.has(frame)) {
        seen.add(frame);
        task.frames.set(frame, (task.frames.get(frame) ?? 0) + delta);
      }
    }
  });
  if (task && task.ms >= 50) tasks.push(task);

  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([owner, ms]) => `${owner} ${ms.toFixed(0)}`)
      .join(', ');
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`CPU profile of ${label} at ${slowdown}x slowdown: ${total.toFixed(0)} ms busy`);
  console.log(`  self time by package (ms): ${top(selfMs, 25)}`);
  console.log(`  busy stretches over 50 ms: ${tasks.length}`);
  for (const t of tasks) {
    console.log(`  ${t.ms.toFixed(0)} ms at ${t.start.toFixed(0)} ms: ${top(t.owners, 8)}`);
    if (t.ms >= 150) console.log(`    the app's code in it, inclusive (ms): ${top(t.frames, 20)}`);
  }
}

/**
 * Opens `url` in `page` and prints each layout shift over 0.001 with the elements that moved, from where to where (the
 * browser's own layout-shift entries), `settle` ms after `ready` is visible.
 */
export async function printLayoutShifts(page, url, ready, { settle = 4000 } = {}) {
  await page.addInitScript(() => {
    window.__shifts = [];
    // The page's layout (the tab's top-level blocks and their heights) at every frame, so a shift can be read as
    // "this block appeared or grew".
    window.__layouts = [];
    const sample = () => {
      const flex = document.querySelector('main section > div');
      const layout = flex
        ? [...flex.children]
            .map(
              (c) =>
                `${c.tagName.toLowerCase()}.${String(c.className).split(' ')[0]}:${Math.round(c.getBoundingClientRect().height)}${c.getAttribute('style') ? `{${c.getAttribute('style')}}` : ''}`,
            )
            .join(' | ')
        : '';
      if (layout && window.__layouts.at(-1)?.layout !== layout)
        window.__layouts.push({ at: Math.round(performance.now()), layout });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          sources: entry.sources.map((s) => ({
            node: s.node
              ? `${s.node.nodeName.toLowerCase()}${s.node.className && typeof s.node.className === 'string' ? `.${s.node.className.split(' ').slice(0, 2).join('.')}` : ''}${s.node.getAttribute?.('aria-label') ? `[${s.node.getAttribute('aria-label')}]` : ''}`
              : '?',
            from: `${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)}`,
            to: `${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready.waitFor({ timeout: 120_000 });
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), settle);
  const shifts = await page.evaluate(() => window.__shifts);
  if (process.env.LIGHTHOUSE_PROFILE === 'layouts') {
    for (const { at, layout } of await page.evaluate(() => window.__layouts))
      console.log(`  layout at ${at} ms: ${layout}`);
  }
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  console.log(`Layout shifts of ${url}: ${total.toFixed(3)} in all`);
  for (const shift of shifts.filter((s) => s.value > 0.001)) {
    console.log(
      `  ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.map((s) => `${s.node} ${s.from} -> ${s.to}`).join('; ')}`,
    );
  }
}
