/**
 * Filters of an invoice list (spec §2): search term, from / until with the time range kind,
 * author (a company user or 'All'), for the in-progress list the invoice date range, for the sent
 * list the delivery status (an addition to spec §2).
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ListKind } from '../../api/types';
import { DateField } from '../../forms/DateField';
import { SelectField, TextField } from '../../forms/fields';
import { useT } from '../../forms/Screen';
import { sessionAtom } from '../../state/session';
import type { Filters } from './useInvoiceList';

const DELIVERY_STATUSES = ['QUEUED', 'DELIVERED', 'FAILED'];

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
  return (
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
}
