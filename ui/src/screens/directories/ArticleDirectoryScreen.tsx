/**
 * The company's article directory (issue 16): search by name, seller item id or description; add,
 * edit, delete (in the row's menu), CSV import; articles whose VAT category and rate break the
 * rules are flagged; cards on a phone.
 * Picking an article into an invoice line and saving a line as an article happen in the editor.
 */
import { HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { deleteEntry, type StoredArticle } from '../../api/directories';
import { formatNumber } from '../../editor/format/numbers';
import { InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { ListView } from '../../ui/ListView';
import { Pager } from '../../ui/Pager';
import { SPACE } from '../../ui/patterns';
import { RowMenu } from '../../ui/RowMenu';
import { toast } from '../../ui/toaster';
import { ArticleForm } from './ArticleForm';
import { CsvImport, FindingsCell, SearchBox, useEditFocus } from './DirectoryParts';
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
  const formBox = useEditFocus(editing?.id);
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
      <ListView
        caption={t('title.articles')}
        testId="article-table"
        rows={d.result.content}
        rowKey={(a) => a.id}
        rowTestId="article-row"
        columns={[
          { key: 'name', label: t('articles.col.name'), render: (a) => a.Item_name },
          { key: 'sellerId', label: t('articles.col.sellerId'), render: (a) => a.Item_Sellers_identifier },
          {
            key: 'unit',
            label: t('articles.col.unit'),
            render: (a) => a.Invoiced_quantity_unit_of_measure_code,
          },
          {
            key: 'price',
            label: t('articles.col.price'),
            numeric: true,
            render: (a) => formatNumber(a.Item_net_price, 'unitPrice', locale),
          },
          {
            key: 'vat',
            label: t('articles.col.vat'),
            // the rate as a percentage, the category's code after it: "19,00 % (S)"
            render: (a) =>
              [
                a.Invoiced_item_VAT_rate == null
                  ? ''
                  : `${formatNumber(a.Invoiced_item_VAT_rate, 'vat', locale)} %`,
                a.Invoiced_item_VAT_category_code ? `(${a.Invoiced_item_VAT_category_code})` : '',
              ]
                .filter(Boolean)
                .join(' '),
          },
          {
            key: 'state',
            label: t('articles.col.state'),
            render: (a) => <FindingsCell findings={a.findings} testId="article-flag" />,
          },
        ]}
        actionsLabel={t('articles.col.actions')}
        actions={(a) => (
          <RowMenu
            label={a.Item_name}
            items={[
              { value: 'edit', label: t('action.edit'), run: () => setEditing(a) },
              { value: 'delete', label: t('action.delete'), run: () => void remove(a), danger: true },
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
        <ArticleForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} editing={editing} done={done} />
      </HStack>
      <CsvImport kind="articles" columns={CSV_COLUMNS} imported={d.reload} />
    </>
  );
}
