<?xml version="1.0" encoding="UTF-8"?>
<!-- UBL groups shared by ubl-to-model.xsl and order-to-model.xsl (parties, addresses, allowances). -->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <!-- "#AAI#text" → subject code and text; anything else is the text alone. -->
  <xsl:function name="f:note" as="map(*)">
    <xsl:param name="n" as="xs:string"/>
    <xsl:sequence select="
      if (matches($n, '^#[A-Z]{3}#', 's'))
      then map:merge((map{ 'Invoice_note_subject_code': substring($n, 2, 3) }, f:s('Invoice_note', substring($n, 6))))
      else f:s('Invoice_note', $n)"/>
  </xsl:function>

  <xsl:function name="f:address" as="map(*)*">
    <xsl:param name="a" as="element()?"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:sequence select="
      f:s(concat($p, 'address_line_1'), $a/cbc:StreetName),
      f:s(concat($p, 'address_line_2'), $a/cbc:AdditionalStreetName),
      f:s(concat($p, 'address_line_3'), $a/cac:AddressLine/cbc:Line),
      f:s(concat($p, 'city'), $a/cbc:CityName),
      f:s(concat($p, 'post_code'), $a/cbc:PostalZone),
      f:s(concat($p, 'country_subdivision'), $a/cbc:CountrySubentity),
      f:c(concat($p, 'country_code'), $a/cac:Country/cbc:IdentificationCode)"/>
  </xsl:function>

  <xsl:function name="f:seller" as="map(*)*">
    <xsl:param name="p" as="element()?"/>
    <xsl:sequence select="
      f:s('Seller_name', $p/cac:PartyLegalEntity/cbc:RegistrationName),
      f:s('Seller_trading_name', $p/cac:PartyName/cbc:Name),
      f:a('Seller_identifier', for $i in $p/cac:PartyIdentification/cbc:ID[not(@schemeID eq 'SEPA')]
        return map:merge((f:s('Content', $i), f:c('Scheme_identifier', $i/@schemeID)))),
      f:s('Seller_legal_registration_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID),
      f:c('Seller_legal_registration_identifier_Scheme_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID/@schemeID),
      f:s('Seller_VAT_identifier', $p/cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) eq 'VAT']/cbc:CompanyID),
      f:s('Seller_tax_registration_identifier', $p/cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) ne 'VAT']/cbc:CompanyID),
      f:s('Seller_additional_legal_information', $p/cac:PartyLegalEntity/cbc:CompanyLegalForm),
      f:w('Seller_electronic_address', $p/cbc:EndpointID, $p/cbc:EndpointID/@schemeID),
      f:o('SELLER_POSTAL_ADDRESS', f:address($p/cac:PostalAddress, 'Seller_')),
      f:o('SELLER_CONTACT', (
        f:s('Seller_contact_point', $p/cac:Contact/cbc:Name),
        f:s('Seller_contact_telephone_number', $p/cac:Contact/cbc:Telephone),
        f:s('Seller_contact_email_address', $p/cac:Contact/cbc:ElectronicMail)))"/>
  </xsl:function>

  <xsl:function name="f:buyer" as="map(*)*">
    <xsl:param name="p" as="element()?"/>
    <xsl:sequence select="
      f:s('Buyer_name', $p/cac:PartyLegalEntity/cbc:RegistrationName),
      f:s('Buyer_trading_name', $p/cac:PartyName/cbc:Name),
      f:s('Buyer_identifier', $p/cac:PartyIdentification/cbc:ID),
      f:c('Buyer_identifier_Scheme_identifier', $p/cac:PartyIdentification[1]/cbc:ID/@schemeID),
      f:s('Buyer_legal_registration_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID),
      f:c('Buyer_legal_registration_identifier_Scheme_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID/@schemeID),
      f:s('Buyer_VAT_identifier', ($p/cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) eq 'VAT'], $p/cac:PartyTaxScheme)[1]/cbc:CompanyID),
      f:s('Buyer_electronic_address', $p/cbc:EndpointID),
      f:c('Buyer_electronic_address_Scheme_identifier', $p/cbc:EndpointID/@schemeID),
      f:o('BUYER_POSTAL_ADDRESS', f:address($p/cac:PostalAddress, 'Buyer_')),
      f:o('BUYER_CONTACT', (
        f:s('Buyer_contact_point', $p/cac:Contact/cbc:Name),
        f:s('Buyer_contact_telephone_number', $p/cac:Contact/cbc:Telephone),
        f:s('Buyer_contact_email_address', $p/cac:Contact/cbc:ElectronicMail)))"/>
  </xsl:function>

  <xsl:function name="f:doc-ac" as="map(*)">
    <xsl:param name="a" as="element()"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:sequence select="map:merge((
      f:n(concat($p, 'amount'), $a/cbc:Amount),
      f:n(concat($p, 'base_amount'), $a/cbc:BaseAmount),
      f:n(concat($p, 'percentage'), $a/cbc:MultiplierFactorNumeric),
      f:c(concat($p, 'VAT_category_code'), $a/cac:TaxCategory/cbc:ID),
      f:n(concat($p, 'VAT_rate'), $a/cac:TaxCategory/cbc:Percent),
      f:s(concat($p, 'reason'), $a/cbc:AllowanceChargeReason),
      f:c(concat($p, 'reason_code'), $a/cbc:AllowanceChargeReasonCode)))"/>
  </xsl:function>

  <xsl:function name="f:line-ac" as="map(*)">
    <xsl:param name="a" as="element()"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:sequence select="map:merge((
      f:n(concat($p, 'amount'), $a/cbc:Amount),
      f:n(concat($p, 'base_amount'), $a/cbc:BaseAmount),
      f:n(concat($p, 'percentage'), $a/cbc:MultiplierFactorNumeric),
      f:s(concat($p, 'reason'), $a/cbc:AllowanceChargeReason),
      f:c(concat($p, 'reason_code'), $a/cbc:AllowanceChargeReasonCode)))"/>
  </xsl:function>
</xsl:stylesheet>
