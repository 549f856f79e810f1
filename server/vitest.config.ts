import { defineConfig } from 'vitest/config';

/**
 * Server suite: API tests on fresh SQLite files, XML through SaxonJS, the mutants corpus.
 * Timeouts are generous because CI runs on 2 cores where argon2 hashing and the first SaxonJS
 * load of a stylesheet take seconds under load; the assertions, not the clock, decide.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
