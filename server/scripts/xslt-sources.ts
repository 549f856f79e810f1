/**
 * Which stylesheets of `server/xslt/` are entry points, and the hash of each one's sources
 * (the file and everything it includes or imports). `compile-xslt.ts` records the hash beside
 * the SEF; a test recomputes it, so a SEF that is stale relative to its .xsl fails the suite.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export const xsltDir = new URL('../xslt/', import.meta.url);
export const sefDir = new URL('../xslt/sef/', import.meta.url);
export const manifestUrl = new URL('sources.json', sefDir);

/** Entry stylesheets: every `*.xsl` except the shared modules named `common-*.xsl`. */
export function entryStylesheets(): string[] {
  return readdirSync(xsltDir)
    .filter((f) => f.endsWith('.xsl') && !f.startsWith('common-'))
    .map((f) => f.slice(0, -'.xsl'.length))
    .sort();
}

function collect(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(new URL(file, xsltDir), 'utf8');
  for (const m of text.matchAll(/<xsl:(?:include|import)\s+href="([^"]+)"/g)) collect(m[1], seen);
}

/** sha256 over the stylesheet and the modules it pulls in (sorted by name). */
export function sourceHash(name: string): string {
  const files = new Set<string>();
  collect(`${name}.xsl`, files);
  const hash = createHash('sha256');
  for (const f of [...files].sort()) {
    hash.update(`${f}\n`);
    hash.update(readFileSync(new URL(f, xsltDir)));
  }
  return hash.digest('hex');
}

export type SourceManifest = Record<string, string>;

export function readManifest(): SourceManifest {
  try {
    return JSON.parse(readFileSync(manifestUrl, 'utf8')) as SourceManifest;
  } catch {
    return {};
  }
}
