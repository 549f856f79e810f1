/**
 * The 646 official mutants (`../shared/corpus/mutants/`): the rules helpers check them on the
 * imported model, so every one must import without throwing and keep the mutated value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importInvoiceXml } from '../src/import';
import { corpusFiles, corpusUrl } from './helpers/corpus';

interface Expected {
  file: string;
  mutation: string;
  syntax: string;
}

const expected = readFileSync(new URL('mutants/expected.jsonl', corpusUrl), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Expected);

describe('mutants import', () => {
  it('imports every mutant without throwing', () => {
    const failures: string[] = [];
    const files = corpusFiles('mutants');
    expect(files.length).toBe(expected.length);
    for (const f of files) {
      try {
        importInvoiceXml(readFileSync(f.path));
      } catch (e) {
        failures.push(`${f.name}: ${(e as Error).message} ${(e as { detail?: string }).detail ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('keeps mutated values raw so the rules can flag them', () => {
    const pick = (mutation: string, syntax: string) => {
      const e = expected.find((x) => x.mutation === mutation && x.syntax === syntax);
      if (!e) throw new Error(`no mutant ${mutation}/${syntax}`);
      return importInvoiceXml(readFileSync(new URL(`mutants/${e.file}`, corpusUrl)));
    };
    expect(pick('bad-date-format', 'ubl').invoice.Invoice_issue_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(pick('bad-date-format', 'cii').notes.join()).toMatch(/format 102/);
    expect(pick('xsd-amount-decimal-comma', 'ubl').notes).toBeDefined();
    const three = pick('dec-bt115-three-decimals', 'ubl').invoice.DOCUMENT_TOTALS?.Amount_due_for_payment;
    expect(String(three)).toMatch(/\.\d{3}$/);
    expect(pick('cr-cii-two-payment-terms', 'cii').notes.join()).toMatch(/SpecifiedTradePaymentTerms/);
    expect(pick('cr-ubl-sub-invoice-line', 'ubl').notes.join()).toMatch(/SubInvoiceLine/);
    // an empty element is kept as "" (PEPPOL-EN16931-R008 and BR-02 need to see it)
    expect(pick('empty-bt1-invoice-number', 'ubl').invoice.Invoice_number).toEqual({ Content: '' });
    const credit = pick('valid-ubl-creditnote', 'ubl').invoice;
    expect(credit.Invoice_type_code).toBe('381');
    expect(credit.INVOICE_LINE?.length).toBeGreaterThan(0);
    expect(typeof credit.INVOICE_LINE?.[0]?.Invoiced_quantity).toBe('number');
  });
});
