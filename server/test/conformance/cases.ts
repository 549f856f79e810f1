/** Kept counterexamples: the choices of a shrunk failing model, rebuilt with `buildInvoice`. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { InvoiceChoices } from './arbitrary-invoice';

export const casesDir = new URL('./cases/', import.meta.url);

export interface KeptCase {
  /** What the case once showed (the official error ids and the fix). */
  found: string;
  choices: InvoiceChoices;
}

export function keptCases(): { name: string; kept: KeptCase }[] {
  return readdirSync(casesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({ name, kept: JSON.parse(readFileSync(new URL(name, casesDir), 'utf8')) as KeptCase }));
}

export function keepCase(name: string, kept: KeptCase): URL {
  const url = new URL(`${name}.json`, casesDir);
  writeFileSync(url, `${JSON.stringify(kept, null, 2)}\n`);
  return url;
}
