/**
 * Behaviours of spec §4 that follow an edit, watched on the working invoice:
 * - invoice type change: XML attachments / third-party claims the new type does not allow are
 *   deleted after confirmation, or the type change is undone;
 * - VAT category 'not subject to VAT' (O) newly used: after confirmation the tax representative
 *   and the seller and buyer VAT ids are removed;
 * - 'intra-community supply' (K) newly used: the user is told what it requires;
 * - a VAT breakdown row used by lines, allowances or charges cannot be changed or deleted;
 * - duplicate category/rate rows are corrected automatically.
 */
import {
  applyNotSubjectToVat,
  changeInvoiceType,
  correctDuplicateVatRows,
  intraCommunitySupplyMissing,
  invoiceTypeConflicts,
  vatRowLocked,
} from '@xr/rules';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm, inform } from '../ui/confirm';

const set = (next: Json) => appStore.set(workingInvoiceAtom, next);

export function categoriesInUse(invoice: Json): Set<string> {
  const out = new Set<string>();
  for (const l of invoice?.INVOICE_LINE ?? [])
    if (l?.LINE_VAT_INFORMATION?.Invoiced_item_VAT_category_code)
      out.add(l.LINE_VAT_INFORMATION.Invoiced_item_VAT_category_code);
  for (const a of invoice?.DOCUMENT_LEVEL_ALLOWANCES ?? [])
    if (a?.Document_level_allowance_VAT_category_code) out.add(a.Document_level_allowance_VAT_category_code);
  for (const c of invoice?.DOCUMENT_LEVEL_CHARGES ?? [])
    if (c?.Document_level_charge_VAT_category_code) out.add(c.Document_level_charge_VAT_category_code);
  return out;
}

const rowKey = (r: Json) => `${r?.VAT_category_code ?? ''}|${r?.VAT_category_rate ?? ''}`;

async function guardInvoiceType(before: Json, after: Json): Promise<boolean> {
  if (before.Invoice_type_code === after.Invoice_type_code) return false;
  const conflicts = invoiceTypeConflicts(after, after.Invoice_type_code ?? '');
  if (conflicts.xmlAttachments.length === 0 && !conflicts.thirdPartyPayments) return false;
  const ok = await confirm(t('editor.invoiceType.title'), t('editor.invoiceType.text'));
  const current = appStore.get(workingInvoiceAtom);
  if (!current) return true;
  if (ok) set(changeInvoiceType(current, current.Invoice_type_code ?? '', true).invoice);
  else set({ ...current, Invoice_type_code: before.Invoice_type_code });
  return true;
}

async function guardCategories(before: Json, after: Json): Promise<boolean> {
  const was = categoriesInUse(before);
  const now = categoriesInUse(after);
  if (now.has('O') && !was.has('O')) {
    const hasIds =
      after.SELLER_TAX_REPRESENTATIVE_PARTY ||
      after.SELLER?.Seller_VAT_identifier ||
      after.BUYER?.Buyer_VAT_identifier;
    if (hasIds && (await confirm(t('editor.vat.O.title'), t('editor.vat.O.text')))) {
      set(applyNotSubjectToVat(appStore.get(workingInvoiceAtom)));
      return true;
    }
  }
  if (now.has('K') && !was.has('K')) {
    const missing = intraCommunitySupplyMissing(after);
    if (missing.length > 0)
      await inform(
        'warning',
        t('editor.vat.K.title'),
        t('editor.vat.K.text'),
        missing.map((p: string) => t(`field.${p.split('/').pop()}`)),
      );
  }
  return false;
}

async function guardVatRows(before: Json, after: Json): Promise<boolean> {
  const rowsBefore: Json[] = before.VAT_BREAKDOWN ?? [];
  const rowsAfter: Json[] = after.VAT_BREAKDOWN ?? [];
  if (rowsBefore === rowsAfter) return false;
  // a used row is violated when its category and rate no longer exist (changed or deleted)
  const keysAfter = new Set(rowsAfter.map(rowKey));
  const changedLocked = rowsBefore.some((row, i) => vatRowLocked(before, i) && !keysAfter.has(rowKey(row)));
  if (changedLocked) {
    set({ ...appStore.get(workingInvoiceAtom), VAT_BREAKDOWN: rowsBefore });
    await inform('warning', t('editor.vat.locked.title'), t('editor.vat.locked.text'));
    return true;
  }
  const keys = rowsAfter
    .filter((r) => r?.VAT_category_code && r?.VAT_category_rate !== undefined)
    .map(rowKey);
  if (new Set(keys).size < keys.length) {
    set(correctDuplicateVatRows(appStore.get(workingInvoiceAtom)));
    return true;
  }
  return false;
}

export function ChangeGuards() {
  const invoice = useAtomValue(workingInvoiceAtom);
  const previous = useRef(invoice);
  useEffect(() => {
    const before = previous.current;
    previous.current = invoice;
    if (!before || !invoice || before === invoice) return;
    void (async () => {
      if (await guardInvoiceType(before, invoice)) return;
      if (await guardVatRows(before, invoice)) return;
      await guardCategories(before, invoice);
    })();
  }, [invoice]);
  return null;
}
