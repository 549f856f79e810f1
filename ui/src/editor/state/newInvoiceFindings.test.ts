/**
 * A new invoice in the editor carries the load placeholder BT-6 = BT-5 (and BT-111 once totals
 * exist); the editor profile checks the invoice as save leaves it, so neither
 * PEPPOL-EN16931-R005 nor R054 shows on the working form. A real accounting currency still needs
 * its BT-111.
 */
import { describe, expect, it } from 'vitest';
import { blankInvoice } from '../actions/openInvoice';
import { evaluateInvoice, onLoad } from '../model/rulesApi';
import { checkInvoice } from './LiveValidation';

const currencyRules = (ids: string[]) => ids.filter((id) => /PEPPOL-EN16931-R0(05|54)$/.test(id));

describe('VAT accounting currency on the working form', () => {
  it('a new invoice shows no R005/R054 although it holds BT-6 = BT-5 and BT-111', () => {
    const { invoice } = onLoad(blankInvoice());
    invoice.DOCUMENT_TOTALS = {
      ...invoice.DOCUMENT_TOTALS,
      Invoice_total_VAT_amount_in_accounting_currency: 0,
    };
    const { calculated, findings } = checkInvoice(invoice);
    expect(calculated.VAT_accounting_currency_code).toBe('EUR');
    expect(calculated.Invoice_currency_code).toBe('EUR');
    expect(calculated.DOCUMENT_TOTALS.Invoice_total_VAT_amount_in_accounting_currency).toBeDefined();
    expect(findings.length).toBeGreaterThan(0); // the empty invoice is incomplete
    expect(currencyRules(findings.map((f) => f.ruleId))).toEqual([]);
  });

  it('the placeholder would raise R005 in the official profile; a real BT-6 without BT-111 is reported (R054)', () => {
    const { invoice } = onLoad(blankInvoice());
    const { calculated } = checkInvoice(invoice);
    const official = evaluateInvoice(calculated, { profile: 'xrechnung', today: '2026-01-15' });
    expect(currencyRules(official.map((f) => f.ruleId))).toContain('PEPPOL-EN16931-R005');
    // the user picks another accounting currency and leaves BT-111 out
    const { Invoice_total_VAT_amount_in_accounting_currency: _bt111, ...totals } = invoice.DOCUMENT_TOTALS;
    const { findings } = checkInvoice({
      ...invoice,
      VAT_accounting_currency_code: 'USD',
      DOCUMENT_TOTALS: totals,
    });
    expect(currencyRules(findings.map((f) => f.ruleId))).toContain('PEPPOL-EN16931-R054');
  });
});
