// One flat config for the whole repo. The import-boundary rules are the ones ARCHITECTURE.md section 1 asks for:
// no remote imports another remote or the shell, and shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = [
  'shell',
  'mf-dashboard',
  'mf-data-economics',
  'mf-schedule-policies',
  'mf-maintenance',
  'mf-users-admin',
  'mf-installer',
];

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
  ...APPS.filter((a) => a.startsWith('mf-')).map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      APPS.filter((a) => a !== remote),
      `${remote}`,
    ),
  ),
);
