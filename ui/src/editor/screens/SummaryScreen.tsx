/** Invoice overview: the key values, the totals and how many errors remain. */
import { Box, Link as ChakraLink, DataList, Text } from '@chakra-ui/react';
import type { CodelistName } from '@xr/codelists';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { codeListOptions } from '../../forms/codeChoices';
import { localeAtom } from '../../state/app';
import { ALIGNED_ITEM, ALIGNED_LIST } from '../../ui/patterns';
import { toDisplayDate } from '../format/dates';
import { formatNumber } from '../format/numbers';
import { EditorFrame } from '../layout/EditorFrame';
import { fieldLabel } from '../model/uiFor';
import { errorFindingsAtom, findingsPendingAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';

/**
 * The invoice type as the data page's select shows it: "Rechnung" in easy mode, "380 – Rechnung" in
 * advanced mode; an unknown code as it is.
 */
export function invoiceTypeLabel(
  code: string | undefined,
  locale: 'de' | 'en',
  withCode: boolean,
): string | undefined {
  if (!code) return code;
  const label = (list: CodelistName) =>
    codeListOptions(list, locale, withCode).find((c) => c.value === code)?.label;
  return label('EDITOR_INVOICE_TYPES') ?? label('UNTDID1001') ?? code;
}

export default function SummaryScreen() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const invoice = useAtomValue(workingInvoiceAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const errors = useAtomValue(errorFindingsAtom);
  const pending = useAtomValue(findingsPendingAtom);
  const totals = invoice?.DOCUMENT_TOTALS ?? {};
  const currency = invoice?.Invoice_currency_code ?? 'EUR';
  const amount = (v: number | undefined) => `${formatNumber(v ?? 0, 'amount', locale)} ${currency}`;
  const rows: [string, string | undefined][] = [
    ['Invoice_number', invoice?.Invoice_number?.Content],
    ['Invoice_issue_date', toDisplayDate(invoice?.Invoice_issue_date, locale)],
    ['Invoice_type_code', invoiceTypeLabel(invoice?.Invoice_type_code, locale, !isEasyMode)],
    ['Buyer_reference', invoice?.Buyer_reference],
    ['Seller_name', invoice?.SELLER?.Seller_name],
    ['Buyer_name', invoice?.BUYER?.Buyer_name],
    ['Invoice_total_amount_without_VAT', amount(totals.Invoice_total_amount_without_VAT)],
    ['Invoice_total_VAT_amount', amount(totals.Invoice_total_VAT_amount)],
    ['Invoice_total_amount_with_VAT', amount(totals.Invoice_total_amount_with_VAT)],
    ['Amount_due_for_payment', amount(totals.Amount_due_for_payment)],
  ];
  return (
    <EditorFrame screen="SummaryView">
      <DataList.Root orientation="horizontal" mb={4} {...ALIGNED_LIST}>
        {rows.map(([name, value]) => (
          <DataList.Item key={name} {...ALIGNED_ITEM}>
            <DataList.ItemLabel>{fieldLabel(intl, name)}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`summary-${name}`}>{value || '–'}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item {...ALIGNED_ITEM}>
          <DataList.ItemLabel>{intl.formatMessage({ id: 'editor.summary.lines' })}</DataList.ItemLabel>
          <DataList.ItemValue>{(invoice?.INVOICE_LINE ?? []).length}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Box>
        <Text data-testid="summary-errors" aria-live="polite" data-pending={pending || undefined}>
          {pending
            ? intl.formatMessage({ id: 'editor.summary.checking' })
            : intl.formatMessage({ id: 'editor.summary.errors' }, { count: errors.length })}{' '}
          <ChakraLink asChild color="blue.600">
            <Link href="/ValidateView">{intl.formatMessage({ id: 'editor.menu.ValidateView' })}</Link>
          </ChakraLink>
        </Text>
      </Box>
    </EditorFrame>
  );
}
