/** Offers a text as a file download in the browser. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** A file name from the invoice number (letters, digits, dot, dash, underscore only), as the server names it. */
export function safeFileName(base: string | undefined, fallback: string): string {
  const clean = (base ?? '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 100);
  return clean || fallback;
}

/** The plain PDF `RE-1.pdf`, a ZUGFeRD / Factur-X PDF `RE-1-zugferd.pdf` (never the same name). */
export const pdfDownloadName = (number: string | undefined, format: string, fallback = 'rechnung') =>
  `${safeFileName(number, fallback)}${format === 'pdf' ? '' : '-zugferd'}.pdf`;

/** Offers a binary file (a PDF, say) as a download in the browser. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
