// Logs in, saves an invoice, generates its XRechnung UBL and downloads the stored XML.
// usage: XR_URL=http://localhost:8080 XR_LOGIN=… XR_PASSWORD=… tsx examples/save-and-generate.ts invoice.json [out.xml]
import { readFileSync, writeFileSync } from 'node:fs';
import { createXrClient, type Schemas, XrApiError } from '@xr/client';

const [invoiceFile, outFile = 'invoice.xml'] = process.argv.slice(2);
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const api = createXrClient(env('XR_URL'));
await api.login(env('XR_LOGIN'), env('XR_PASSWORD'));

const invoice = JSON.parse(readFileSync(invoiceFile, 'utf8')) as Schemas['Invoice'];
const saved = await api.POST('/api/rechnung', {
  body: {
    invoiceNumber: invoice.Invoice_number?.Content ?? '',
    invoiceIssueDate: invoice.Invoice_issue_date ?? '',
    buyerReference: invoice.Buyer_reference ?? '',
    specVersion: '3.0.2',
    jsongroupvalidation: true,
    json: JSON.stringify(invoice),
  },
});
if (!saved.data) throw new XrApiError(saved.response.status, saved.error);
const { id } = saved.data;

const generated = await api.POST('/api/v1_2/ubl-invoices', {
  params: { query: { rechnungId: String(id) } },
  body: invoice,
});
if (!generated.data) throw new XrApiError(generated.response.status, generated.error);
console.log(`invoice ${id}: ${generated.data.fileName}, valid: ${generated.data.valid}`);

const xml = await api.GET('/api/rechnung/xrechnungdata/{id}', { params: { path: { id } }, parseAs: 'text' });
if (xml.error) throw new XrApiError(xml.response.status, xml.error);
writeFileSync(outFile, xml.data as string);
console.log(`${outFile} written (${(xml.data as string).length} characters)`);
