/**
 * A graceful shutdown (SIGTERM, a rolling restart behind a load balancer): the requests under way
 * get their answers before the database closes, a request arriving meanwhile on an open connection
 * is told to go elsewhere (503), and no new connection is taken.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inFlight } from '../src/in-flight';
import { startServer } from '../src/main';
import { demoDrafts } from './server-process';

describe('shutdown', () => {
  it('waits for the answers under way; a request that arrives while it waits gets 503', async () => {
    const server = new EventEmitter();
    const requests = inFlight(async (_request: Request) => new Response('done'));
    requests.track(server);
    const answers = [new EventEmitter(), new EventEmitter()];
    for (const res of answers) server.emit('request', {}, res);
    let drained = false;
    const drain = requests.drain(60_000).then(() => {
      drained = true;
    });
    const late = await requests.fetch(new Request('http://x/c'));
    expect([late.status, late.headers.get('connection'), late.headers.get('retry-after')]).toEqual([
      503,
      'close',
      '1',
    ]);
    answers[0].emit('close');
    await new Promise((r) => setTimeout(r, 20));
    expect(drained).toBe(false);
    answers[1].emit('close');
    await drain;
    expect(drained).toBe(true);
  });

  it('waits for the work of a request whose client hung up (its transaction still runs)', async () => {
    const server = new EventEmitter();
    let finish = () => {};
    const work = new Promise<void>((done) => {
      finish = done;
    });
    const requests = inFlight(async (_request: Request) => {
      await work;
      return new Response('saved');
    });
    requests.track(server);
    const res = new EventEmitter();
    server.emit('request', {}, res);
    const answer = requests.fetch(new Request('http://x/save', { method: 'POST' }));
    // the client hangs up: its response closes while the handler still works
    res.emit('close');
    let drained = false;
    const drain = requests.drain(60_000).then(() => {
      drained = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(drained).toBe(false);
    finish();
    await answer;
    await drain;
    expect(drained).toBe(true);
  });

  it('gives up waiting after the time limit', async () => {
    const server = new EventEmitter();
    const requests = inFlight(async (_request: Request) => new Response('done'));
    requests.track(server);
    server.emit('request', {}, new EventEmitter());
    const t0 = Date.now();
    await requests.drain(100);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
  });

  it('the server answers the PDFs under way, then closes; later requests find no server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xr-shutdown-'));
    const server = await startServer({ databasePath: join(dir, 'x.db'), demo: true, uiDist: dir });
    const api = `${server.url}/weberfassung`;
    const { headers, ids } = await demoDrafts(api);
    // a PDF takes a worker thread hundreds of milliseconds: under way when the shutdown begins
    const running = ids.slice(0, 3).map((id) =>
      fetch(`${api}/api/rechnung/visualisierungdata/${id}`, { headers }).then(async (r) => ({
        status: r.status,
        type: r.headers.get('content-type'),
        bytes: (await r.arrayBuffer()).byteLength,
      })),
    );
    await new Promise((r) => setTimeout(r, 150));
    await server.close();
    for (const answer of await Promise.all(running)) {
      expect(answer.status).toBe(200);
      expect(answer.bytes).toBeGreaterThan(1000);
    }
    await expect(fetch(`${api}/public-api/configuration`)).rejects.toThrow();
  }, 90_000);
});
