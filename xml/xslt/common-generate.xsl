<?xml version="1.0" encoding="UTF-8"?>
<!--
  Shared functions of the generating stylesheets (model JSON → UBL / CII).
  The model arrives as JSON text; parse-json turns every number into an xs:double, so every
  number goes through xs:decimal before it is formatted.
  Contract with the caller (generate.ts): the model is PRUNED before it is passed, i.e. it holds
  no empty strings, nulls, empty arrays or empty objects and no editor ids. So "present" is simply
  exists(...), which keeps the per-line cost low.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:f="urn:xr-web-capture:functions"
  exclude-result-prefixes="#all">
  <?xr-model-keys?>

  <!-- The value of a {Content} wrapper (or the value itself when a draft holds a plain value). -->
  <xsl:function name="f:c" as="item()?">
    <xsl:param name="v" as="item()?"/>
    <xsl:sequence select="if ($v instance of map(*)) then $v?Content else $v"/>
  </xsl:function>

  <!-- Keys composed at run time from a prefix (Seller_, Buyer_, ... / Document_level_allowance_, ...)
       and a suffix. The values are literal model names, so the compile step can alias them like every
       other name (see src/xml/model-keys.ts); the '=' keeps the lookup side untouched. -->
  <xsl:variable name="composed-keys" as="map(xs:string, xs:string)" select="map {
      '=Seller_address_line_1': 'Seller_address_line_1',
      '=Seller_address_line_2': 'Seller_address_line_2',
      '=Seller_address_line_3': 'Seller_address_line_3',
      '=Seller_city': 'Seller_city',
      '=Seller_post_code': 'Seller_post_code',
      '=Seller_country_subdivision': 'Seller_country_subdivision',
      '=Seller_country_code': 'Seller_country_code',
      '=Buyer_address_line_1': 'Buyer_address_line_1',
      '=Buyer_address_line_2': 'Buyer_address_line_2',
      '=Buyer_address_line_3': 'Buyer_address_line_3',
      '=Buyer_city': 'Buyer_city',
      '=Buyer_post_code': 'Buyer_post_code',
      '=Buyer_country_subdivision': 'Buyer_country_subdivision',
      '=Buyer_country_code': 'Buyer_country_code',
      '=Tax_representative_address_line_1': 'Tax_representative_address_line_1',
      '=Tax_representative_address_line_2': 'Tax_representative_address_line_2',
      '=Tax_representative_address_line_3': 'Tax_representative_address_line_3',
      '=Tax_representative_city': 'Tax_representative_city',
      '=Tax_representative_post_code': 'Tax_representative_post_code',
      '=Tax_representative_country_subdivision': 'Tax_representative_country_subdivision',
      '=Tax_representative_country_code': 'Tax_representative_country_code',
      '=Deliver_to_address_line_1': 'Deliver_to_address_line_1',
      '=Deliver_to_address_line_2': 'Deliver_to_address_line_2',
      '=Deliver_to_address_line_3': 'Deliver_to_address_line_3',
      '=Deliver_to_city': 'Deliver_to_city',
      '=Deliver_to_post_code': 'Deliver_to_post_code',
      '=Deliver_to_country_subdivision': 'Deliver_to_country_subdivision',
      '=Deliver_to_country_code': 'Deliver_to_country_code',
      '=Document_level_allowance_amount': 'Document_level_allowance_amount',
      '=Document_level_allowance_base_amount': 'Document_level_allowance_base_amount',
      '=Document_level_allowance_percentage': 'Document_level_allowance_percentage',
      '=Document_level_allowance_reason': 'Document_level_allowance_reason',
      '=Document_level_allowance_reason_code': 'Document_level_allowance_reason_code',
      '=Document_level_charge_amount': 'Document_level_charge_amount',
      '=Document_level_charge_base_amount': 'Document_level_charge_base_amount',
      '=Document_level_charge_percentage': 'Document_level_charge_percentage',
      '=Document_level_charge_reason': 'Document_level_charge_reason',
      '=Document_level_charge_reason_code': 'Document_level_charge_reason_code',
      '=Document_level_allowance_VAT_category_code': 'Document_level_allowance_VAT_category_code',
      '=Document_level_allowance_VAT_rate': 'Document_level_allowance_VAT_rate',
      '=Document_level_charge_VAT_category_code': 'Document_level_charge_VAT_category_code',
      '=Document_level_charge_VAT_rate': 'Document_level_charge_VAT_rate'
    }"/>
  <xsl:function name="f:k" as="xs:string">
    <xsl:param name="name" as="xs:string"/>
    <xsl:sequence select="$composed-keys('=' || $name)"/>
  </xsl:function>

  <!-- Amounts: exactly two decimals. -->
  <xsl:function name="f:amt" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:sequence select="format-number(xs:decimal($v), '0.00')"/>
  </xsl:function>

  <!-- Unit prices: at least two decimals, up to nine (an imported price keeps what it had). -->
  <xsl:function name="f:price" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:sequence select="format-number(xs:decimal($v), '0.00#######')"/>
  </xsl:function>

  <!-- Quantities, percentages and rates: up to nine decimals, no trailing zeros (no float noise:
       a double carries about 15 significant digits). -->
  <xsl:function name="f:num" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:sequence select="format-number(xs:decimal($v), '0.#########')"/>
  </xsl:function>

  <!-- CII date format 102 (yyyymmdd) from the model's yyyy-mm-dd. -->
  <xsl:function name="f:d102" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:sequence select="translate(string($v), '-', '')"/>
  </xsl:function>

  <!-- Key of a VAT category and rate pair; an absent rate counts as 0 (category O has none). -->
  <xsl:function name="f:vat-key" as="xs:string">
    <xsl:param name="category" as="item()?"/>
    <xsl:param name="rate" as="item()?"/>
    <xsl:sequence select="string($category) || '|' || (if (exists($rate)) then string(xs:decimal($rate)) else '0')"/>
  </xsl:function>

  <!-- VAT category/rate pairs used by lines, document allowances and charges (distinct pairs are
       collected as written first). generate.ts passes INVOICE_LINE reduced to the lines' distinct
       LINE_VAT_INFORMATION: the lines themselves are written by src/xml/writer/lines.ts. -->
  <xsl:function name="f:used-vat-keys" as="xs:string*">
    <xsl:param name="inv" as="map(*)"/>
    <xsl:variable name="raw" select="distinct-values((
        $inv?INVOICE_LINE?*?LINE_VAT_INFORMATION ! (?Invoiced_item_VAT_category_code || '|' || ?Invoiced_item_VAT_rate),
        $inv?DOCUMENT_LEVEL_ALLOWANCES?* ! (?Document_level_allowance_VAT_category_code || '|' || ?Document_level_allowance_VAT_rate),
        $inv?DOCUMENT_LEVEL_CHARGES?* ! (?Document_level_charge_VAT_category_code || '|' || ?Document_level_charge_VAT_rate)))"/>
    <xsl:sequence select="distinct-values($raw ! f:vat-key(substring-before(., '|'), substring-after(., '|')[. ne '']))"/>
  </xsl:function>

  <!-- VAT breakdown rows that a line, allowance or charge uses (editor default rows are left out). -->
  <xsl:function name="f:vat-rows" as="map(*)*">
    <xsl:param name="inv" as="map(*)"/>
    <xsl:variable name="used" select="f:used-vat-keys($inv)"/>
    <xsl:sequence select="$inv?VAT_BREAKDOWN?*[f:vat-key(?VAT_category_code, ?VAT_category_rate) = $used]"/>
  </xsl:function>

  <!-- A line / allowance / charge VAT rate is written unless the category is O (BR-O-05/06/07). -->
  <xsl:function name="f:rate-allowed" as="xs:boolean">
    <xsl:param name="category" as="item()?"/>
    <xsl:param name="rate" as="item()?"/>
    <xsl:sequence select="exists($rate) and string($category) ne 'O'"/>
  </xsl:function>

  <!-- Rate of a VAT breakdown row: as given; 0 for category O without one (BR-DE-14 wants BT-119). -->
  <xsl:function name="f:breakdown-rate" as="item()?">
    <xsl:param name="row" as="map(*)"/>
    <xsl:sequence select="($row?VAT_category_rate, 0[$row?VAT_category_code = 'O'])[1]"/>
  </xsl:function>

  <!-- BT-6 is written only when it differs from BT-5 (PEPPOL-EN16931-R005). -->
  <xsl:function name="f:tax-currency" as="xs:string?">
    <xsl:param name="inv" as="map(*)"/>
    <xsl:param name="currency" as="xs:string"/>
    <xsl:sequence select="$inv?VAT_accounting_currency_code[string(.) ne $currency] ! string(.)"/>
  </xsl:function>

  <!-- BT-8: the model holds UNTDID 2005 codes (3, 35, 432) as UBL does; CII uses UNTDID 2475. -->
  <xsl:function name="f:bt8-ubl" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:variable name="s" select="string($v)"/>
    <xsl:sequence select="if ($s = '5') then '3' else if ($s = '29') then '35' else if ($s = '72') then '432' else $s"/>
  </xsl:function>
  <xsl:function name="f:bt8-cii" as="xs:string">
    <xsl:param name="v" as="item()"/>
    <xsl:variable name="s" select="string($v)"/>
    <xsl:sequence select="if ($s = '3') then '5' else if ($s = '35') then '29' else if ($s = '432') then '72' else $s"/>
  </xsl:function>
</xsl:stylesheet>
