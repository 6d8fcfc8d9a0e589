// antd's component styles as one pre-built stylesheet, so that a phone does not generate them while the
// home draws (docs/performance.md, "antd's styles from a file").
//
// antd 6 writes its styles at run time (CSS-in-JS): the first time a component draws, its style function runs and the
// result is serialised and injected. In the CPU profile of the home that is about half of its longest task.
// @ant-design/cssinjs can instead take styles from a stylesheet: the sheet ends with a rule whose `content` maps each
// style's cache path to its hash (`.data-ant-cssinjs-cache-path{content:"path:hash;…"}`); the first time a component
// registers a style, cssinjs reads that map once from the computed style of a probe element, and for every path in it
// uses the file's style instead of generating one. A style that is not in the map is generated at run time, so a
// component missing from the sheet is slower, never unstyled.
//
// The sheet is rendered here, at build time, by drawing every antd component the portal's sources import once in
// Node (react-dom/server) inside a style cache and extracting what registered. Only component styles go in: design
// tokens (colours of the light and dark theme) stay CSS variables written at run time.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** `import { A, B as C, type D } from 'antd'` in every .ts/.tsx file below the folders: the value names, sorted. */
function antdImports(sourceDirs) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
          for (const part of match[1].split(',')) {
            const name = part
              .trim()
              .split(/\s+as\s+/)[0]
              .trim();
            if (/^[A-Z]\w*$/.test(name)) names.add(name);
          }
        }
      }
    }
  };
  for (const dir of sourceDirs) if (fs.existsSync(dir)) walk(dir);
  return [...names].sort();
}

/**
 * The largest part of the stylesheet, in bytes. The browser parses a stylesheet in one piece on the main thread: the
 * whole sheet (about 700 KB) takes 10-36 ms under Lighthouse, most often inside the task that draws the page. Parts of
 * this size parse in 2-4 ms each (at most 12), each in a task of its own (shell/src/theme/antdStylesheet.ts links
 * them one task after another), so that none makes a long task on a phone.
 */
const PART_BYTES = 120 * 1024;

/**
 * `css` cut into consecutive parts of at most `maxBytes` (a rule longer than that is a part of its own), only between
 * top-level rules (an `@media` or `@keyframes` block stays whole), so that the parts linked one after another in their
 * order are the same cascade as the whole.
 */
function splitStylesheet(css, maxBytes = PART_BYTES) {
  const rules = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (depth !== 0 || quote) throw new Error('The antd stylesheet does not end where a rule ends');
  if (css.slice(start).trim()) rules.push(css.slice(start));
  const parts = [];
  let part = '';
  let bytes = 0;
  for (const rule of rules) {
    const size = Buffer.byteLength(rule);
    if (part && bytes + size > maxBytes) {
      parts.push(part);
      part = '';
      bytes = 0;
    }
    part += rule;
    bytes += size;
  }
  if (part) parts.push(part);
  return parts;
}

/**
 * The stylesheet of the antd components imported below `sourceDirs`, for a production or a development build (antd
 * names its style scope differently in each, so the sheet must be rendered in the mode of the build), in parts to be
 * linked in their order: `{ files: [{ fileName: 'antd-<n>.<hash>.css', css }], components }`.
 */
function antdStylesheet({ sourceDirs, production }) {
  const components = antdImports(sourceDirs);
  // A process of its own: @ant-design/cssinjs fixes its scope prefix from NODE_ENV when it is first loaded.
  const css = execFileSync(process.execPath, [path.join(__dirname, 'antdStylesheetRender.cjs'), ...components], {
    env: { ...process.env, NODE_ENV: production ? 'production' : 'development' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Each part is named by its own content (served immutable, as the chunks are); `antd-1.<hash>.css` comes first.
  const files = splitStylesheet(css).map((part, index) => ({
    fileName: `antd-${index + 1}.${crypto.createHash('sha256').update(part).digest('hex').slice(0, 8)}.css`,
    css: part,
  }));
  return { files, components };
}

module.exports = { antdStylesheet, antdImports, splitStylesheet };
