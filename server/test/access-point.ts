/**
 * A local HTTP server standing in for a Peppol access point / receiving platform: accepts (201 with
 * a receipt id; a repeated Idempotency-Key gets the first receipt and is not taken twice), refuses
 * (422), fails (503) or never answers, as the test sets `mode`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Mode = 'accept' | 'refuse' | 'fail' | 'hang';

export interface Received {
  at: number;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function startAccessPoint(mode: Mode = 'accept') {
  const received: Received[] = [];
  /** Invoices taken: Idempotency-Key → receipt id. */
  const taken = new Map<string, string>();
  const hanging = new Set<ServerResponse>();
  const state = { mode };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers, body });
      if (state.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (state.mode === 'refuse') {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'unknown participant' }));
        return;
      }
      if (state.mode === 'fail') {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('access point busy');
        return;
      }
      const key = String(req.headers['idempotency-key'] ?? '');
      const receipt = taken.get(key) ?? `AP-${taken.size + 1}`;
      taken.set(key, receipt);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ receiptId: receipt }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/inbox`,
    received,
    taken,
    state,
    close: () =>
      new Promise<void>((ok) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((r) => setTimeout(r, 25));
  }
}
