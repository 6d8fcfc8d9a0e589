// One flat config for the whole repo. The import-boundary rules are the ones ARCHITECTURE.md section 1 asks for:
// no remote imports another remote or the shell, and shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

// The shell and the remotes, from the registry of the apps (shared/federation.json): a new remote gets its boundary
// without an edit here.
const federation = JSON.parse(fs.readFileSync(new URL('./shared/federation.json', import.meta.url), 'utf8'));
const REMOTE_DIRS = Object.values(federation.remotes).map((remote) => remote.dir);
const APPS = [federation.shell.dir, ...REMOTE_DIRS];

/** Import patterns that reach the given apps, by package name or by relative path. */
function appImports(apps) {
  return apps.flatMap((app) => [`@bess/${app}`, `@bess/${app}/*`, `**/${app}/**`, `**/${app}`]);
}

function boundary(files, forbidden, who) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: appImports(forbidden), message: `${who} must not import this app (ARCHITECTURE.md 1).` }],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'server/data/**', '.e2e/**', 'tests/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs', '**/webpack.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  boundary(['shared/**/*.{ts,tsx}'], APPS, 'shared'),
  ...REMOTE_DIRS.map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      APPS.filter((a) => a !== remote),
      `${remote}`,
    ),
  ),
);
