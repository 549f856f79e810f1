/**
 * Keeps src/familyIndex.ts (the browser bundle's static list of family files) in step with
 * rules/families: written when a file was added or removed, left alone otherwise.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { familyIndexSource } from './familyIndexSource';

export const familiesDir = fileURLToPath(new URL('../../families/', import.meta.url));
const indexFile = new URL('../familyIndex.ts', import.meta.url);

/** The index as the families directory asks for it. */
export function wantedFamilyIndex(): string {
  return familyIndexSource(readdirSync(familiesDir).filter((f) => f.endsWith('.json')));
}

/** Rewrites the index when stale; true when it wrote. */
export function writeFamilyIndexIfStale(): boolean {
  const wanted = wantedFamilyIndex();
  let current = '';
  try {
    current = readFileSync(indexFile, 'utf8');
  } catch {
    // no index yet
  }
  if (current === wanted) return false;
  writeFileSync(indexFile, wanted);
  return true;
}
