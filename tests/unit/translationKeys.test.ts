import fs from 'node:fs';
import path from 'node:path';
import { en as base } from '../../shared/src/i18n/resources/en';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The packages whose code reads keys through i18next's untyped `t` (`useTranslation`): shared and the shell. The
 * remotes are not listed: their `t` (`useTexts`, shared's `RemoteT`) and TabPage's `titleKey` accept only keys their
 * English texts have, so `npx tsc -b` proves what this test checked for them (issue 11 item 5).
 */
const PACKAGES: [string, object[]][] = [
  ['shared', []],
  ['shell', []],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function has(tree: object, key: string): boolean {
  let node: unknown = tree;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object') return false;
    const group = node as Record<string, unknown>;
    // A plural key is stored as key_one, key_other.
    if (i === parts.length - 1 && !(part in group)) return `${part}_other` in group;
    node = group[part];
  }
  return node !== undefined;
}

/** The static keys of t('...'), t("...") and titleKey="..." in a file, with the namespace a call names. */
function keysOf(code: string): { key: string; ns?: string }[] {
  // A file that binds its t to the error namespace says so in its ErrorTranslate type.
  const fileNs = /: ErrorTranslate\b/.test(code) ? 'error' : undefined;
  // The key group is not optional in either pattern, so m[2] and m[1] are always there.
  const calls = [...code.matchAll(/\bt\(\s*(['"])([\w.:-]+)\1(\s*,\s*\{[^}]*?\bns:\s*([\w']+))?/g)].map((m) => ({
    key: m[2] ?? '',
    ns: m[4] === 'ERROR_NAMESPACE' ? 'error' : (m[4]?.replaceAll("'", '') ?? fileNs),
  }));
  const titles = [...code.matchAll(/titleKey[=:]\s*["']([\w.]+)["']/g)].map((m) => ({ key: m[1] ?? '' }));
  return [...calls, ...titles];
}

describe('every text key the code names exists in English, in a namespace that package can read', () => {
  const namespaces = base as unknown as Record<string, object>;
  test.each(PACKAGES)('%s', (pkg, own) => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
      for (const { key, ns } of keysOf(fs.readFileSync(file, 'utf8'))) {
        const [prefix, rest] = key.includes(':') ? key.split(':') : [ns, key];
        const trees = prefix ? [namespaces[prefix]] : [...own, namespaces.translation, namespaces.common];
        if (!trees.some((tree) => tree && has(tree, rest))) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
