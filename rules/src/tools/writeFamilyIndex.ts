import { readdirSync, writeFileSync } from 'node:fs';
import { familyIndexSource } from './familyIndexSource';

/** Rewrites src/familyIndex.ts after a family file was added or removed (run from rules/). */
const dir = new URL('../../families/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
writeFileSync(new URL('../familyIndex.ts', import.meta.url), familyIndexSource(files));
console.log(`familyIndex.ts: ${files.length} families`);
