import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every text key the code reads is checked by `npx tsc -b`: the remotes read through `useTexts` (shared's `RemoteT`),
 * the shell and shared through `useBaseTexts` / `baseTextsOf` (`BaseT`), and TabPage's `titleKey`, the tab labels and
 * the sidebar's labels are typed as keys. That proof holds only while no code reads a text through i18next's untyped
 * `t`, so this test finds those reads; the typed wrappers in shared/src/i18n and `useRemoteTranslation`
 * (WithNamespace.tsx) are the only places allowed to call i18next's own. That da, sv and de have the keys en has is
 * checked in shared/src/i18n/resources.test.ts and each remote's texts test.
 */
const PACKAGES = ['shared', 'shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];
const TYPED_WRAPPERS = [path.join('shared', 'src', 'i18n'), path.join('shared', 'src', 'ui', 'WithNamespace.tsx')];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines of a file that read texts past the typed `t`: react-i18next's hooks or an i18next instance's own `t`. */
function untypedReads(code: string): string[] {
  return (
    code
      .split('\n')
      // Comments may name the hooks (a doc line saying what a translator is); only code reads texts.
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .filter((line) => /\b(useTranslation|withTranslation|getFixedT)\s*[(<]|\bi18n(ext)?\.t\s*\(|<Trans\b/.test(line))
      .map((line) => line.trim())
  );
}

test('the check finds an untyped read', () => {
  expect(
    untypedReads(
      "// useTranslation() in a comment\nconst { t } = useTranslation();\nconst ok = useBaseTexts();\ni18n.t('nav.home')",
    ),
  ).toEqual(['const { t } = useTranslation();', "i18n.t('nav.home')"]);
});

test('shell, shared and the remotes read texts only through the typed t, so a wrong key fails the typecheck', () => {
  const untyped: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      const relative = path.relative(ROOT, file);
      if (TYPED_WRAPPERS.some((allowed) => relative.startsWith(allowed))) continue;
      for (const line of untypedReads(fs.readFileSync(file, 'utf8'))) untyped.push(`${relative}: ${line}`);
    }
  }
  expect(untyped).toEqual([]);
});
