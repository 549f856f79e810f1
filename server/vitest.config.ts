import { defineConfig } from 'vitest/config';

/**
 * Server suite: API tests on fresh SQLite files, XML through SaxonJS, the mutants corpus.
 * Timeouts are generous because CI runs on 2 cores where argon2 hashing and the first SaxonJS
 * load of a stylesheet take seconds under load; the assertions, not the clock, decide.
 *
 * `isolate: false`: the files share one module graph, so the rules, SaxonJS stylesheets and
 * drizzle load once, not once per file. It halves the suite's time (about 350 s to 170 s on
 * these machines). A file that changes process-wide state (spies, fake timers, environment)
 * undoes it in its own after-hook; the files pass in any order (checked with
 * `--sequence.shuffle.files`).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    isolate: false,
    // no request log lines between the test reports (a spawned server sets its own level)
    env: { LOG_LEVEL: 'silent' },
  },
});
