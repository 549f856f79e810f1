/**
 * Runs once per e2e run: build the UI (or reuse a fresh ui/dist), and remove build snapshots
 * (see build.ts distSnapshot) that earlier runs left behind more than an hour ago.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './build';

const HOUR = 3_600_000;

export default function setup(): void {
  ensureBuild();
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('xr-ui-dist-')) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > HOUR) rmSync(path, { recursive: true, force: true });
    } catch {
      // gone already
    }
  }
}
