/**
 * Adds or edits a directory buyer by hand: the fields a buyer needs most (name, Leitweg-ID,
 * VAT id, electronic address and scheme, address, contact e-mail, customer number). Editing keeps
 * the other fields of the stored BUYER group (e.g. those saved from an invoice) as they are.
 */
import { Button, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { type BuyerEntry, createEntry, type StoredBuyer, updateEntry } from '../../api/directories';
import { codeListOptions } from '../../forms/codeChoices';
import { countryOptions } from '../../forms/countries';
import { SelectField, TextField } from '../../forms/fields';
import { FormStack, InlineAlert, useT } from '../../forms/Screen';
import { localeAtom } from '../../state/app';
import { toast } from '../../ui/toaster';
import { directoryErrorText } from './errorText';

type Group = Record<string, unknown>;
const TOP = [
  'Buyer_name',
  'Buyer_VAT_identifier',
  'Buyer_electronic_address',
  'Buyer_electronic_address_Scheme_identifier',
];
const ADDRESS = ['Buyer_address_line_1', 'Buyer_post_code', 'Buyer_city', 'Buyer_country_code'];
const CONTACT = ['Buyer_contact_email_address'];

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function valuesOf(b?: StoredBuyer): Record<string, string> {
  const buyer = (b?.BUYER ?? {}) as Group;
  const address = (buyer.BUYER_POSTAL_ADDRESS ?? {}) as Group;
  const contact = (buyer.BUYER_CONTACT ?? {}) as Group;
  return {
    customerNumber: b?.customerNumber ?? '',
    recipientKind: b?.recipientKind ?? 'public',
    Buyer_reference: b?.Buyer_reference ?? '',
    ...Object.fromEntries(TOP.map((k) => [k, str(buyer[k])])),
    ...Object.fromEntries(ADDRESS.map((k) => [k, str(address[k])])),
    ...Object.fromEntries(CONTACT.map((k) => [k, str(contact[k])])),
    Buyer_electronic_address_Scheme_identifier: str(buyer.Buyer_electronic_address_Scheme_identifier) || 'EM',
    Buyer_country_code: str(address.Buyer_country_code) || 'DE',
  };
}

/** Sets the typed fields into a copy of the group; an emptied field is removed. */
function merged(group: Group, names: string[], v: Record<string, string>): Group {
  const out = { ...group };
  for (const n of names) {
    if (v[n].trim()) out[n] = v[n].trim();
    else delete out[n];
  }
  return out;
}

export function entryOf(stored: StoredBuyer | undefined, v: Record<string, string>): BuyerEntry {
  const buyer = merged((stored?.BUYER ?? {}) as Group, TOP, v);
  const address = merged((buyer.BUYER_POSTAL_ADDRESS ?? {}) as Group, ADDRESS, v);
  const contact = merged((buyer.BUYER_CONTACT ?? {}) as Group, CONTACT, v);
  buyer.BUYER_POSTAL_ADDRESS = address;
  if (Object.keys(contact).length) buyer.BUYER_CONTACT = contact;
  else delete buyer.BUYER_CONTACT;
  return {
    customerNumber: v.customerNumber.trim(),
    recipientKind: v.recipientKind === 'business' ? 'business' : 'public',
    ...(v.Buyer_reference.trim() ? { Buyer_reference: v.Buyer_reference.trim() } : {}),
    BUYER: buyer as BuyerEntry['BUYER'],
  };
}

export function BuyerForm({ editing, done }: { editing?: StoredBuyer; done: () => void }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [v, setV] = useState(() => valuesOf(editing));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = (name: string, label = t(`field.${name}`), required = false, helper?: string) => (
    <TextField
      label={label}
      name={name}
      value={v[name]}
      required={required}
      helper={helper}
      onChange={(value) => setV((s) => ({ ...s, [name]: value }))}
    />
  );
  async function submit() {
    setBusy(true);
    try {
      const entry = entryOf(editing, v);
      if (editing) await updateEntry('buyers', editing.id, entry);
      else await createEntry('buyers', entry);
      toast.success(t('directory.saved'));
      setError(undefined);
      done();
    } catch (e) {
      setError(directoryErrorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormStack onSubmit={() => void submit()} label={t(editing ? 'buyers.edit' : 'buyers.add')}>
      <Heading as="h2" size="md">
        {t(editing ? 'buyers.edit' : 'buyers.add')}
      </Heading>
      {error && <InlineAlert>{error}</InlineAlert>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('Buyer_name', undefined, true)}
        {field('customerNumber', t('buyers.customerNumber'), false, t('buyers.customerNumber.help'))}
        <SelectField
          label={t('buyers.recipientKind')}
          name="recipientKind"
          value={v.recipientKind}
          options={(['public', 'business'] as const).map((k) => ({
            value: k,
            label: t(`editor.recipient.${k}`),
          }))}
          onChange={(value) => setV((s) => ({ ...s, recipientKind: value }))}
        />
        {field('Buyer_reference')}
        {field('Buyer_VAT_identifier')}
        {field('Buyer_electronic_address')}
        <SelectField
          label={t('field.Buyer_electronic_address_Scheme_identifier')}
          name="Buyer_electronic_address_Scheme_identifier"
          value={v.Buyer_electronic_address_Scheme_identifier}
          options={codeListOptions('EAS', locale)}
          onChange={(value) => setV((s) => ({ ...s, Buyer_electronic_address_Scheme_identifier: value }))}
        />
        {field('Buyer_address_line_1')}
        {field('Buyer_post_code')}
        {field('Buyer_city')}
        <SelectField
          label={t('field.Buyer_country_code')}
          name="Buyer_country_code"
          value={v.Buyer_country_code}
          options={countryOptions(locale)}
          onChange={(value) => setV((s) => ({ ...s, Buyer_country_code: value }))}
        />
        {field('Buyer_contact_email_address')}
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
