/**
 * File names of an invoice's downloads and mail attachments, one place for all (issue 27): the
 * XML `RE-0001.xml`, the plain PDF `RE-0001.pdf`, the ZUGFeRD / Factur-X PDF `RE-0001-zugferd.pdf`,
 * so the two PDFs never overwrite each other in a download folder. Any invoice number (BT-1) gives
 * a safe name: letters, digits, dot, dash and underscore only, no leading dot, at most 100
 * characters; a number with nothing usable falls back to the given name.
 */
export type DownloadKind = 'xml' | 'pdf' | 'zugferd';

const MAX_BASE = 100;

/** The invoice number as a file name's base (without extension). */
export function fileBase(number: string | undefined | null, fallback: string): string {
  const clean = (number ?? '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, MAX_BASE);
  return clean || fallback;
}

export function downloadName(number: string | undefined | null, kind: DownloadKind, fallback = 'rechnung') {
  const base = fileBase(number, fallback);
  return kind === 'xml' ? `${base}.xml` : kind === 'pdf' ? `${base}.pdf` : `${base}-zugferd.pdf`;
}

/** The Content-Disposition header of a download (the name is already plain ASCII). */
export const disposition = (name: string, how: 'inline' | 'attachment' = 'attachment') =>
  `${how}; filename="${name}"`;
