import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: Playwright in Debian Chromium against the real server on a fresh database.
 * One browser per test file; files run one after another so two cores are not oversubscribed.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/*.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
