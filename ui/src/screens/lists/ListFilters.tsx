/**
 * Filters of an invoice list (spec §2): search term, from / until with the time range kind,
 * author (a company user or 'All'), for the in-progress list the invoice date range, for the sent
 * list the delivery status (an addition to spec §2); issue 27: customer, document type, payment
 * status (sent list), amount due and due date ranges — all applied by the server.
 */
import { Box, SimpleGrid, useBreakpointValue } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ListKind } from '../../api/types';
import { DateField } from '../../forms/DateField';
import { SelectField, TextField } from '../../forms/fields';
import { useT } from '../../forms/Screen';
import { sessionAtom } from '../../state/session';
import type { Filters } from './useInvoiceList';

const DELIVERY_STATUSES = ['QUEUED', 'DELIVERED', 'FAILED'];
/** Payment statuses of the sent list (issue 27); UNPAID = open, partly paid and overdue. */
export const PAYMENT_FILTERS = ['UNPAID', 'OVERDUE', 'OPEN', 'PARTLY_PAID', 'PAID'];
const TYPES = ['380', '381', '384', '389'];

const TIME_RANGES: Record<ListKind, string[]> = {
  inprogress: ['createdDate', 'invoiceIssueDate'],
  sent: ['mailingDate', 'invoiceIssueDate'],
};

export function ListFilters({
  kind,
  value,
  onChange,
}: {
  kind: ListKind;
  value: Filters;
  onChange: (f: Filters) => void;
}) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const authors = [
    { value: '', label: t('list.filter.all') },
    ...(session?.addressSSOUsers ?? []).map((u) => ({ value: String(u.id), label: u.login })),
  ];
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const grid = (
    // as many columns as fit, none narrower than its label: no media query to lag behind a resize
    <SimpleGrid minChildWidth="11rem" gap="3" mb="4" role="search">
      <TextField
        label={t('list.filter.search')}
        name="search"
        value={value.search}
        onChange={(search) => set({ search })}
      />
      <SelectField
        label={t('list.filter.timeRange')}
        name="timeRange"
        value={value.timeRange}
        onChange={(timeRange) => set({ timeRange })}
        options={TIME_RANGES[kind].map((v) => ({ value: v, label: t(`list.timeRange.${v}`) }))}
      />
      <DateField
        label={t('list.filter.from')}
        name="from"
        value={value.from}
        onChange={(from) => set({ from })}
      />
      <DateField
        label={t('list.filter.until')}
        name="until"
        value={value.until}
        onChange={(until) => set({ until })}
      />
      <SelectField
        label={t('list.filter.author')}
        name="author"
        value={value.author}
        onChange={(author) => set({ author })}
        options={authors}
      />
      {kind === 'sent' && (
        <SelectField
          label={t('list.filter.delivery')}
          name="delivery"
          value={value.delivery}
          onChange={(delivery) => set({ delivery })}
          options={[
            { value: '', label: t('list.filter.all') },
            ...DELIVERY_STATUSES.map((v) => ({ value: v, label: t(`list.delivery.${v.toLowerCase()}`) })),
          ]}
        />
      )}
      <TextField
        label={t('list.filter.customer')}
        name="customer"
        value={value.customer}
        onChange={(customer) => set({ customer })}
      />
      <SelectField
        label={t('list.filter.type')}
        name="type"
        value={value.type}
        onChange={(type) => set({ type })}
        options={[
          { value: '', label: t('list.filter.all') },
          ...TYPES.map((v) => ({ value: v, label: t(`list.type.${v}`) })),
        ]}
      />
      {kind === 'sent' && (
        <SelectField
          label={t('list.filter.payment')}
          name="payment"
          value={value.payment}
          onChange={(payment) => set({ payment })}
          options={[
            { value: '', label: t('list.filter.all') },
            ...PAYMENT_FILTERS.map((v) => ({ value: v, label: t(`list.payment.${v}`) })),
          ]}
        />
      )}
      <TextField
        label={t('list.filter.amountMin')}
        name="amountMin"
        value={value.amountMin}
        onChange={(amountMin) => set({ amountMin })}
      />
      <TextField
        label={t('list.filter.amountMax')}
        name="amountMax"
        value={value.amountMax}
        onChange={(amountMax) => set({ amountMax })}
      />
      <DateField
        label={t('list.filter.dueFrom')}
        name="dueFrom"
        value={value.dueFrom}
        onChange={(dueFrom) => set({ dueFrom })}
      />
      <DateField
        label={t('list.filter.dueUntil')}
        name="dueUntil"
        value={value.dueUntil}
        onChange={(dueUntil) => set({ dueUntil })}
      />
      {kind === 'inprogress' && (
        <>
          <DateField
            label={t('list.filter.invoiceDateFrom')}
            name="invoiceDateFrom"
            value={value.invoiceDateFrom}
            onChange={(invoiceDateFrom) => set({ invoiceDateFrom })}
          />
          <DateField
            label={t('list.filter.invoiceDateUntil')}
            name="invoiceDateUntil"
            value={value.invoiceDateUntil}
            onChange={(invoiceDateUntil) => set({ invoiceDateUntil })}
          />
        </>
      )}
    </SimpleGrid>
  );
  if (!narrow) return grid;
  // on a phone the thirteen filters fold away behind one line, so the list is on the first screen
  return (
    <Box as="details" mb="4" data-testid="list-filters">
      <Box as="summary" cursor="pointer" fontWeight="semibold" py="2">
        {t('list.filter.show')}
      </Box>
      {grid}
    </Box>
  );
}
