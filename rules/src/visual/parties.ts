/** Address blocks and party details of the visualisation (BG-4 … BG-15). */
import { codeName } from './format';
import { type LabelKey, type VisualLocale, visualLabels } from './labels';
import type { VisualBlock } from './model';
import { joined, list, type Obj, obj, present, text } from './read';

/** Street lines, "post code city", subdivision, country (the country's name in the locale). */
export function addressLines(address: Obj, prefix: string, locale: VisualLocale): string[] {
  const a = (k: string) => text(address[`${prefix}_${k}`]);
  const country = a('country_code');
  return [
    a('address_line_1'),
    a('address_line_2'),
    a('address_line_3'),
    joined([a('post_code'), a('city')], ' '),
    a('country_subdivision'),
    country && country !== 'DE' ? codeName('ISO3166', country, locale) : '',
  ].filter(Boolean);
}

// Identifiers and electronic addresses print as their value alone: scheme ids (EM, 0088, 0204, …)
// are codes for the receiving software, not for a reader (issue 27: no "(EM)" after an e-mail).

export function partyBlocks(invoice: Obj, locale: VisualLocale): VisualBlock[] {
  const l = visualLabels[locale];
  const f = (label: LabelKey, value: string) => ({ label: l[label], value });
  const seller = obj(invoice.SELLER);
  const sc = obj(seller.SELLER_CONTACT);
  const buyer = obj(invoice.BUYER);
  const bc = obj(buyer.BUYER_CONTACT);
  const blocks: VisualBlock[] = [
    {
      title: l.seller,
      fields: present([
        f('tradingName', text(seller.Seller_trading_name)),
        f('identifier', joined(list(seller.Seller_identifier).map((i) => text(i)))),
        f('legalRegistration', text(seller.Seller_legal_registration_identifier)),
        f('vatId', text(seller.Seller_VAT_identifier)),
        f('taxNumber', text(seller.Seller_tax_registration_identifier)),
        f('electronicAddress', text(seller.Seller_electronic_address)),
        f('contact', joined([text(sc.Seller_contact_point), text(sc.Seller_contact_department)])),
        f('phone', text(sc.Seller_contact_telephone_number)),
        f('email', text(sc.Seller_contact_email_address)),
        f('legalInfo', text(seller.Seller_additional_legal_information)),
      ]),
    },
    {
      title: l.buyer,
      fields: present([
        f('tradingName', text(buyer.Buyer_trading_name)),
        f('identifier', text(buyer.Buyer_identifier)),
        f('legalRegistration', text(buyer.Buyer_legal_registration_identifier)),
        f('vatId', text(buyer.Buyer_VAT_identifier)),
        f('electronicAddress', text(buyer.Buyer_electronic_address)),
        f('contact', joined([text(bc.Buyer_contact_point), text(bc.Buyer_contact_department)])),
        f('phone', text(bc.Buyer_contact_telephone_number)),
        f('email', text(bc.Buyer_contact_email_address)),
      ]),
    },
  ];
  const payee = obj(invoice.PAYEE);
  if (text(payee.Payee_name))
    blocks.push({
      title: l.payee,
      fields: present([
        { label: l.payee, value: text(payee.Payee_name) },
        f('identifier', text(payee.Payee_identifier)),
        f('legalRegistration', text(payee.Payee_legal_registration_identifier)),
      ]),
    });
  const rep = obj(invoice.SELLER_TAX_REPRESENTATIVE_PARTY);
  if (text(rep.Seller_tax_representative_name))
    blocks.push({
      title: l.taxRepresentative,
      fields: present([
        { label: l.taxRepresentative, value: text(rep.Seller_tax_representative_name) },
        f('vatId', text(rep.Seller_tax_representative_VAT_identifier)),
        f(
          'address',
          joined(
            addressLines(obj(rep.SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS), 'Tax_representative', locale),
          ),
        ),
      ]),
    });
  const delivery = obj(invoice.DELIVERY_INFORMATION);
  const place = joined([
    text(delivery.Deliver_to_party_name),
    ...addressLines(obj(delivery.DELIVER_TO_ADDRESS), 'Deliver_to', locale),
  ]);
  const location = text(delivery.Deliver_to_location_identifier);
  if (place || location)
    blocks.push({
      title: l.delivery,
      fields: present([f('deliverTo', place), f('identifier', location)]),
    });
  return blocks.filter((b) => b.fields.length > 0);
}
