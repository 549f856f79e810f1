/**
 * Model → HTML view for people (`renderHtml(invoice, locale)`): the view tree of html-view.ts
 * (labels, BT ids, formatted values, code names) rendered by `xml/xslt/model-to-html.xsl`.
 */
import { documentTitle } from '@xr/rules';
import { invoiceView, type Locale } from './html-view';
import { inSchemaOrder } from './model-order';
import { runTransform } from './saxon';

export function renderHtml(invoice: unknown, locale: Locale | string = 'de'): string {
  const loc: Locale = locale === 'en' ? 'en' : 'de';
  const model = inSchemaOrder(invoice ?? {}) as {
    Invoice_number?: { Content?: unknown };
    Invoice_type_code?: unknown;
  };
  const number = typeof model.Invoice_number?.Content === 'string' ? model.Invoice_number.Content : '';
  // the heading names the document: Rechnung, Gutschrift, Korrigierte Rechnung, … (BT-3)
  const type = typeof model.Invoice_type_code === 'string' ? model.Invoice_type_code : '380';
  const title = documentTitle(type, loc);
  const view = JSON.stringify(invoiceView(model, loc));
  return runTransform('model-to-html', { params: { view, locale: loc, number, title } });
}
