// Unit tests of every workspace: *.test.ts in node, *.test.tsx in jsdom. End-to-end tests have their own config
// in tests/jest.config.cjs.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// typebox and content-disposition (of @fastify/static) ship ES modules only: let swc turn them into CommonJS for jest.
const transformIgnorePatterns = ['^(?!.*/node_modules/(typebox|content-disposition)/).*/node_modules/'];
const roots = [
  'shared',
  'shell',
  'mf-dashboard',
  'mf-data-economics',
  'mf-schedule-policies',
  'mf-maintenance',
  'mf-users-admin',
  'mf-installer',
];
const ignore = ['/node_modules/', '/dist/'];

module.exports = {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: [...roots.map((r) => `<rootDir>/${r}/src/**/*.test.ts`), '<rootDir>/tests/unit/**/*.test.ts'],
      testPathIgnorePatterns: ignore,
    },
    {
      displayName: 'dom',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      testMatch: roots.map((r) => `<rootDir>/${r}/src/**/*.test.tsx`),
      testPathIgnorePatterns: ignore,
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setupDom.ts'],
    },
  ],
};
