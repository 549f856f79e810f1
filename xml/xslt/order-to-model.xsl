<?xml version="1.0" encoding="UTF-8"?>
<!--
  UBL 2.1 Order (Peppol BIS Ordering 3) → a pre-filled invoice model.
  Output: {"invoice": {...}, "notes": [...]}.
  Seller ← cac:SellerSupplierParty; buyer ← cac:AccountingCustomerParty (the party invoiced),
  each value missing there taken from cac:BuyerCustomerParty; order number cbc:ID → BT-13;
  cbc:CustomerReference → BT-10; delivery party and location → DELIVERY_INFORMATION; each
  cac:OrderLine/cac:LineItem → an invoice line whose BT-132 is the order line id. Requested
  delivery periods, anticipated totals and other order-only content become notes: the editor
  calculates the invoice's totals.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <xsl:include href="lib/import-common.xsl"/>
  <xsl:include href="lib/ubl-parts.xsl"/>
  <xsl:include href="lib/order-known.xsl"/>
  <xsl:output method="json" indent="no"/>

  <xsl:template match="/">
    <xsl:variable name="r" select="*"/>
    <xsl:sequence select="map{ 'invoice': f:order($r), 'notes': array{ f:order-notes($r) } }"/>
  </xsl:template>

  <xsl:function name="f:order" as="map(*)">
    <xsl:param name="r" as="element()"/>
    <xsl:variable name="acc" select="$r/cac:AccountingCustomerParty/cac:Party"/>
    <xsl:variable name="buyer" select="$r/cac:BuyerCustomerParty/cac:Party"/>
    <xsl:variable name="d" select="$r/cac:Delivery[1]"/>
    <xsl:sequence select="map:merge((
      f:c('Invoice_currency_code', $r/cbc:DocumentCurrencyCode),
      f:s('Buyer_reference', $r/cbc:CustomerReference),
      f:s('Project_reference', $r/cac:ProjectReference/cbc:ID),
      f:s('Contract_reference', $r/cac:Contract/cbc:ID),
      f:s('Purchase_order_reference', $r/cbc:ID),
      f:s('Sales_order_reference', $r/cbc:SalesOrderID),
      f:s('Tender_or_lot_reference', $r/cac:OriginatorDocumentReference/cbc:ID),
      f:s('Buyer_accounting_reference', $r/cbc:AccountingCost),
      f:s('Payment_terms', $r/cac:PaymentTerms/cbc:Note),
      f:a('INVOICE_NOTE', for $n in $r/cbc:Note return f:s('Invoice_note', $n)),
      f:o('SELLER', f:seller($r/cac:SellerSupplierParty/cac:Party)),
      f:o('BUYER', map:merge((f:buyer($acc), f:buyer($buyer)))),
      f:o('DELIVERY_INFORMATION', (
        f:s('Deliver_to_party_name', $d/cac:DeliveryParty/cac:PartyName/cbc:Name),
        f:s('Deliver_to_location_identifier', $d/cac:DeliveryLocation/cbc:ID),
        f:c('Deliver_to_location_identifier_Scheme_identifier', $d/cac:DeliveryLocation/cbc:ID/@schemeID),
        f:o('DELIVER_TO_ADDRESS', f:address($d/cac:DeliveryLocation/cac:Address, 'Deliver_to_')))),
      f:a('DOCUMENT_LEVEL_ALLOWANCES', for $a in $r/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'false']
        return f:doc-ac($a, 'Document_level_allowance_')),
      f:a('DOCUMENT_LEVEL_CHARGES', for $a in $r/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'true']
        return f:doc-ac($a, 'Document_level_charge_')),
      f:a('ADDITIONAL_SUPPORTING_DOCUMENTS', for $a in $r/cac:AdditionalDocumentReference return map:merge((
        f:s('Supporting_document_reference', $a/cbc:ID),
        f:s('Supporting_document_description', ($a/cbc:DocumentDescription, $a/cbc:DocumentType)),
        f:s('External_document_location', $a/cac:Attachment/cac:ExternalReference/cbc:URI),
        for $b in $a/cac:Attachment/cbc:EmbeddedDocumentBinaryObject return f:o('Attached_document', (
          f:c('Content', $b), f:s('Filename', $b/@filename), f:c('Mime_Code', $b/@mimeCode)))))),
      f:a('INVOICE_LINE', for $l in $r/cac:OrderLine return f:order-line($l))
    ))"/>
  </xsl:function>

  <xsl:function name="f:order-line" as="map(*)">
    <xsl:param name="ol" as="element()"/>
    <xsl:variable name="l" select="$ol/cac:LineItem"/>
    <xsl:variable name="item" select="$l/cac:Item"/>
    <xsl:variable name="price" select="$l/cac:Price"/>
    <xsl:sequence select="map:merge((
      f:o('Invoice_line_identifier', f:s('Content', $l/cbc:ID)),
      f:s('Invoice_line_note', ($ol/cbc:Note, $l/cbc:Note)),
      f:n('Invoiced_quantity', $l/cbc:Quantity),
      f:c('Invoiced_quantity_unit_of_measure_code', $l/cbc:Quantity/@unitCode),
      f:n('Invoice_line_net_amount', $l/cbc:LineExtensionAmount),
      f:s('Referenced_purchase_order_line_reference', $l/cbc:ID),
      f:s('Invoice_line_Buyer_accounting_reference', $l/cbc:AccountingCost),
      f:a('INVOICE_LINE_ALLOWANCES', for $a in $l/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'false']
        return f:line-ac($a, 'Invoice_line_allowance_')),
      f:a('INVOICE_LINE_CHARGES', for $a in $l/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'true']
        return f:line-ac($a, 'Invoice_line_charge_')),
      f:o('PRICE_DETAILS', (
        f:n('Item_net_price', $price/cbc:PriceAmount),
        f:n('Item_price_discount', $price/cac:AllowanceCharge/cbc:Amount),
        f:n('Item_gross_price', $price/cac:AllowanceCharge/cbc:BaseAmount),
        f:n('Item_price_base_quantity', $price/cbc:BaseQuantity),
        f:c('Item_price_base_quantity_unit_of_measure_code', $price/cbc:BaseQuantity/@unitCode))),
      f:o('LINE_VAT_INFORMATION', (
        f:c('Invoiced_item_VAT_category_code', $item/cac:ClassifiedTaxCategory/cbc:ID),
        f:n('Invoiced_item_VAT_rate', $item/cac:ClassifiedTaxCategory/cbc:Percent))),
      f:o('ITEM_INFORMATION', (
        f:s('Item_name', $item/cbc:Name),
        f:s('Item_description', $item/cbc:Description),
        f:s('Item_Sellers_identifier', $item/cac:SellersItemIdentification/cbc:ID),
        f:s('Item_Buyers_identifier', $item/cac:BuyersItemIdentification/cbc:ID),
        f:w('Item_standard_identifier', $item/cac:StandardItemIdentification/cbc:ID, $item/cac:StandardItemIdentification/cbc:ID/@schemeID),
        f:a('Item_classification_identifier', for $c in $item/cac:CommodityClassification/cbc:ItemClassificationCode return map:merge((
          f:s('Content', $c), f:c('Scheme_identifier', $c/@listID), f:c('Scheme_version_identifier', $c/@listVersionID)))),
        f:c('Item_country_of_origin', $item/cac:OriginCountry/cbc:IdentificationCode),
        f:a('ITEM_ATTRIBUTES', for $p in $item/cac:AdditionalItemProperty return map:merge((
          f:s('Item_attribute_name', $p/cbc:Name), f:s('Item_attribute_value', $p/cbc:Value))))))
    ))"/>
  </xsl:function>
</xsl:stylesheet>
