/**
 * Issue 30 item 16: openapi.json describes every operation the server serves (a route added
 * without its entry fails here), every POST/PUT states its body (or that it takes none) and every
 * answer its type; the public calls' body limit says the real limit (64 KB), not "1 MB".
 */
import { describe, expect, it } from 'vitest';
import { operationSchemas } from '../../src/routes/openapi/operation-schemas';
import { freshApp } from '../helpers';

type Op = { requestBody?: unknown; 'x-no-body'?: boolean; responses: Record<string, { content?: unknown }> };

/** Hono's `/api/x/:id{[0-9]+}` as OpenAPI's `/api/x/{id}`, without the base path and a trailing slash. */
const openapiPath = (path: string) =>
  path
    .replace(/^\/weberfassung/, '')
    .replace(/:(\w+)\{[^}]*\}/g, '{$1}')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/(.)\/$/, '$1');

describe('the OpenAPI document', () => {
  it('has every served operation, with a body for every POST/PUT and a type for every answer', async () => {
    const t = await freshApp();
    const doc = (await t.call('GET', 'api/openapi.json')).data as {
      paths: Record<string, Record<string, Op>>;
    };
    const documented = new Map<string, Op>();
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) documented.set(`${method} ${openapiPath(path)}`, op);
    const served = new Set(
      t.app.routes
        .filter(
          (r) => ['GET', 'POST', 'PUT', 'DELETE'].includes(r.method) && /^\/weberfassung\/./.test(r.path),
        )
        .map((r) => `${r.method.toLowerCase()} ${openapiPath(r.path)}`),
    );
    // the list CSV is one route for both lists; the document names each list
    served.delete('get /api/rechnung/{list}/csv');
    for (const list of ['inprogress', 'sent']) served.add(`get /api/rechnung/${list}/csv`);
    expect([...served].filter((key) => !documented.has(key)).sort()).toEqual([]);
    expect([...documented.keys()].filter((key) => !served.has(key)).sort()).toEqual([]);

    const bodiless = [...documented]
      .filter(([key, op]) => /^(post|put) /.test(key) && !op.requestBody && !op['x-no-body'])
      .map(([key]) => key);
    expect(bodiless.sort()).toEqual([]);
    const untyped = [...documented]
      .filter(([, op]) => Object.entries(op.responses).some(([code, r]) => code !== '204' && !r.content))
      .map(([key]) => key);
    expect(untyped.sort()).toEqual([]);
    // every entry of the schema table names an operation of the document (no silent typo)
    const keys = Object.keys(operationSchemas).map((k) =>
      k.replace(/ (.*)$/, (_, p: string) => ` ${openapiPath(p)}`),
    );
    expect(keys.filter((k) => !documented.has(k))).toEqual([]);
  });

  it("states the public calls' real body limit", async () => {
    const t = await freshApp();
    const big = JSON.stringify({ login: 'x'.repeat(70 * 1024), password: 'y' });
    const res = await t.call('POST', 'public-api/authenticate/', big, undefined, { 'accept-language': 'en' });
    expect(res.status).toBe(413);
    expect(res.data.message).toContain('64 KB');
    expect(res.data.message).not.toContain('1 MB');
  });
});
