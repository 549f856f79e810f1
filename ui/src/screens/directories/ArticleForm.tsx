/**
 * Adds or edits a directory article: name, description, seller item id, unit, net price (typed in
 * the UI language's notation, sent as an exact decimal text), VAT category and rate.
 */
import { Button, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { type ArticleEntry, createEntry, type StoredArticle, updateEntry } from '../../api/directories';
import { formatNumber, parseNumber } from '../../editor/format/numbers';
import { codeListOptions } from '../../forms/codeChoices';
import { SelectField, TextField } from '../../forms/fields';
import { FormStack, InlineAlert, useT } from '../../forms/Screen';
import { localeAtom } from '../../state/app';
import { toast } from '../../ui/toaster';
import { directoryErrorText } from './errorText';

const TEXTS = ['Item_name', 'Item_description', 'Item_Sellers_identifier'] as const;

export function ArticleForm({ editing, done }: { editing?: StoredArticle; done: () => void }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [v, setV] = useState<Record<string, string>>(() => ({
    Item_name: editing?.Item_name ?? '',
    Item_description: editing?.Item_description ?? '',
    Item_Sellers_identifier: editing?.Item_Sellers_identifier ?? '',
    Invoiced_quantity_unit_of_measure_code: editing?.Invoiced_quantity_unit_of_measure_code ?? 'H87',
    Item_net_price: formatNumber(editing?.Item_net_price, 'unitPrice', locale),
    Invoiced_item_VAT_category_code: editing?.Invoiced_item_VAT_category_code ?? 'S',
    Invoiced_item_VAT_rate: formatNumber(editing ? editing.Invoiced_item_VAT_rate : 19, 'vat', locale),
  }));
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setV((s) => ({ ...s, [name]: value }));

  function entry(): ArticleEntry | undefined {
    const price = parseNumber(v.Item_net_price, locale);
    const rate = parseNumber(v.Invoiced_item_VAT_rate, locale);
    const errors: Record<string, string> = {};
    if (!price.ok) errors.Item_net_price = t('directory.number');
    if (!rate.ok) errors.Invoiced_item_VAT_rate = t('directory.number');
    setFieldErrors(errors);
    if (!price.ok || !rate.ok) return undefined;
    const out: ArticleEntry = { Item_name: v.Item_name.trim() };
    for (const k of TEXTS) if (v[k].trim()) out[k] = v[k].trim();
    if (v.Invoiced_quantity_unit_of_measure_code)
      out.Invoiced_quantity_unit_of_measure_code = v.Invoiced_quantity_unit_of_measure_code;
    if (v.Invoiced_item_VAT_category_code)
      out.Invoiced_item_VAT_category_code = v.Invoiced_item_VAT_category_code;
    if (price.value !== undefined) out.Item_net_price = String(price.value);
    if (rate.value !== undefined) out.Invoiced_item_VAT_rate = rate.value;
    return out;
  }

  async function submit() {
    const e = entry();
    if (!e) return;
    setBusy(true);
    try {
      if (editing) await updateEntry('articles', editing.id, e);
      else await createEntry('articles', e);
      toast.success(t('directory.saved'));
      setError(undefined);
      done();
    } catch (err) {
      setError(directoryErrorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormStack onSubmit={() => void submit()} label={t(editing ? 'articles.edit' : 'articles.add')}>
      <Heading as="h2" size="md">
        {t(editing ? 'articles.edit' : 'articles.add')}
      </Heading>
      {error && <InlineAlert>{error}</InlineAlert>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('field.Item_name')}
          name="Item_name"
          value={v.Item_name}
          onChange={set('Item_name')}
          required
        />
        <TextField
          label={t('field.Item_Sellers_identifier')}
          name="Item_Sellers_identifier"
          value={v.Item_Sellers_identifier}
          onChange={set('Item_Sellers_identifier')}
        />
        <TextField
          label={t('field.Item_description')}
          name="Item_description"
          value={v.Item_description}
          onChange={set('Item_description')}
        />
        <SelectField
          label={t('field.Invoiced_quantity_unit_of_measure_code')}
          name="Invoiced_quantity_unit_of_measure_code"
          value={v.Invoiced_quantity_unit_of_measure_code}
          options={codeListOptions('UNECE_REC20', locale)}
          onChange={set('Invoiced_quantity_unit_of_measure_code')}
        />
        <TextField
          label={t('field.Item_net_price')}
          name="Item_net_price"
          value={v.Item_net_price}
          onChange={set('Item_net_price')}
          error={fieldErrors.Item_net_price}
        />
        <SelectField
          label={t('field.Invoiced_item_VAT_category_code')}
          name="Invoiced_item_VAT_category_code"
          value={v.Invoiced_item_VAT_category_code}
          options={codeListOptions('UNTDID5305', locale)}
          onChange={set('Invoiced_item_VAT_category_code')}
        />
        <TextField
          label={t('field.Invoiced_item_VAT_rate')}
          name="Invoiced_item_VAT_rate"
          value={v.Invoiced_item_VAT_rate}
          onChange={set('Invoiced_item_VAT_rate')}
          error={fieldErrors.Invoiced_item_VAT_rate}
        />
      </SimpleGrid>
      <HStack>
        <Button type="submit" colorPalette="blue" loading={busy}>
          {t('directory.save')}
        </Button>
        {editing && (
          <Button variant="outline" onClick={done}>
            {t('directory.cancel')}
          </Button>
        )}
      </HStack>
    </FormStack>
  );
}
