import { defineConfig } from 'vitest/config';

/** The pack test installs tarballs with npm and starts a server: generous timeouts for 2 cores. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
