import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The server suite on PostgreSQL (`npm run test:pg`: scripts/with-postgres.mjs starts a throw-away
 * cluster and sets DATABASE_URL; every app of a test gets a new database). The tests that never
 * open a database (XML, CLI, conformance, the worker pool) run once, on the SQLite pass.
 */
export default defineConfig({
  test: {
    ...base.test,
    exclude: [
      '**/node_modules/**',
      'test/xml-*.test.ts',
      'test/xml/**',
      'test/cli-*.test.ts',
      'test/conformance/**',
      'test/agreement/**',
      'test/models/**',
      'test/oracle/**',
      'test/security/availability-pool.test.ts',
    ],
  },
});
