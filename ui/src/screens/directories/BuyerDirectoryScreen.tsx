/**
 * The company's buyer directory (issue 16): search by name, Leitweg-ID, VAT id or customer
 * number; buyers whose rules do not hold are flagged with the rules' texts (a buyer without an
 * electronic address, say); add and edit by hand, delete (both in the row's menu), CSV import;
 * cards on a phone. Saving from an invoice and
 * picking into one happen in the editor's buyer screen.
 */
import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { deleteEntry, type StoredBuyer } from '../../api/directories';
import { InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { confirmDialog } from '../../ui/dialogs';
import { ListView } from '../../ui/ListView';
import { Pager } from '../../ui/Pager';
import { SPACE } from '../../ui/patterns';
import { RowMenu } from '../../ui/RowMenu';
import { toast } from '../../ui/toaster';
import { BuyerForm } from './BuyerForm';
import { CsvImport, FindingsCell, SearchBox, useEditFocus } from './DirectoryParts';
import { directoryErrorText } from './errorText';
import { useDirectory } from './useDirectory';

const CSV_COLUMNS =
  'customerNumber; Buyer_reference; Buyer_name; Buyer_VAT_identifier; Buyer_electronic_address; Buyer_electronic_address_Scheme_identifier; Buyer_address_line_1; Buyer_city; Buyer_post_code; Buyer_country_code; …';

export default function BuyerDirectoryScreen() {
  const t = useT();
  const d = useDirectory('buyers');
  const [editing, setEditing] = useState<StoredBuyer>();
  const [formKey, setFormKey] = useState(0);
  const formBox = useEditFocus(editing?.id);
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
      <ListView
        caption={t('title.buyers')}
        testId="buyer-table"
        rows={d.result.content}
        rowKey={(b) => b.id}
        rowTestId="buyer-row"
        columns={[
          { key: 'name', label: t('buyers.col.name'), render: (b) => b.BUYER.Buyer_name },
          { key: 'reference', label: t('buyers.col.reference'), render: (b) => b.Buyer_reference },
          { key: 'vatId', label: t('buyers.col.vatId'), render: (b) => b.BUYER.Buyer_VAT_identifier },
          { key: 'customerNumber', label: t('buyers.col.customerNumber'), render: (b) => b.customerNumber },
          {
            key: 'address',
            label: t('buyers.col.address'),
            render: (b) => [address(b)?.Buyer_post_code, address(b)?.Buyer_city].filter(Boolean).join(' '),
          },
          {
            key: 'state',
            label: t('buyers.col.state'),
            render: (b) => <FindingsCell findings={b.findings} testId="buyer-flag" />,
          },
        ]}
        actionsLabel={t('buyers.col.actions')}
        actions={(b) => (
          <RowMenu
            label={b.BUYER.Buyer_name ?? String(b.id)}
            items={[
              { value: 'edit', label: t('action.edit'), run: () => setEditing(b) },
              { value: 'delete', label: t('action.delete'), run: () => void remove(b), danger: true },
            ]}
          />
        )}
      />
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
        shortKey="directory.pageInfoShort"
      />
      <HStack mt={SPACE.section} align="start" ref={formBox}>
        <BuyerForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} editing={editing} done={done} />
      </HStack>
      <CsvImport kind="buyers" columns={CSV_COLUMNS} imported={d.reload} />
    </>
  );
}
