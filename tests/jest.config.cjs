// End-to-end tests: the built portal served for real, driven in Debian's Chromium by playwright-core.
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // content-disposition (of @fastify/static, the static server's) ships ES modules only.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  globalSetup: '<rootDir>/tests/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/support/globalTeardown.ts',
  testTimeout: 180_000,
  maxWorkers: 1,
};
