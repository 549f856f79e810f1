import { describe, expect, it } from 'vitest';
import { INITIAL_MASTER_DATA, initialMasterData } from './masterdata';

describe('first master data of a company', () => {
  it("is prefilled from the registration's company data", () => {
    const md = initialMasterData({
      name: 'Muster GmbH',
      street: 'Hauptstraße',
      number: '5a',
      postcode: '10115',
      city: 'Berlin',
      contactEmail: 'info@muster.example',
      locale: 'de',
      country: 'DE',
    });
    expect(md).toEqual({
      ...INITIAL_MASTER_DATA,
      Seller_name: 'Muster GmbH',
      Seller_electronic_address: 'info@muster.example',
      Seller_address_line_1: 'Hauptstraße 5a',
      Seller_post_code: '10115',
      Seller_city: 'Berlin',
      Seller_contact_email_address: 'info@muster.example',
      Seller_country_code: 'DE',
    });
  });

  it('stays the plain initial record when the company cannot be read', () => {
    expect(initialMasterData(null)).toEqual(INITIAL_MASTER_DATA);
  });
});
