/**
 * The company's buyer directory (issue 16): search by name, Leitweg-ID, VAT id or customer
 * number; buyers whose rules do not hold are flagged with the rules' texts (a buyer without an
 * electronic address, say); add and edit by hand, delete, CSV import. Saving from an invoice and
 * picking into one happen in the editor's buyer screen.
 */
import { Button, HStack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { deleteEntry, type StoredBuyer } from '../../api/directories';
import { InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { confirmDialog } from '../../ui/dialogs';
import { ScrollX } from '../../ui/ScrollX';
import { toast } from '../../ui/toaster';
import { Pager } from '../lists/Pager';
import { BuyerForm } from './BuyerForm';
import { CsvImport, FindingsCell, SearchBox } from './DirectoryParts';
import { directoryErrorText } from './errorText';
import { useDirectory } from './useDirectory';

const CSV_COLUMNS =
  'customerNumber; Buyer_reference; Buyer_name; Buyer_VAT_identifier; Buyer_electronic_address; Buyer_electronic_address_Scheme_identifier; Buyer_address_line_1; Buyer_city; Buyer_post_code; Buyer_country_code; …';

export default function BuyerDirectoryScreen() {
  const t = useT();
  const d = useDirectory('buyers');
  const [editing, setEditing] = useState<StoredBuyer>();
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(undefined);
    setFormKey((k) => k + 1);
    d.reload();
  };
  async function remove(b: StoredBuyer) {
    const name = b.BUYER.Buyer_name ?? '';
    if (!(await confirmDialog(t('directory.confirmDelete', { name }), undefined, t('action.delete')))) return;
    try {
      await deleteEntry('buyers', b.id);
      toast.success(t('directory.deleted'));
      d.reload();
    } catch (e) {
      toast.error(directoryErrorText(e));
    }
  }
  const address = (b: StoredBuyer) => b.BUYER.BUYER_POSTAL_ADDRESS;
  return (
    <>
      <ScreenTitle id="title.buyers" />
      <SearchBox label={t('buyers.search')} value={d.search} onChange={d.onSearch} />
      {d.error && <InlineAlert>{d.error}</InlineAlert>}
      <ScrollX label={t('title.buyers')}>
        <Table.Root size="sm" striped aria-label={t('title.buyers')} data-testid="buyer-table">
          <Table.Header>
            <Table.Row>
              {['name', 'reference', 'vatId', 'customerNumber', 'address', 'state', 'actions'].map((c) => (
                <Table.ColumnHeader key={c}>{t(`buyers.col.${c}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.result.content.map((b) => (
              <Table.Row key={b.id} data-testid="buyer-row">
                <Table.Cell>{b.BUYER.Buyer_name}</Table.Cell>
                <Table.Cell>{b.Buyer_reference}</Table.Cell>
                <Table.Cell>{b.BUYER.Buyer_VAT_identifier}</Table.Cell>
                <Table.Cell>{b.customerNumber}</Table.Cell>
                <Table.Cell>
                  {[address(b)?.Buyer_post_code, address(b)?.Buyer_city].filter(Boolean).join(' ')}
                </Table.Cell>
                <Table.Cell>
                  <FindingsCell findings={b.findings} testId="buyer-flag" />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(b)}
                      aria-label={`${t('action.edit')} ${b.BUYER.Buyer_name}`}
                    >
                      {t('action.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove(b)}
                      aria-label={`${t('action.delete')} ${b.BUYER.Buyer_name}`}
                    >
                      {t('action.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollX>
      {d.loaded && d.result.content.length === 0 && (
        <InlineAlert status="info">{t('directory.empty')}</InlineAlert>
      )}
      <Pager
        page={d.page}
        size={d.size}
        total={d.result.totalElements}
        onPage={d.setPage}
        onSize={d.setSize}
        infoKey="directory.pageInfo"
      />
      <HStack mt="8" align="start">
        <BuyerForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} editing={editing} done={done} />
      </HStack>
      <CsvImport kind="buyers" columns={CSV_COLUMNS} imported={d.reload} />
    </>
  );
}
