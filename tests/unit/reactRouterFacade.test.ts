// The apps share 'react-router-dom' as shared/build/reactRouterDom.mjs, which exports only the names the portal uses
// (so that webpack keeps only those of react-router). TypeScript still sees the whole package, so this test is what
// fails when code starts to use a name the shared module lacks (it would be undefined in the browser).
import fs from 'node:fs';
import path from 'node:path';
import federation from '../../shared/federation.json';

const ROOT = path.resolve(__dirname, '..', '..');
// The workspaces whose code runs in the browser: shared, and every app of the federation (shared/federation.json).
const APPS = ['shared', federation.shell.dir, ...Object.values(federation.remotes).map((remote) => remote.dir)];

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports from react-router-dom at run time (type-only imports are erased); '*' for a namespace. */
function routerImportsOf(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router-dom['"]/g)) {
    if (match[2]) continue;
    const clause = match[3]!;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /\*/.test(clause.replace(braces[0], ''))) names.push('*');
    for (const part of braces?.[1]!.split(',') ?? []) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('the shared react-router-dom', () => {
  const facade = fs.readFileSync(path.join(ROOT, 'shared', 'build', 'reactRouterDom.mjs'), 'utf8');
  const exported = new Set(
    /export\s*\{([^}]*)\}\s*from\s*'react-router'/
      .exec(facade)![1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );

  it('reads the names of an import, and marks what it cannot check', () => {
    expect(
      routerImportsOf("import { Link, useParams as params, type NavigateFunction } from 'react-router-dom';"),
    ).toEqual(['Link', 'useParams']);
    expect(routerImportsOf("import type { Location } from 'react-router-dom';")).toEqual([]);
    expect(routerImportsOf("import * as Router from 'react-router-dom';")).toEqual(['*']);
    expect(routerImportsOf("export * from 'react-router-dom';")).toEqual(['*']);
  });

  it('exports every name the portal imports from react-router-dom', () => {
    const missing: string[] = [];
    let imported = 0;
    for (const app of APPS) {
      for (const file of sourcesOf(path.join(ROOT, app, 'src'))) {
        for (const name of routerImportsOf(fs.readFileSync(file, 'utf8'))) {
          imported += 1;
          if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(imported).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
