/**
 * The requests under way, for a graceful shutdown. `track` counts every request of a Node HTTP
 * server until its answer is written out (or its connection ends), and the handler's work counts
 * until it has settled: a client that hangs up does not end the work its request started (a save's
 * transaction still runs), so the database is closed only after it. Once `drain` is called, a
 * request that still arrives (on a connection kept open) is answered 503 with `Connection: close`
 * and `Retry-After`, so a load balancer sends it to another instance; `drain` resolves when the
 * last request under way has its answer, or after `maxMs`.
 */
import type { EventEmitter } from 'node:events';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

export function inFlight<F extends Fetch>(fetch: F) {
  let running = 0;
  let closing = false;
  let idle: (() => void) | undefined;
  const ended = () => {
    running--;
    if (running === 0) idle?.();
  };
  const gated = ((request: Request, ...rest: never[]) => {
    if (closing)
      return new Response(null, { status: 503, headers: { connection: 'close', 'retry-after': '1' } });
    running++;
    try {
      const answer = fetch(request, ...rest);
      Promise.resolve(answer).then(ended, ended);
      return answer;
    } catch (e) {
      ended();
      throw e;
    }
  }) as F;
  return {
    fetch: gated,
    /** Counts the server's requests from arrival until their response is closed (beside their work). */
    track(server: EventEmitter) {
      server.on('request', (_req: unknown, res: EventEmitter) => {
        running++;
        res.once('close', ended);
      });
    },
    drain(maxMs: number): Promise<void> {
      closing = true;
      if (running === 0) return Promise.resolve();
      return new Promise<void>((done) => {
        const timer = setTimeout(done, maxMs);
        idle = () => {
          clearTimeout(timer);
          done();
        };
      });
    },
  };
}
