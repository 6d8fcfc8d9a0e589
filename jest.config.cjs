// Unit tests of every workspace: *.test.ts in node, *.test.tsx in jsdom. End-to-end tests have their own config
// in tests/jest.config.cjs.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// typebox and content-disposition (of @fastify/static) ship ES modules only: let swc turn them into CommonJS for jest.
const transformIgnorePatterns = ['^(?!.*/node_modules/(typebox|content-disposition)/).*/node_modules/'];
// shared and every app of the registry (shared/federation.json): a new remote's tests run without an edit here.
const federation = require('./shared/federation.json');
const roots = ['shared', federation.shell.dir, ...Object.values(federation.remotes).map((remote) => remote.dir)];
const ignore = ['/node_modules/', '/dist/'];
const setupFiles = ['<rootDir>/shared/src/testing/setupEncoding.ts'];

module.exports = {
  // jest's default is one worker fewer than the cores, which is one on a 2-core machine: its main process only
  // schedules, so a worker per core keeps both busy (a whole run measured 348 s with two, warm cache).
  maxWorkers: 2,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: [...roots.map((r) => `<rootDir>/${r}/src/**/*.test.ts`), '<rootDir>/tests/unit/**/*.test.ts'],
      testPathIgnorePatterns: ignore,
      setupFiles,
    },
    {
      displayName: 'dom',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      testMatch: roots.map((r) => `<rootDir>/${r}/src/**/*.test.tsx`),
      testPathIgnorePatterns: ignore,
      setupFiles,
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setupDom.ts'],
    },
  ],
};
