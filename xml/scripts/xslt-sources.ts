/**
 * Which stylesheets of `xml/xslt/` are entry points, and the hash of each one's sources
 * (the file and everything it includes or imports). `compile-xslt.ts` records the hash beside
 * the SEF; a test recomputes it, so a SEF that is stale relative to its .xsl fails the suite.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { aliasStylesheetText } from '../src/model-keys';

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

/** Stylesheets marked with this processing instruction get the model's names aliased when compiled. */
export const aliasMarker = '<?xr-model-keys?>';

/** The stylesheet file and every module it includes or imports, by file name. */
export function sourceFiles(name: string): string[] {
  const files = new Set<string>();
  collect(`${name}.xsl`, files);
  return [...files].sort();
}

function collect(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(new URL(file, xsltDir), 'utf8');
  for (const m of text.matchAll(/<xsl:(?:include|import)\s+href="([^"]+)"/g)) collect(m[1], seen);
}

/**
 * sha256 over the stylesheet and the modules it pulls in (sorted by name), each as it is compiled:
 * a module marked for aliasing is hashed after aliasing, so a new model property that a
 * stylesheet already names makes its SEF stale, and unrelated schema changes do not.
 */
export function sourceHash(name: string): string {
  const hash = createHash('sha256');
  for (const f of sourceFiles(name)) {
    const text = readFileSync(new URL(f, xsltDir), 'utf8');
    hash.update(`${f}\n`);
    hash.update(text.includes(aliasMarker) ? aliasStylesheetText(text) : text);
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
