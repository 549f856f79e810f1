/**
 * First start of a new database (no setting `seeded` yet): a welcome news item, the Leitweg-ID
 * directory from `fixtures/leitweg-directory.json`, and with `--demo` the demo company, its admin
 * and user, and the demo invoices of `fixtures/demo.ts`.
 */
import { readFileSync } from 'node:fs';
import type { Deps } from '../context';
import { inTransaction } from '../db/connection';
import { type DirectoryEntry, insertDirectoryEntries, insertTextResource } from '../db/directory';
import { isSeeded, markSeeded } from '../db/settings';
import { runtimeDirs } from '../runtime-files';
import { seedDemo } from './demo';

const directoryFile = new URL('leitweg-directory.json', runtimeDirs.fixtures);

type Raw = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

export function directoryEntries(): DirectoryEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(directoryFile, 'utf8'));
  } catch {
    return [];
  }
  const list = (Array.isArray(raw) ? raw : ((raw as Raw)?.entries ?? (raw as Raw)?.content ?? [])) as Raw[];
  return list
    .filter((e) => e && (e.buyerReference || e.leitwegId))
    .map((e) => ({
      buyerReference: s(e.buyerReference ?? e.leitwegId),
      name: s(e.authorityName ?? e.name),
      email: s(e.email),
      street: s(e.street),
      number: s(e.number ?? e.houseNumber),
      postcode: s(e.postCode ?? e.postcode),
      place: s(e.place ?? e.city),
    }));
}

export async function seedFirstStart(deps: Deps, opts: { demo: boolean }): Promise<void> {
  const { db } = deps;
  if (await isSeeded(db)) return;
  const demo = opts.demo ? await seedDemo(deps) : undefined;
  await inTransaction(db, async (tx) => {
    // the claim comes first: of two instances starting on a new database one seeds it
    if (!(await markSeeded(tx))) return;
    await insertTextResource(tx, {
      type: 'NEWS',
      titleDe: 'Willkommen bei XR Web Capture',
      titleEn: 'Welcome to XR Web Capture',
      textDe: 'Erfassen, prüfen und versenden Sie XRechnungen nach Version 3.0.1 direkt im Browser.',
      textEn: 'Capture, validate and send XRechnung 3.0.1 invoices right in the browser.',
    });
    await insertDirectoryEntries(tx, directoryEntries());
    await demo?.(tx);
  });
}
