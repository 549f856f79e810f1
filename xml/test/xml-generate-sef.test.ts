/**
 * The compiled stylesheets in xml/xslt/sef/ are committed (so `npx xr` works right after
 * `npm ci`); this fails when a .xsl (or a module it includes) changed after its SEF was compiled.
 * Fix: `npm run compile:xslt -w @xr/xml`.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryStylesheets, readManifest, sefDir, sourceHash } from '../scripts/xslt-sources';

describe('compiled stylesheets', () => {
  const manifest = readManifest();

  it('include the generating stylesheets', () => {
    expect(entryStylesheets()).toEqual(expect.arrayContaining(['model-to-ubl', 'model-to-cii']));
  });

  for (const name of entryStylesheets()) {
    it(`${name}.sef.json is compiled from the current ${name}.xsl`, () => {
      expect(existsSync(new URL(`${name}.sef.json`, sefDir)), `${name}.sef.json missing`).toBe(true);
      expect(manifest[name], `${name}.xsl changed since its SEF was compiled: npm run compile:xslt`).toBe(
        sourceHash(name),
      );
    });
  }
});
