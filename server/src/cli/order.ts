// `xr order FILE... --out DIR`: writes DIR/<name>.json, an invoice model pre-filled from each UBL
// Order (Peppol BIS Ordering 3). Notes to stderr; exit status 1 when any file was refused.
import { importOrderXml } from '@xr/xml/src/import-order';
import { eachFile, parseFilesOut, withUsage } from './batch';

const usage = 'usage: xr order FILE... --out DIR';

export function run(args: string[]): Promise<number> {
  return withUsage(async () =>
    eachFile(parseFilesOut(args, usage), '.json', (bytes) => {
      const { invoice, notes } = importOrderXml(bytes);
      return { text: `${JSON.stringify(invoice, null, 2)}\n`, notes };
    }),
  );
}
