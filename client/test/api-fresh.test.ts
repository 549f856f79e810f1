/** client/src/api.ts is what `npm run generate -w @xr/client` makes from the served OpenAPI document today. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { clientTypes, servedDocument } from '../scripts/openapi';

it('the committed client types match the server', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'xr-client-fresh-'));
  try {
    const fresh = await clientTypes(await servedDocument(join(dir, 'openapi.db')));
    const committed = readFileSync(new URL('../src/api.ts', import.meta.url), 'utf8');
    // on failure: npm run generate -w @xr/client
    expect(committed === fresh, 'client/src/api.ts is stale: npm run generate -w @xr/client').toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
