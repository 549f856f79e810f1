// `npm run generate -w @xr/client`: writes src/api.ts from the OpenAPI document of a running server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientTypes, servedDocument } from './openapi';

export const apiFile = new URL('../src/api.ts', import.meta.url);

const dir = mkdtempSync(join(tmpdir(), 'xr-client-'));
try {
  writeFileSync(apiFile, await clientTypes(await servedDocument(join(dir, 'openapi.db'))));
  console.log('client/src/api.ts written');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
