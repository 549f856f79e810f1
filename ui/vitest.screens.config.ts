import { defineConfig } from 'vitest/config';

/**
 * `npm run screenshots`: every screen as a picture (e2e/every-screen.screens.ts), Playwright in
 * Debian Chromium against its own server on a fresh database, as the e2e tests run. Not part of
 * the e2e suite: the pictures are for people to look at.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/*.screens.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
