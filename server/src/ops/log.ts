/**
 * The server's log: JSON lines on standard output through pino, one object per line with `time`
 * (ISO 8601), `level` (as a word) and `msg`; the fields of the request lines are in
 * docs/operations.md. `LOG_LEVEL` (default info; `silent` in the test suite) picks what is written.
 * Nothing personal and no token is ever logged: a request line names the company by its id only.
 *
 * Lines are gathered and written 4 KB at a time, or at the latest every 250 ms (one write for many
 * request lines instead of one each: a write per line took about 8 % of a busy server's CPU);
 * a normal end or a crash writes the rest first, a SIGKILL loses at most the last 250 ms.
 */
import pino from 'pino';

export const log = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: 'xr-web-capture', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
);
