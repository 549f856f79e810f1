/**
 * Live validation (spec §4, §5): 250 ms after the last change the rules evaluator runs in the
 * browser with the `editor` profile, totals are recomputed by the calculation functions, and the
 * findings go to the fields (extraErrors) and the menu badges.
 */

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { calculate, evaluateInvoice } from '../model/rulesApi';
import { findingsAtom, workingInvoiceAtom } from './atoms';
import { evaluateLatest } from './evaluateAsync';
import { reconcile } from './reconcile';
import type { Finding, Json } from './types';

export const DEBOUNCE_MS = 250;

export function todayIso(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/**
 * What the rules see: the invoice as it will be saved with respect to the VAT accounting
 * currency. A BT-6 equal to the invoice currency (set by the load normalisation) is dropped on
 * save together with BT-111, so it is left out here too (PEPPOL-EN16931-R005/R054 would fire).
 */
export function asSavedForRules(invoice: Json): Json {
  const bt6 = invoice.VAT_accounting_currency_code;
  if (bt6 && bt6 !== invoice.Invoice_currency_code) return invoice;
  const { VAT_accounting_currency_code: _bt6, ...rest } = invoice;
  if (rest.DOCUMENT_TOTALS?.Invoice_total_VAT_amount_in_accounting_currency !== undefined) {
    const { Invoice_total_VAT_amount_in_accounting_currency: _bt111, ...totals } = rest.DOCUMENT_TOTALS;
    rest.DOCUMENT_TOTALS = totals;
  }
  return rest;
}

/** Calculation then evaluation of one invoice state (also used by the validate screen). */
export function checkInvoice(invoice: Json): { calculated: Json; findings: Finding[] } {
  const calculated = calculate(invoice);
  const findings = evaluateInvoice(asSavedForRules(calculated), { profile: 'editor', today: todayIso() });
  return { calculated, findings };
}

export function LiveValidation() {
  const invoice = useAtomValue(workingInvoiceAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const setFindings = useSetAtom(findingsAtom);
  const ownWrite = useRef<Json>(null);
  useEffect(() => {
    if (!invoice || invoice === ownWrite.current) return;
    const timer = setTimeout(() => {
      // the calculation shows totals at once; the rules run in a worker meanwhile
      const calculated = calculate(invoice);
      evaluateLatest(asSavedForRules(calculated), todayIso()).then((findings) => {
        if (findings) setFindings(findings);
      });
      setInvoice((current) => {
        if (current !== invoice) return current;
        const next = reconcile(current, calculated);
        ownWrite.current = next;
        return next;
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [invoice, setInvoice, setFindings]);
  return null;
}
