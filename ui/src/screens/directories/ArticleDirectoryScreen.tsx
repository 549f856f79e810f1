/**
 * The company's article directory (issue 16): search by name, seller item id or description; add,
 * edit, delete, CSV import; articles whose VAT category and rate break the rules are flagged.
 * Picking an article into an invoice line and saving a line as an article happen in the editor.
 */
import { Button, HStack, Table } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { deleteEntry, type StoredArticle } from '../../api/directories';
import { formatNumber } from '../../editor/format/numbers';
import { InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { NUMERIC, numericIf } from '../../ui/patterns';
import { ScrollX } from '../../ui/ScrollX';
import { toast } from '../../ui/toaster';
import { Pager } from '../lists/Pager';
import { ArticleForm } from './ArticleForm';
import { CsvImport, FindingsCell, SearchBox } from './DirectoryParts';
import { directoryErrorText } from './errorText';
import { useDirectory } from './useDirectory';

const CSV_COLUMNS =
  'Item_name; Item_description; Item_Sellers_identifier; Invoiced_quantity_unit_of_measure_code; Item_net_price; Invoiced_item_VAT_category_code; Invoiced_item_VAT_rate';

export default function ArticleDirectoryScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const d = useDirectory('articles');
  const [editing, setEditing] = useState<StoredArticle>();
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(undefined);
    setFormKey((k) => k + 1);
    d.reload();
  };
  async function remove(a: StoredArticle) {
    if (
      !(await confirmDialog(
        t('directory.confirmDelete', { name: a.Item_name }),
        undefined,
        t('action.delete'),
      ))
    )
      return;
    try {
      await deleteEntry('articles', a.id);
      toast.success(t('directory.deleted'));
      d.reload();
    } catch (e) {
      toast.error(directoryErrorText(e));
    }
  }
  return (
    <>
      <ScreenTitle id="title.articles" />
      <SearchBox label={t('articles.search')} value={d.search} onChange={d.onSearch} />
      {d.error && <InlineAlert>{d.error}</InlineAlert>}
      <ScrollX label={t('title.articles')}>
        <Table.Root size="sm" striped aria-label={t('title.articles')} data-testid="article-table">
          <Table.Header>
            <Table.Row>
              {['name', 'sellerId', 'unit', 'price', 'vat', 'state', 'actions'].map((c) => (
                <Table.ColumnHeader key={c} {...numericIf(c === 'price')}>
                  {t(`articles.col.${c}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.result.content.map((a) => (
              <Table.Row key={a.id} data-testid="article-row">
                <Table.Cell>{a.Item_name}</Table.Cell>
                <Table.Cell>{a.Item_Sellers_identifier}</Table.Cell>
                <Table.Cell>{a.Invoiced_quantity_unit_of_measure_code}</Table.Cell>
                <Table.Cell {...NUMERIC}>{formatNumber(a.Item_net_price, 'unitPrice', locale)}</Table.Cell>
                <Table.Cell>
                  {[a.Invoiced_item_VAT_category_code, formatNumber(a.Invoiced_item_VAT_rate, 'vat', locale)]
                    .filter(Boolean)
                    .join(' ')}
                </Table.Cell>
                <Table.Cell>
                  <FindingsCell findings={a.findings} testId="article-flag" />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(a)}
                      aria-label={`${t('action.edit')} ${a.Item_name}`}
                    >
                      {t('action.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove(a)}
                      aria-label={`${t('action.delete')} ${a.Item_name}`}
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
        <ArticleForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} editing={editing} done={done} />
      </HStack>
      <CsvImport kind="articles" columns={CSV_COLUMNS} imported={d.reload} />
    </>
  );
}
