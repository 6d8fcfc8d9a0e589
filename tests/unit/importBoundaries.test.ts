import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as if it were the file `file` of the repo, with the repo's own config. */
function lint(file: string, code: string): string {
  const result = spawnSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return result.stdout + result.stderr;
}

describe('ARCHITECTURE 1: import boundaries are enforced by lint', () => {
  it.each([
    [
      'a remote importing another remote by path',
      'mf-dashboard/src/x.ts',
      "import { BUILD_ID } from '../../mf-installer/src/buildInfo';",
    ],
    [
      'a remote importing another remote by name',
      'mf-maintenance/src/x.ts',
      "import { X } from '@bess/mf-users-admin';",
    ],
    ['a remote importing the shell', 'mf-installer/src/x.ts', "import { App } from '@bess/shell';"],
    [
      'a remote importing the shell by path',
      'mf-data-economics/src/a/x.ts',
      "import { App } from '../../../shell/src/App';",
    ],
    ['shared importing an app', 'shared/src/x.ts', "import { App } from '@bess/shell';"],
    [
      'shared importing a remote by path',
      'shared/src/domain/x.ts',
      "import { Home } from '../../../mf-dashboard/src/expose/Home';",
    ],
  ])('refuses %s', (_case, file, code) => {
    expect(lint(file, `${code}\nexport const used = 1;\n`)).toMatch(/no-restricted-imports/);
  });

  it.each([
    ['a remote importing shared', 'mf-dashboard/src/x.ts', "import { TabPage } from '@bess/shared';"],
    ['the shell importing shared', 'shell/src/x.ts', "import { TabPage } from '@bess/shared';"],
  ])('allows %s', (_case, file, code) => {
    expect(lint(file, `${code}\nexport const used = TabPage;\n`)).not.toMatch(/no-restricted-imports/);
  });
});
