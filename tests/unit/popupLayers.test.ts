import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every dialog of the portal (antd's Modal and Drawer, and the shell's dialog around a remote module, which takes
 * shared's DIALOG_Z_INDEX) sits on antd's base layer, and antd draws every popup into document.body above it. A
 * component that moves its popups elsewhere (`getPopupContainer`) or sets its own layer (`zIndex`, a `zIndexPopup`
 * token) leaves that order, and its popup can open behind the dialog it sits in; this test finds one.
 */
const PACKAGES = ['shared', 'shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines of a file that move antd's popups or set a layer of antd's own. */
function ownLayers(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .filter((line) => /\bgetPopupContainer\b|\bzIndex=\{|\bzIndexPopup(Base)?\b/.test(line))
    .map((line) => line.trim());
}

test('the check finds a popup moved or layered by hand', () => {
  expect(
    ownLayers(
      [
        '// getPopupContainer in a comment',
        '<Select getPopupContainer={(node) => node.parentElement} />',
        '<Modal zIndex={2000} open />',
        'theme={{ token: { zIndexPopupBase: 1200 } }}',
        '<div style={{ zIndex: 2 }} />',
      ].join('\n'),
    ),
  ).toEqual([
    '<Select getPopupContainer={(node) => node.parentElement} />',
    '<Modal zIndex={2000} open />',
    'theme={{ token: { zIndexPopupBase: 1200 } }}',
  ]);
});

test("no component of the shell, shared or a remote moves antd's popups or sets their layer", () => {
  const found: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      for (const line of ownLayers(fs.readFileSync(file, 'utf8'))) found.push(`${path.relative(ROOT, file)}: ${line}`);
    }
  }
  expect(found).toEqual([]);
});
