/**
 * The jobs a worker thread runs: every call that parses XML, transforms, validates or lays out a
 * PDF. Each takes and answers structured-clonable data; refusals are ApiErrors.
 */

import { loadRules, loadXml } from '../modules';
import { type DirectoryCsvInput, directoryCsvJob } from '../routes/directory-csv-job';
import { findingsOf } from '../routes/generation/findings';
import { importInvoiceJob, importOrderJob } from '../routes/generation/import-job';
import { type BuildInput, buildXml } from '../routes/generation/pipeline';
import { invoiceProfiles } from '../routes/generation/profile';
import { embeddedInvoiceXml } from '../visual/facturx-read';
import { decodeLogo } from '../visual/logo';
import { type PdfJobInput, pdfJob } from '../visual/pdf-job';

export const jobs = {
  generate: (input: BuildInput) => buildXml(input),
  /** An XML text, or a ZUGFeRD / Factur-X PDF whose embedded XML is imported. */
  importInvoice: async (a: { text?: string; pdf?: Uint8Array; locale: string }) =>
    importInvoiceJob(a.pdf ? await embeddedInvoiceXml(a.pdf) : (a.text ?? ''), a.locale),
  importOrder: (a: { text: string; locale?: string }) => importOrderJob(a.text, a.locale),
  pdf: (a: PdfJobInput) => pdfJob(a),
  /** The rows of a buyer or article CSV import, each checked (all rows or none). */
  directoryCsv: (a: DirectoryCsvInput) => directoryCsvJob(a),
  /** A letterhead logo (PNG or JPEG) decoded once: refused when it cannot be read. */
  logo: (a: { bytes: Uint8Array }) => decodeLogo(a.bytes),
  /** The invoice's profile (BT-24): `xrechnung` holds the official profile's findings, also for en16931. */
  validate: async (a: { invoice: unknown; locale: string; syntax?: 'ubl' | 'cii' }) => {
    const profiles = invoiceProfiles(a.invoice);
    const [editor, xrechnung] = await Promise.all([
      findingsOf(a.invoice, profiles.editor, a.locale, a.syntax),
      findingsOf(a.invoice, profiles.official, a.locale, a.syntax),
    ]);
    return { editor, xrechnung, profile: profiles.official };
  },
  /** Loads the rules and the XML part (SaxonJS, stylesheets) so the first real job does not wait. */
  warm: async () => {
    await Promise.all([loadRules(), loadXml()]);
    return { warm: true };
  },
  /** /readyz: a thread answers. */
  ping: async () => ({ pong: true }),
  /** For tests and the isolation bench: a job that keeps its thread busy for `ms`. */
  spin: async (a: { ms: number }) => {
    const end = Date.now() + a.ms;
    while (Date.now() < end) {}
    return { spun: a.ms };
  },
  /** For tests: a job that allocates until its memory limit stops it. */
  hog: async () => {
    const keep: string[][] = [];
    for (;;) keep.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${keep.length}`));
  },
};

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
