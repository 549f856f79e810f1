// `xr view FILE... --out DIR [--locale de|en]`: writes DIR/<name>.html, the invoice for people.
// A FILE is a JSON invoice model or an XML invoice (imported first). Exit status 1 when any failed.
import { renderHtml } from '@xr/xml/src/html';
import { importInvoiceXml } from '@xr/xml/src/import';
import { eachFile, parseFilesOut, withUsage } from './batch';

const usage = 'usage: xr view FILE... --out DIR [--locale de|en]';

function modelOf(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('<')) return importInvoiceXml(bytes).invoice;
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`neither XML nor a JSON invoice: ${(e as Error).message}`);
  }
}

export function run(args: string[]): Promise<number> {
  return withUsage(async () => {
    const parsed = parseFilesOut(args, usage, ['locale']);
    const locale = parsed.options.locale ?? 'de';
    if (locale !== 'de' && locale !== 'en') throw new Error(`--locale de|en\n${usage}`);
    return eachFile(parsed, '.html', (bytes) => ({ text: renderHtml(modelOf(bytes), locale) }));
  });
}
