// `xr import FILE... --out DIR [--strict-dates yes]`: writes DIR/<name>.json (the invoice model,
// lossless) for each UBL Invoice / CreditNote or CII file. Notes (content with no place in the
// model, dates not yyyy-mm-dd) go to stderr; the exit status is 1 when any file was refused.
import { importInvoiceXml } from '@xr/xml/src/import';
import { eachFile, parseFilesOut, withUsage } from './batch';

const usage = 'usage: xr import FILE... --out DIR [--strict-dates yes]';

export function run(args: string[]): Promise<number> {
  return withUsage(async () => {
    const parsed = parseFilesOut(args, usage, ['strict-dates']);
    const strictDates = parsed.options['strict-dates'] === 'yes';
    return eachFile(parsed, '.json', (bytes) => {
      const { invoice, notes } = importInvoiceXml(bytes, { strictDates });
      return { text: `${JSON.stringify(invoice, null, 2)}\n`, notes };
    });
  });
}
