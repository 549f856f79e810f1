import { defineConfig } from 'vitest/config';

/**
 * `isolate: false`: the test files share one module graph, so libxml2's schemas and the SaxonJS
 * stylesheets load once, not once per file. Timeouts are generous (as the server's): CI runs on
 * 2 cores where the first SaxonJS load of a stylesheet and the official validator take seconds.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    isolate: false,
  },
});
