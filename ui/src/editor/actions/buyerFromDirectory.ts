/**
 * A Leitweg-ID picked from the directory (issue 13 item 5) fills the buyer too: the authority's
 * name (BT-44), address (BG-8: street and number, post code, city, country DE) and e-mail as the
 * buyer's electronic address (BT-49, scheme EM). Empty fields are filled; before a filled field
 * is overwritten with something else the user is asked, with each change listed.
 */
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import type { BuyerReferenceRow } from '../api/calls';
import { getIn, setIn } from '../model/paths';
import { workingInvoiceAtom } from '../state/atoms';
import type { Json } from '../state/types';
import { confirm } from '../ui/confirm';

type Path = string[];

/** The buyer fields a directory entry fills, with their values (empty ones left out). */
export function directoryBuyerValues(row: BuyerReferenceRow): [Path, string][] {
  const street = [row.street, row.number].filter(Boolean).join(' ').trim();
  const address = ['BUYER', 'BUYER_POSTAL_ADDRESS'];
  const values: [Path, string | undefined][] = [
    [['BUYER', 'Buyer_name'], row.authorityName],
    [[...address, 'Buyer_address_line_1'], street],
    [[...address, 'Buyer_post_code'], row.postCode],
    [[...address, 'Buyer_city'], row.place],
    [[...address, 'Buyer_country_code'], row.postCode || row.place ? 'DE' : undefined],
    [['BUYER', 'Buyer_electronic_address'], row.email],
    [['BUYER', 'Buyer_electronic_address_Scheme_identifier'], row.email ? 'EM' : undefined],
  ];
  return values.filter((v): v is [Path, string] => typeof v[1] === 'string' && v[1].trim() !== '');
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** Fills the buyer from the entry; asks before filled values are replaced. */
export async function takeBuyerFromDirectory(row: BuyerReferenceRow): Promise<void> {
  const invoice = appStore.get(workingInvoiceAtom) as Json;
  if (!invoice) return;
  const values = directoryBuyerValues(row);
  const conflicts = values.filter(([path, value]) => {
    const now = getIn(invoice, path);
    return present(now) && String(now) !== value;
  });
  let overwrite = false;
  if (conflicts.length > 0) {
    overwrite = await confirm(
      t('editor.leitweg.overwrite.title'),
      t('editor.leitweg.overwrite.text'),
      conflicts.map(([path, value]) =>
        t('editor.leitweg.overwrite.item', {
          field: t(`field.${path[path.length - 1]}`),
          from: String(getIn(invoice, path)),
          to: value,
        }),
      ),
      t('editor.leitweg.overwrite.confirm'),
    );
  }
  appStore.set(workingInvoiceAtom, (current: Json) => {
    let next = current;
    for (const [path, value] of values) {
      if (present(getIn(next, path)) && !overwrite) continue;
      next = setIn(next, path, value);
    }
    return next;
  });
}
