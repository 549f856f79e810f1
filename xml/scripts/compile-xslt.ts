/**
 * Compiles every entry stylesheet of `xml/xslt/` to `xml/xslt/sef/<name>.sef.json` with
 * xslt3-he (the SaxonJS XX compiler) and records the hash of its sources in `sef/sources.json`.
 * Run: `npm run compile:xslt -w @xr/xml` (optionally with stylesheet names to compile only those).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { aliasStylesheetText } from '../src/model-keys';
import {
  aliasMarker,
  entryStylesheets,
  manifestUrl,
  readManifest,
  sefDir,
  sourceFiles,
  sourceHash,
  xsltDir,
} from './xslt-sources';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3-he/xslt3.js');

/**
 * A stylesheet marked `<?xr-model-keys?>` is compiled from a copy (with its modules) in which the
 * model's property names are replaced by their short aliases (xml/src/model-keys.ts).
 */
function prepared(name: string): { xsl: string; cleanup: () => void } {
  const files = sourceFiles(name);
  const texts = files.map((f) => readFileSync(new URL(f, xsltDir), 'utf8'));
  if (!texts.some((t) => t.includes(aliasMarker)))
    return { xsl: fileURLToPath(new URL(`${name}.xsl`, xsltDir)), cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), `xr-xslt-${name}-`));
  files.forEach((f, i) => {
    writeFileSync(join(dir, f), texts[i].includes(aliasMarker) ? aliasStylesheetText(texts[i]) : texts[i]);
  });
  return { xsl: join(dir, `${name}.xsl`), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function compile(name: string): Promise<void> {
  const { xsl, cleanup } = prepared(name);
  const sef = fileURLToPath(new URL(`${name}.sef.json`, sefDir));
  try {
    await run(process.execPath, [xslt3, `-xsl:${xsl}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    cleanup();
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = entryStylesheets().filter((n) => wanted.length === 0 || wanted.includes(n));
  const hashes: Record<string, string> = {};
  const failures: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const started = performance.now();
      try {
        await compile(name);
        hashes[name] = sourceHash(name);
        console.log(`compiled ${name}.xsl in ${Math.round(performance.now() - started)} ms`);
      } catch (e) {
        const err = e as { stderr?: string; message: string };
        failures.push(name);
        console.error(`${name}.xsl: ${err.stderr || err.message}`);
      }
    }),
  );
  // Re-read just before writing: another compile may have finished meanwhile.
  const manifest = { ...readManifest(), ...hashes };
  const known = new Set(entryStylesheets());
  const sorted = Object.fromEntries(
    Object.entries(manifest)
      .filter(([n]) => known.has(n))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestUrl, `${JSON.stringify(sorted, null, 2)}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
