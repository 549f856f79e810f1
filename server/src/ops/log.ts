/**
 * The server's log: JSON lines on standard output through pino, one object per line with `time`
 * (ISO 8601), `level` (as a word) and `msg`; the fields of the request lines are in
 * docs/operations.md. `LOG_LEVEL` (default info; `silent` in the test suite) picks what is written.
 * Nothing personal and no token is ever logged: a request line names the company by its id only.
 */
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'xr-web-capture', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
