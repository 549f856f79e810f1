/**
 * The sorting of a list on a phone (below 768 px the sortable column headers are gone with the
 * table): which field and which direction, two selects above the cards. Same state as the
 * table's headers ("field,asc|desc").
 */
import { HStack } from '@chakra-ui/react';
import { SelectField } from '../../forms/fields';
import { useT } from '../../forms/Screen';
import { SPACE } from '../../ui/patterns';
import type { Column } from './InvoiceTable';

export function SortChoice({
  columns,
  sort,
  onSort,
}: {
  columns: Column[];
  sort: string;
  onSort: (sort: string) => void;
}) {
  const t = useT();
  const [key = '', dir = 'asc'] = sort.split(',');
  const sortable = columns.filter((c) => c.sortable !== false);
  return (
    <HStack gap={SPACE.inline} align="end" mb={SPACE.row} data-testid="sort-choice">
      <SelectField
        label={t('list.sort.by')}
        name="sortField"
        value={key}
        onChange={(k) => onSort(`${k},${dir}`)}
        options={sortable.map((c) => ({ value: c.key, label: c.label }))}
      />
      <SelectField
        label={t('list.sort.direction')}
        name="sortDirection"
        value={dir === 'desc' ? 'desc' : 'asc'}
        onChange={(d) => onSort(`${key},${d}`)}
        options={[
          { value: 'asc', label: t('list.sort.asc') },
          { value: 'desc', label: t('list.sort.desc') },
        ]}
      />
    </HStack>
  );
}
