<?xml version="1.0" encoding="UTF-8"?>
<!-- CII groups of cii-to-model.xsl: parties, addresses, contacts, allowances and charges. -->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <!-- ram:ID (no scheme) or ram:GlobalID with its schemeID → a plain identifier and its x-extension scheme. -->
  <xsl:function name="f:id-pair" as="map(*)*">
    <xsl:param name="p" as="element()"/>
    <xsl:param name="key" as="xs:string"/>
    <xsl:variable name="i" select="($p/ram:ID, $p/ram:GlobalID)[1]"/>
    <xsl:sequence select="f:s($key, $i), f:c(concat($key, '_Scheme_identifier'), $i/@schemeID)"/>
  </xsl:function>

  <xsl:function name="f:address" as="map(*)*">
    <xsl:param name="a" as="element()?"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:sequence select="
      f:s(concat($p, 'address_line_1'), $a/ram:LineOne),
      f:s(concat($p, 'address_line_2'), $a/ram:LineTwo),
      f:s(concat($p, 'address_line_3'), $a/ram:LineThree),
      f:s(concat($p, 'city'), $a/ram:CityName),
      f:s(concat($p, 'post_code'), $a/ram:PostcodeCode),
      f:s(concat($p, 'country_subdivision'), $a/ram:CountrySubDivisionName),
      f:c(concat($p, 'country_code'), $a/ram:CountryID)"/>
  </xsl:function>

  <xsl:function name="f:contact" as="map(*)*">
    <xsl:param name="c" as="element()?"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:sequence select="
      f:s(concat($p, 'contact_point'), ($c/ram:PersonName, $c/ram:DepartmentName)),
      f:s(concat($p, 'contact_department'), $c/ram:DepartmentName),
      f:s(concat($p, 'contact_telephone_number'), $c/ram:TelephoneUniversalCommunication/ram:CompleteNumber),
      f:s(concat($p, 'contact_email_address'), $c/ram:EmailURIUniversalCommunication/ram:URIID)"/>
  </xsl:function>

  <xsl:function name="f:seller" as="map(*)*">
    <xsl:param name="p" as="element()?"/>
    <xsl:variable name="org" select="$p/ram:SpecifiedLegalOrganization"/>
    <xsl:sequence select="
      f:s('Seller_name', $p/ram:Name),
      f:s('Seller_trading_name', $org/ram:TradingBusinessName),
      f:a('Seller_identifier', for $i in $p/(ram:ID | ram:GlobalID)
        return map:merge((f:s('Content', $i), f:c('Scheme_identifier', $i/@schemeID)))),
      f:s('Seller_legal_registration_identifier', $org/ram:ID),
      f:c('Seller_legal_registration_identifier_Scheme_identifier', $org/ram:ID/@schemeID),
      f:s('Seller_VAT_identifier', $p/ram:SpecifiedTaxRegistration/ram:ID[normalize-space(@schemeID) eq 'VA']),
      f:s('Seller_tax_registration_identifier', $p/ram:SpecifiedTaxRegistration/ram:ID[normalize-space(@schemeID) ne 'VA']),
      f:s('Seller_additional_legal_information', $p/ram:Description),
      f:w('Seller_electronic_address', $p/ram:URIUniversalCommunication/ram:URIID, $p/ram:URIUniversalCommunication/ram:URIID/@schemeID),
      f:o('SELLER_POSTAL_ADDRESS', f:address($p/ram:PostalTradeAddress, 'Seller_')),
      f:o('SELLER_CONTACT', f:contact($p/ram:DefinedTradeContact[1], 'Seller_'))"/>
  </xsl:function>

  <xsl:function name="f:buyer" as="map(*)*">
    <xsl:param name="p" as="element()?"/>
    <xsl:variable name="org" select="$p/ram:SpecifiedLegalOrganization"/>
    <xsl:sequence select="
      f:s('Buyer_name', $p/ram:Name),
      f:s('Buyer_trading_name', $org/ram:TradingBusinessName),
      if ($p) then f:id-pair($p, 'Buyer_identifier') else (),
      f:s('Buyer_legal_registration_identifier', $org/ram:ID),
      f:c('Buyer_legal_registration_identifier_Scheme_identifier', $org/ram:ID/@schemeID),
      f:s('Buyer_VAT_identifier', ($p/ram:SpecifiedTaxRegistration/ram:ID[normalize-space(@schemeID) eq 'VA'], $p/ram:SpecifiedTaxRegistration/ram:ID)[1]),
      f:s('Buyer_electronic_address', $p/ram:URIUniversalCommunication/ram:URIID),
      f:c('Buyer_electronic_address_Scheme_identifier', $p/ram:URIUniversalCommunication/ram:URIID/@schemeID),
      f:o('BUYER_POSTAL_ADDRESS', f:address($p/ram:PostalTradeAddress, 'Buyer_')),
      f:o('BUYER_CONTACT', f:contact($p/ram:DefinedTradeContact[1], 'Buyer_'))"/>
  </xsl:function>

  <!-- An allowance or charge; document-level ones carry a VAT category and rate. -->
  <xsl:function name="f:ac" as="map(*)">
    <xsl:param name="a" as="element()"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:param name="withVat" as="xs:boolean"/>
    <xsl:sequence select="map:merge((
      f:n(concat($p, 'amount'), $a/ram:ActualAmount),
      f:n(concat($p, 'base_amount'), $a/ram:BasisAmount),
      f:n(concat($p, 'percentage'), $a/ram:CalculationPercent),
      if ($withVat) then (
        f:c(concat($p, 'VAT_category_code'), $a/ram:CategoryTradeTax/ram:CategoryCode),
        f:n(concat($p, 'VAT_rate'), $a/ram:CategoryTradeTax/ram:RateApplicablePercent)) else (),
      f:s(concat($p, 'reason'), $a/ram:Reason),
      f:c(concat($p, 'reason_code'), $a/ram:ReasonCode)))"/>
  </xsl:function>
</xsl:stylesheet>
