import { blank, isObj, list, type Obj } from './json';

export interface AttachmentTotals {
  documentCount: number;
  attachmentCount: number;
  totalBytes: number;
  uniqueFileNames: string[];
}

/** Bytes of a base64 text (without decoding it). */
export function base64Bytes(text: unknown): number {
  if (typeof text !== 'string') return 0;
  const clean = text.replace(/[^A-Za-z0-9+/=]/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/**
 * On load: attachments (BG-24 `Attached_document`) with an empty file name are removed (the
 * reference stays), repeated file names get a unique numeric prefix (`2_offer.pdf`).
 */
export function normaliseAttachments(invoice: Obj, notes: string[]): void {
  let removed = false;
  let renamed = false;
  const names = new Set<string>();
  for (const doc of list(invoice, 'ADDITIONAL_SUPPORTING_DOCUMENTS')) {
    const file = doc.Attached_document;
    if (file === undefined) continue;
    if (!isObj(file) || blank(file.Filename)) {
      delete doc.Attached_document;
      removed = true;
      continue;
    }
    let name = String(file.Filename);
    for (let n = 2; names.has(name.toLowerCase()); n++) {
      name = `${n}_${file.Filename}`;
      renamed = true;
    }
    file.Filename = name;
    names.add(name.toLowerCase());
  }
  if (removed) notes.push('note.attachmentsWithoutNameRemoved');
  if (renamed) notes.push('note.attachmentsRenamed');
}

/** The attachment counters of the editor: documents, attached files, their bytes and names. */
export function attachmentTotals(invoice: unknown): AttachmentTotals {
  const docs = list(invoice, 'ADDITIONAL_SUPPORTING_DOCUMENTS');
  const files = docs.map((d) => d.Attached_document).filter(isObj);
  return {
    documentCount: docs.length,
    attachmentCount: files.length,
    totalBytes: files.reduce((n, f) => n + base64Bytes(f.Content), 0),
    uniqueFileNames: files.map((f) => String(f.Filename ?? '')).filter((n) => n !== ''),
  };
}
