/** Reads the text drawn into a pdf-lib PDF (inflated content streams, hex strings decoded). */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1], 'latin1');
    try {
      body = inflateSync(body);
    } catch {
      // not compressed
    }
    const text = body.toString('latin1');
    for (const t of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(Buffer.from(t[1], 'hex').toString('latin1'));
    for (const t of text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(t[1]);
  }
  return parts.join('\n');
}
