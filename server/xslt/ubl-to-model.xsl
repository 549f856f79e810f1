<?xml version="1.0" encoding="UTF-8"?>
<!--
  UBL 2.1 Invoice / CreditNote (XRechnung 3.0, EN 16931 UBL binding) → the JSON invoice model.
  Output: {"invoice": {...}, "notes": [...], "syntax": "ubl"}.
  Lossless and not normalising: every BT is copied as written (numbers as JSON numbers keeping
  their decimals, dates as written); whatever has no place in the model becomes a note.
  Representation choices shared with the generation (see NOTES-import.md):
  - BT-21: a note "#CODE#text" → Invoice_note_subject_code CODE, Invoice_note text;
  - BT-90: cac:PartyIdentification/cbc:ID[@schemeID='SEPA'] of the seller (or payee);
  - BG-16: code, text and remittance from the first cac:PaymentMeans, credit transfers from all;
  - CreditNote: BT-11 may stand in cac:AdditionalDocumentReference with DocumentTypeCode 50 (a
    CreditNote has no cac:ProjectReference); cac:OrderReference/cbc:ID 'NA' beside a SalesOrderID
    is the generation's filler, not a BT-13.
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
  <xsl:include href="lib/ubl-known.xsl"/>
  <xsl:output method="json" indent="no"/>

  <xsl:template match="/">
    <xsl:variable name="r" select="*"/>
    <xsl:sequence select="map{
      'invoice': f:invoice($r),
      'notes': array{ f:ubl-notes($r) },
      'syntax': 'ubl' }"/>
  </xsl:template>

  <xsl:function name="f:invoice" as="map(*)">
    <xsl:param name="r" as="element()"/>
    <xsl:variable name="pm" select="$r/cac:PaymentMeans"/>
    <xsl:variable name="seller" select="$r/cac:AccountingSupplierParty/cac:Party"/>
    <xsl:variable name="sepa" select="($seller/cac:PartyIdentification/cbc:ID[@schemeID eq 'SEPA'],
                                      $r/cac:PayeeParty/cac:PartyIdentification/cbc:ID[@schemeID eq 'SEPA'])[1]"/>
    <xsl:sequence select="map:merge((
      f:o('Invoice_number', f:s('Content', $r/cbc:ID)),
      f:c('Invoice_issue_date', $r/cbc:IssueDate),
      f:c('Invoice_type_code', ($r/cbc:InvoiceTypeCode, $r/cbc:CreditNoteTypeCode)),
      f:c('Invoice_currency_code', $r/cbc:DocumentCurrencyCode),
      f:c('VAT_accounting_currency_code', $r/cbc:TaxCurrencyCode),
      f:c('Value_added_tax_point_date', $r/cbc:TaxPointDate),
      f:c('Value_added_tax_point_date_code', $r/cac:InvoicePeriod/cbc:DescriptionCode),
      f:c('Payment_due_date', ($r/cbc:DueDate, $pm/cbc:PaymentDueDate)),
      f:s('Buyer_reference', $r/cbc:BuyerReference),
      f:s('Project_reference', ($r/cac:ProjectReference/cbc:ID, $r[local-name() eq 'CreditNote']/cac:AdditionalDocumentReference[normalize-space(cbc:DocumentTypeCode) eq '50']/cbc:ID)),
      f:s('Contract_reference', $r/cac:ContractDocumentReference/cbc:ID),
      f:s('Purchase_order_reference', $r/cac:OrderReference/cbc:ID[not(. eq 'NA' and exists(../cbc:SalesOrderID))]),
      f:s('Sales_order_reference', $r/cac:OrderReference/cbc:SalesOrderID),
      f:s('Receiving_advice_reference', $r/cac:ReceiptDocumentReference/cbc:ID),
      f:s('Despatch_advice_reference', $r/cac:DespatchDocumentReference/cbc:ID),
      f:s('Tender_or_lot_reference', $r/cac:OriginatorDocumentReference/cbc:ID),
      (for $d in ($r/cac:AdditionalDocumentReference[normalize-space(cbc:DocumentTypeCode) eq '130'])[1]
        return f:w('Invoiced_object_identifier', $d/cbc:ID, $d/cbc:ID/@schemeID)),
      f:s('Buyer_accounting_reference', $r/cbc:AccountingCost),
      f:s('Payment_terms', $r/cac:PaymentTerms/cbc:Note),
      f:a('INVOICE_NOTE', for $n in $r/cbc:Note return f:note(string($n))),
      f:o('PROCESS_CONTROL', (
        f:c('Business_process_type', $r/cbc:ProfileID),
        f:o('Specification_identifier', f:c('Content', $r/cbc:CustomizationID)))),
      f:a('PRECEDING_INVOICE_REFERENCE', for $b in $r/cac:BillingReference/cac:InvoiceDocumentReference return map:merge((
        f:s('Preceding_Invoice_reference', $b/cbc:ID),
        f:c('Preceding_Invoice_issue_date', $b/cbc:IssueDate)))),
      f:o('SELLER', f:seller($seller)),
      f:o('BUYER', f:buyer($r/cac:AccountingCustomerParty/cac:Party)),
      f:o('PAYEE', for $p in $r/cac:PayeeParty return (
        f:s('Payee_name', $p/cac:PartyName/cbc:Name),
        for $i in ($p/cac:PartyIdentification/cbc:ID[not(@schemeID eq 'SEPA')])[1] return (
          f:s('Payee_identifier', $i), f:c('Payee_identifier_Scheme_identifier', $i/@schemeID)),
        f:s('Payee_legal_registration_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID),
        f:c('Payee_legal_registration_identifier_Scheme_identifier', $p/cac:PartyLegalEntity/cbc:CompanyID/@schemeID))),
      f:o('SELLER_TAX_REPRESENTATIVE_PARTY', for $p in $r/cac:TaxRepresentativeParty return (
        f:s('Seller_tax_representative_name', $p/cac:PartyName/cbc:Name),
        f:s('Seller_tax_representative_VAT_identifier', $p/cac:PartyTaxScheme[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT']/cbc:CompanyID),
        f:o('SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS', f:address($p/cac:PostalAddress, 'Tax_representative_')))),
      f:o('DELIVERY_INFORMATION', (
        for $d in ($r/cac:Delivery)[1] return (
          f:s('Deliver_to_party_name', $d/cac:DeliveryParty/cac:PartyName/cbc:Name),
          f:s('Deliver_to_location_identifier', $d/cac:DeliveryLocation/cbc:ID),
          f:c('Deliver_to_location_identifier_Scheme_identifier', $d/cac:DeliveryLocation/cbc:ID/@schemeID),
          f:c('Actual_delivery_date', $d/cbc:ActualDeliveryDate),
          f:o('DELIVER_TO_ADDRESS', f:address($d/cac:DeliveryLocation/cac:Address, 'Deliver_to_'))),
        f:o('INVOICING_PERIOD', (
          f:c('Invoicing_period_start_date', $r/cac:InvoicePeriod/cbc:StartDate),
          f:c('Invoicing_period_end_date', $r/cac:InvoicePeriod/cbc:EndDate))))),
      f:o('PAYMENT_INSTRUCTIONS', if (empty($pm)) then () else (
        f:c('Payment_means_type_code', $pm/cbc:PaymentMeansCode),
        f:s('Payment_means_text', $pm/cbc:PaymentMeansCode/@name),
        f:s('Remittance_information', $pm/cbc:PaymentID),
        f:a('CREDIT_TRANSFER', for $a in $pm/cac:PayeeFinancialAccount return map:merge((
          f:s('Payment_account_identifier', $a/cbc:ID),
          f:s('Payment_account_name', $a/cbc:Name),
          f:s('Payment_service_provider_identifier', $a/cac:FinancialInstitutionBranch/cbc:ID)))),
        f:o('PAYMENT_CARD_INFORMATION', for $c in ($pm/cac:CardAccount)[1] return (
          f:s('Payment_card_primary_account_number', $c/cbc:PrimaryAccountNumberID),
          f:s('Payment_card_holder_name', $c/cbc:HolderName))),
        f:o('DIRECT_DEBIT', (
          f:s('Mandate_reference_identifier', $pm/cac:PaymentMandate/cbc:ID),
          f:s('Bank_assigned_creditor_identifier', $sepa),
          if (exists($r/cac:PayeeParty) and exists($sepa[ancestor::cac:AccountingSupplierParty]))
            then map{ 'Bank_assigned_creditor_identifier_Party': 'SELLER' } else map{},
          f:s('Debited_account_identifier', $pm/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID))))),
      f:a('DOCUMENT_LEVEL_ALLOWANCES', for $a in $r/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'false']
        return f:doc-ac($a, 'Document_level_allowance_')),
      f:a('DOCUMENT_LEVEL_CHARGES', for $a in $r/cac:AllowanceCharge[normalize-space(cbc:ChargeIndicator) eq 'true']
        return f:doc-ac($a, 'Document_level_charge_')),
      f:a('THIRD_PARTY_PAYMENT', for $p in $r/cac:PrepaidPayment return map:merge((
        f:s('Third_party_payment_type', $p/cbc:ID),
        f:n('Third_party_payment_amount', $p/cbc:PaidAmount),
        f:s('Third_party_payment_description', $p/cbc:InstructionID)))),
      f:o('DOCUMENT_TOTALS', f:totals($r)),
      f:a('VAT_BREAKDOWN', for $t in $r/cac:TaxTotal/cac:TaxSubtotal return
        (: only a category of the tax scheme VAT is a VAT category (BR-47, BR-48 read it so) :)
        let $c := $t/cac:TaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT'] return map:merge((
        f:n('VAT_category_taxable_amount', $t/cbc:TaxableAmount),
        f:n('VAT_category_tax_amount', $t/cbc:TaxAmount),
        f:c('VAT_category_code', $c/cbc:ID),
        f:n('VAT_category_rate', $c/cbc:Percent),
        f:c('VAT_exemption_reason_code', $c/cbc:TaxExemptionReasonCode),
        f:s('VAT_exemption_reason_text', $c/cbc:TaxExemptionReason)))),
      f:a('ADDITIONAL_SUPPORTING_DOCUMENTS', for $d in $r/cac:AdditionalDocumentReference[not(normalize-space(cbc:DocumentTypeCode) = ('130', if (local-name($r) eq 'CreditNote') then '50' else ()))]
        return map:merge((
          f:s('Supporting_document_reference', $d/cbc:ID),
          f:s('Supporting_document_description', $d/cbc:DocumentDescription),
          f:s('External_document_location', $d/cac:Attachment/cac:ExternalReference/cbc:URI),
          for $b in $d/cac:Attachment/cbc:EmbeddedDocumentBinaryObject return f:o('Attached_document', (
            f:c('Content', $b), f:s('Filename', $b/@filename), f:c('Mime_Code', $b/@mimeCode)))))),
      f:a('INVOICE_LINE', for $l in $r/(cac:InvoiceLine | cac:CreditNoteLine) return f:line($l))
    ))"/>
  </xsl:function>

  <xsl:function name="f:totals" as="map(*)*">
    <xsl:param name="r" as="element()"/>
    <xsl:variable name="t" select="$r/cac:LegalMonetaryTotal"/>
    <xsl:variable name="cur" select="normalize-space($r/cbc:DocumentCurrencyCode)"/>
    <xsl:variable name="taxCur" select="normalize-space($r/cbc:TaxCurrencyCode)"/>
    <xsl:variable name="vat" select="$r/cac:TaxTotal/cbc:TaxAmount"/>
    <!-- BT-110 is the tax total in the invoice currency (absent when there is none, as KoSIT reads
         it); BT-111 the one in another currency, preferably BT-6. -->
    <xsl:variable name="inDoc" select="$vat[normalize-space(@currencyID) = ($cur, '')][1]"/>
    <xsl:variable name="inTax" select="($vat[normalize-space(@currencyID) eq $taxCur] except $inDoc, $vat except $inDoc)[1]"/>
    <xsl:sequence select="
      f:n('Sum_of_Invoice_line_net_amount', $t/cbc:LineExtensionAmount),
      f:n('Sum_of_allowances_on_document_level', $t/cbc:AllowanceTotalAmount),
      f:n('Sum_of_charges_on_document_level', $t/cbc:ChargeTotalAmount),
      f:n('Invoice_total_amount_without_VAT', $t/cbc:TaxExclusiveAmount),
      f:n('Invoice_total_VAT_amount', $inDoc),
      f:n('Invoice_total_VAT_amount_in_accounting_currency', $inTax),
      f:n('Invoice_total_amount_with_VAT', $t/cbc:TaxInclusiveAmount),
      f:n('Paid_amount', $t/cbc:PrepaidAmount),
      f:n('Rounding_amount', $t/cbc:PayableRoundingAmount),
      f:n('Amount_due_for_payment', $t/cbc:PayableAmount)"/>
  </xsl:function>

  <xsl:function name="f:line" as="map(*)">
    <xsl:param name="l" as="element()"/>
    <xsl:variable name="q" select="($l/cbc:InvoicedQuantity, $l/cbc:CreditedQuantity)[1]"/>
    <xsl:variable name="item" select="$l/cac:Item"/>
    <xsl:variable name="price" select="$l/cac:Price"/>
    <xsl:variable name="objRef" select="($l/cac:DocumentReference[normalize-space(cbc:DocumentTypeCode) eq '130'])[1]/cbc:ID"/>
    <xsl:sequence select="map:merge((
      f:o('Invoice_line_identifier', f:s('Content', $l/cbc:ID)),
      f:s('Invoice_line_note', $l/cbc:Note),
      f:w('Invoice_line_object_identifier', $objRef, $objRef/@schemeID),
      f:n('Invoiced_quantity', $q),
      f:c('Invoiced_quantity_unit_of_measure_code', $q/@unitCode),
      f:n('Invoice_line_net_amount', $l/cbc:LineExtensionAmount),
      f:s('Referenced_purchase_order_line_reference', $l/cac:OrderLineReference/cbc:LineID),
      f:s('Invoice_line_Buyer_accounting_reference', $l/cbc:AccountingCost),
      f:o('INVOICE_LINE_PERIOD', (
        f:c('Invoice_line_period_start_date', $l/cac:InvoicePeriod/cbc:StartDate),
        f:c('Invoice_line_period_end_date', $l/cac:InvoicePeriod/cbc:EndDate))),
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
        f:c('Invoiced_item_VAT_category_code', $item/cac:ClassifiedTaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT']/cbc:ID),
        f:n('Invoiced_item_VAT_rate', $item/cac:ClassifiedTaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT']/cbc:Percent))),
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
