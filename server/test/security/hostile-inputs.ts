/**
 * Hostile inputs of issue 30, generated in memory (nothing stored in the repository): PDFs whose
 * streams inflate far beyond the import's limit, a PDF whose name tree refers to itself, a PNG
 * header declaring a huge image, a CSV of many rows. Used by the tests in this folder and by
 * `npm run bench:isolation`.
 */
import { once } from 'node:events';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFString } from 'pdf-lib';

/** Deflated zeros that inflate to `mb` megabytes (about 1 KB compressed per MB; 1 MB of memory here). */
export async function deflatedZeros(mb: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mb; i++) if (!deflate.write(zeros)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return new Uint8Array(Buffer.concat(out));
}

/** A PDF with `name` embedded as a file whose stream is `contents` (already deflated). */
async function pdfWithEmbedded(name: string, contents: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const ctx = doc.context;
  const file = ctx.register(
    ctx.stream(contents, { Type: 'EmbeddedFile', Subtype: 'text/xml', Filter: 'FlateDecode' }),
  );
  const spec = ctx.register(ctx.obj({ Type: 'Filespec', F: PDFString.of(name), EF: { F: file } }));
  const tree = ctx.obj({ Names: [PDFString.of(name), spec] });
  doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: tree }));
  return doc.save({ useObjectStreams: false });
}

/** A ZUGFeRD-looking PDF whose factur-x.xml inflates to `mb` megabytes. */
export const pdfInflatingTo = async (mb: number) => pdfWithEmbedded('factur-x.xml', await deflatedZeros(mb));

/** A PDF holding an object stream (read while the PDF loads) that inflates to `mb` megabytes. */
export async function pdfObjectStreamInflatingTo(mb: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const ctx = doc.context;
  ctx.register(
    ctx.stream(await deflatedZeros(mb), {
      Type: 'ObjStm',
      N: PDFNumber.of(1),
      First: PDFNumber.of(10),
      Filter: 'FlateDecode',
    }),
  );
  return doc.save({ useObjectStreams: false });
}

/** A small PDF whose embedded-files name tree lists itself `kids` times as its own kid. */
export async function pdfSelfReferencingNames(kids = 50): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const ctx = doc.context;
  const node = PDFDict.withContext(ctx);
  const ref = ctx.register(node);
  const array = PDFArray.withContext(ctx);
  for (let i = 0; i < kids; i++) array.push(ref);
  node.set(PDFName.of('Kids'), array);
  doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: ref }));
  return doc.save({ useObjectStreams: false });
}

/** The smallest PNG a decoder accepts the header of: `width` × `height`, 8-bit RGBA, one tiny IDAT. */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(0))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A buyer CSV of `rows` valid-looking rows (`;`-separated, header first). */
export function buyerCsv(rows: number): string {
  const lines = ['customerNumber;Buyer_name;Buyer_city;Buyer_country_code'];
  for (let i = 0; i < rows; i++) lines.push(`K-${i};Käufer ${i} GmbH;Bremen;DE`);
  return `${lines.join('\n')}\n`;
}
