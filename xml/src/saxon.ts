/**
 * SaxonJS runner shared by every stylesheet of `xml/xslt/`: each compiled SEF is loaded once
 * per process and the parsed object is reused (SaxonJS re-hashes the SEF on every call otherwise).
 * JSON goes in as text (the stylesheet calls `parse-json`); XML goes in as text too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface SaxonTransformResult {
  principalResult: string;
}
interface SaxonApi {
  transform(options: Record<string, unknown>, mode: 'sync'): SaxonTransformResult;
}

const require = createRequire(import.meta.url);
let saxon: SaxonApi | undefined;
/** SaxonJS (2.4 MB of JavaScript), loaded at the first transform: reading invoices needs none. */
const SaxonJS = (): SaxonApi => {
  saxon ??= require('saxonjs-he') as SaxonApi;
  return saxon;
};

/** Folder of the compiled stylesheets. */
export const sefDir = new URL('../xslt/sef/', import.meta.url);

const loaded = new Map<string, unknown>();

/** The parsed SEF of `xml/xslt/<name>.xsl`, read from disk on first use only. */
export function loadSef(name: string): unknown {
  let sef = loaded.get(name);
  if (!sef) {
    sef = JSON.parse(readFileSync(new URL(`${name}.sef.json`, sefDir), 'utf8'));
    loaded.set(name, sef);
  }
  return sef;
}

/** Error thrown by SaxonJS: `code` is the XPath/XSLT error code (e.g. XPTY0004, or a stylesheet's own). */
export interface SaxonError extends Error {
  code?: string;
}

export interface TransformInput {
  /** Stylesheet parameters (strings are passed as xs:string). */
  params?: Record<string, string | number | boolean>;
  /** XML text to use as the source document (the stylesheet's global context item). */
  sourceText?: string;
}

/**
 * Runs the named stylesheet synchronously and returns the serialised principal result.
 * Without a source document the stylesheet's `xsl:initial-template` runs.
 */
export function runTransform(name: string, input: TransformInput = {}): string {
  const options: Record<string, unknown> = {
    stylesheetInternal: loadSef(name),
    destination: 'serialized',
    stylesheetParams: input.params ?? {},
  };
  if (input.sourceText !== undefined) options.sourceText = input.sourceText;
  const result = SaxonJS().transform(options, 'sync').principalResult;
  forgetDigest(options.stylesheetInternal as Record<string, unknown>);
  return result;
}

/**
 * SaxonJS checks the SEF's SHA-256 digest ('Σ2') on EVERY call, which costs milliseconds for a
 * large stylesheet. The first call has verified it; drop the digest from the cached object so
 * later calls skip the re-hash (SaxonJS still checks its own light 'Σ' checksum once).
 */
function forgetDigest(sef: Record<string, unknown>): void {
  if ('\u03a32' in sef) delete sef['\u03a32'];
}

/** Runs a stylesheet that takes the JSON model as text in its `json` parameter. */
export function transformJson(
  name: string,
  json: string,
  params: Record<string, string | number | boolean> = {},
): string {
  return runTransform(name, { params: { ...params, json } });
}
