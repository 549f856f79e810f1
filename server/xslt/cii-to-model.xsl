<?xml version="1.0" encoding="UTF-8"?>
<!--
  UN/CEFACT CII D16B (XRechnung 3.0, EN 16931 CII binding) → the JSON invoice model.
  Output: {"invoice": {...}, "notes": [...], "syntax": "cii"}.
  Lossless and not normalising; dates of format 102 become yyyy-mm-dd, any other date text is
  kept raw (the rules flag it). Representation choices shared with the generation (NOTES-import.md):
  - BT-8: the CII codes (UNTDID 2475) 5 / 29 / 72 become the model's UNTDID 2005 codes 3 / 35 / 432;
  - BT-41 / BT-56: ram:PersonName, else ram:DepartmentName, is the contact point; a DepartmentName is
    also kept in the x-extension Seller_contact_department / Buyer_contact_department;
  - BT-84 in ram:ProprietaryID (not an IBAN) sets the x-extension Payment_account_identifier_Proprietary;
  - BT-149 / BT-150: the net price's ram:BasisQuantity, else the gross price's.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"
  xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <xsl:include href="lib/import-common.xsl"/>
  <xsl:include href="lib/cii-known.xsl"/>
  <xsl:include href="lib/cii-parts.xsl"/>
  <xsl:output method="json" indent="no"/>

  <xsl:template match="/">
    <xsl:variable name="r" select="*"/>
    <xsl:sequence select="map{
      'invoice': f:invoice($r),
      'notes': array{ f:cii-notes($r) },
      'syntax': 'cii' }"/>
  </xsl:template>

  <!-- UNTDID 2475 (CII) → UNTDID 2005 (model, UBL) for BT-8; other codes stay as written. -->
  <xsl:function name="f:tax-point-code" as="map(*)">
    <xsl:param name="c" as="element()?"/>
    <xsl:variable name="v" select="normalize-space($c)"/>
    <xsl:sequence select="if ($v eq '') then map{}
      else map{ 'Value_added_tax_point_date_code': (map{ '5': '3', '29': '35', '72': '432' }($v), $v)[1] }"/>
  </xsl:function>

  <xsl:function name="f:invoice" as="map(*)">
    <xsl:param name="r" as="element()"/>
    <xsl:variable name="doc" select="$r/rsm:ExchangedDocument"/>
    <xsl:variable name="tx" select="$r/rsm:SupplyChainTradeTransaction"/>
    <xsl:variable name="agr" select="$tx/ram:ApplicableHeaderTradeAgreement"/>
    <xsl:variable name="del" select="$tx/ram:ApplicableHeaderTradeDelivery"/>
    <xsl:variable name="set" select="$tx/ram:ApplicableHeaderTradeSettlement"/>
    <xsl:variable name="terms" select="$set/ram:SpecifiedTradePaymentTerms"/>
    <xsl:variable name="pm" select="$set/ram:SpecifiedTradeSettlementPaymentMeans"/>
    <xsl:variable name="refs" select="$agr/ram:AdditionalReferencedDocument"/>
    <xsl:variable name="obj" select="$refs[normalize-space(ram:TypeCode) eq '130'][1]"/>
    <xsl:sequence select="map:merge((
      f:o('Invoice_number', f:s('Content', $doc/ram:ID)),
      f:d('Invoice_issue_date', $doc/ram:IssueDateTime/udt:DateTimeString),
      f:c('Invoice_type_code', $doc/ram:TypeCode),
      f:c('Invoice_currency_code', $set/ram:InvoiceCurrencyCode),
      f:c('VAT_accounting_currency_code', $set/ram:TaxCurrencyCode),
      f:d('Value_added_tax_point_date', $set/ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString),
      f:tax-point-code(($set/ram:ApplicableTradeTax/ram:DueDateTypeCode)[1]),
      f:d('Payment_due_date', $terms/ram:DueDateDateTime/udt:DateTimeString),
      f:s('Buyer_reference', $agr/ram:BuyerReference),
      f:s('Project_reference', $agr/ram:SpecifiedProcuringProject/ram:ID),
      f:s('Contract_reference', $agr/ram:ContractReferencedDocument/ram:IssuerAssignedID),
      f:s('Purchase_order_reference', $agr/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID),
      f:s('Sales_order_reference', $agr/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID),
      f:s('Receiving_advice_reference', $del/ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID),
      f:s('Despatch_advice_reference', $del/ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID),
      f:s('Tender_or_lot_reference', $refs[normalize-space(ram:TypeCode) eq '50']/ram:IssuerAssignedID),
      f:w('Invoiced_object_identifier', $obj/ram:IssuerAssignedID, $obj/ram:ReferenceTypeCode),
      f:s('Buyer_accounting_reference', $set/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID),
      f:s('Payment_terms', $terms/ram:Description),
      f:a('INVOICE_NOTE', for $n in $doc/ram:IncludedNote return map:merge((
        f:c('Invoice_note_subject_code', $n/ram:SubjectCode), f:s('Invoice_note', $n/ram:Content)))),
      f:o('PROCESS_CONTROL', (
        f:c('Business_process_type', $r/rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID),
        f:o('Specification_identifier', f:c('Content', $r/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID)))),
      f:a('PRECEDING_INVOICE_REFERENCE', for $b in $set/ram:InvoiceReferencedDocument return map:merge((
        f:s('Preceding_Invoice_reference', $b/ram:IssuerAssignedID),
        f:d('Preceding_Invoice_issue_date', $b/ram:FormattedIssueDateTime/qdt:DateTimeString)))),
      f:o('SELLER', f:seller($agr/ram:SellerTradeParty)),
      f:o('BUYER', f:buyer($agr/ram:BuyerTradeParty)),
      f:o('PAYEE', for $p in $set/ram:PayeeTradeParty return (
        f:s('Payee_name', $p/ram:Name),
        f:id-pair($p, 'Payee_identifier'),
        f:s('Payee_legal_registration_identifier', $p/ram:SpecifiedLegalOrganization/ram:ID),
        f:c('Payee_legal_registration_identifier_Scheme_identifier', $p/ram:SpecifiedLegalOrganization/ram:ID/@schemeID))),
      f:o('SELLER_TAX_REPRESENTATIVE_PARTY', for $p in $agr/ram:SellerTaxRepresentativeTradeParty return (
        f:s('Seller_tax_representative_name', $p/ram:Name),
        f:s('Seller_tax_representative_VAT_identifier', $p/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']),
        f:o('SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS', f:address($p/ram:PostalTradeAddress, 'Tax_representative_')))),
      f:o('DELIVERY_INFORMATION', (
        for $s in $del/ram:ShipToTradeParty return (
          f:s('Deliver_to_party_name', $s/ram:Name),
          f:id-pair($s, 'Deliver_to_location_identifier'),
          f:o('DELIVER_TO_ADDRESS', f:address($s/ram:PostalTradeAddress, 'Deliver_to_'))),
        f:d('Actual_delivery_date', $del/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString),
        f:o('INVOICING_PERIOD', (
          f:d('Invoicing_period_start_date', $set/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString),
          f:d('Invoicing_period_end_date', $set/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString))))),
      f:o('PAYMENT_INSTRUCTIONS', if (empty($pm)) then () else (
        f:c('Payment_means_type_code', $pm/ram:TypeCode),
        f:s('Payment_means_text', $pm/ram:Information),
        f:s('Remittance_information', $set/ram:PaymentReference),
        f:a('CREDIT_TRANSFER', for $m in $pm[ram:PayeePartyCreditorFinancialAccount | ram:PayeeSpecifiedCreditorFinancialInstitution]
          return let $a := $m/ram:PayeePartyCreditorFinancialAccount return map:merge((
          f:s('Payment_account_identifier', ($a/ram:IBANID, $a/ram:ProprietaryID)),
          if (empty($a/ram:IBANID) and exists($a/ram:ProprietaryID)) then map{ 'Payment_account_identifier_Proprietary': true() } else map{},
          f:s('Payment_account_name', $a/ram:AccountName),
          f:s('Payment_service_provider_identifier', $m/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID)))),
        f:o('PAYMENT_CARD_INFORMATION', for $c in ($pm/ram:ApplicableTradeSettlementFinancialCard)[1] return (
          f:s('Payment_card_primary_account_number', $c/ram:ID),
          f:s('Payment_card_holder_name', $c/ram:CardholderName))),
        f:o('DIRECT_DEBIT', (
          f:s('Mandate_reference_identifier', $terms/ram:DirectDebitMandateID),
          f:s('Bank_assigned_creditor_identifier', $set/ram:CreditorReferenceID),
          f:s('Debited_account_identifier', $pm/ram:PayerPartyDebtorFinancialAccount/ram:IBANID))))),
      f:a('DOCUMENT_LEVEL_ALLOWANCES', for $a in $set/ram:SpecifiedTradeAllowanceCharge[normalize-space(ram:ChargeIndicator) eq 'false']
        return f:ac($a, 'Document_level_allowance_', true())),
      f:a('DOCUMENT_LEVEL_CHARGES', for $a in $set/ram:SpecifiedTradeAllowanceCharge[normalize-space(ram:ChargeIndicator) eq 'true']
        return f:ac($a, 'Document_level_charge_', true())),
      f:o('DOCUMENT_TOTALS', f:totals($set)),
      f:a('VAT_BREAKDOWN', for $t in $set/ram:ApplicableTradeTax return map:merge((
        f:n('VAT_category_taxable_amount', $t/ram:BasisAmount),
        f:n('VAT_category_tax_amount', $t/ram:CalculatedAmount),
        (: only a tax of type VAT carries a VAT category (BR-47, BR-48 read it so) :)
        f:c('VAT_category_code', $t[upper-case(ram:TypeCode) = 'VAT']/ram:CategoryCode),
        f:n('VAT_category_rate', $t[upper-case(ram:TypeCode) = 'VAT']/ram:RateApplicablePercent),
        f:c('VAT_exemption_reason_code', $t/ram:ExemptionReasonCode),
        f:s('VAT_exemption_reason_text', $t/ram:ExemptionReason)))),
      f:a('ADDITIONAL_SUPPORTING_DOCUMENTS', for $d in $refs[not(normalize-space(ram:TypeCode) = ('50', '130'))] return map:merge((
        f:s('Supporting_document_reference', $d/ram:IssuerAssignedID),
        f:s('Supporting_document_description', $d/ram:Name),
        f:s('External_document_location', $d/ram:URIID),
        for $b in $d/ram:AttachmentBinaryObject return f:o('Attached_document', (
          f:c('Content', $b), f:s('Filename', $b/@filename), f:c('Mime_Code', $b/@mimeCode)))))),
      f:a('INVOICE_LINE', for $l in $tx/ram:IncludedSupplyChainTradeLineItem return f:line($l))
    ))"/>
  </xsl:function>

  <xsl:function name="f:totals" as="map(*)*">
    <xsl:param name="set" as="element()?"/>
    <xsl:variable name="t" select="$set/ram:SpecifiedTradeSettlementHeaderMonetarySummation"/>
    <xsl:variable name="cur" select="normalize-space($set/ram:InvoiceCurrencyCode)"/>
    <xsl:variable name="taxCur" select="normalize-space($set/ram:TaxCurrencyCode)"/>
    <xsl:variable name="vat" select="$t/ram:TaxTotalAmount"/>
    <!-- BT-110 is the tax total in the invoice currency (absent when there is none, as KoSIT reads
         it); BT-111 the one in another currency, preferably BT-6. -->
    <xsl:variable name="inDoc" select="$vat[normalize-space(@currencyID) = ($cur, '')][1]"/>
    <xsl:variable name="inTax" select="($vat[normalize-space(@currencyID) eq $taxCur] except $inDoc, $vat except $inDoc)[1]"/>
    <xsl:sequence select="
      f:n('Sum_of_Invoice_line_net_amount', $t/ram:LineTotalAmount),
      f:n('Sum_of_allowances_on_document_level', $t/ram:AllowanceTotalAmount),
      f:n('Sum_of_charges_on_document_level', $t/ram:ChargeTotalAmount),
      f:n('Invoice_total_amount_without_VAT', $t/ram:TaxBasisTotalAmount),
      f:n('Invoice_total_VAT_amount', $inDoc),
      f:n('Invoice_total_VAT_amount_in_accounting_currency', $inTax),
      f:n('Invoice_total_amount_with_VAT', $t/ram:GrandTotalAmount),
      f:n('Paid_amount', $t/ram:TotalPrepaidAmount),
      f:n('Rounding_amount', $t/ram:RoundingAmount),
      f:n('Amount_due_for_payment', $t/ram:DuePayableAmount)"/>
  </xsl:function>

  <xsl:function name="f:line" as="map(*)">
    <xsl:param name="l" as="element()"/>
    <xsl:variable name="ld" select="$l/ram:AssociatedDocumentLineDocument"/>
    <xsl:variable name="prod" select="$l/ram:SpecifiedTradeProduct"/>
    <xsl:variable name="agr" select="$l/ram:SpecifiedLineTradeAgreement"/>
    <xsl:variable name="gross" select="$agr/ram:GrossPriceProductTradePrice"/>
    <xsl:variable name="net" select="$agr/ram:NetPriceProductTradePrice"/>
    <xsl:variable name="baseQ" select="($net/ram:BasisQuantity, $gross/ram:BasisQuantity)[1]"/>
    <xsl:variable name="set" select="$l/ram:SpecifiedLineTradeSettlement"/>
    <xsl:variable name="q" select="$l/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity"/>
    <xsl:variable name="obj" select="$set/ram:AdditionalReferencedDocument[normalize-space(ram:TypeCode) eq '130'][1]"/>
    <xsl:variable name="tax" select="$set/ram:ApplicableTradeTax[upper-case(ram:TypeCode) = 'VAT'][1]"/>
    <xsl:sequence select="map:merge((
      f:o('Invoice_line_identifier', f:s('Content', $ld/ram:LineID)),
      f:s('Invoice_line_note', $ld/ram:IncludedNote/ram:Content),
      f:w('Invoice_line_object_identifier', $obj/ram:IssuerAssignedID, $obj/ram:ReferenceTypeCode),
      f:n('Invoiced_quantity', $q),
      f:c('Invoiced_quantity_unit_of_measure_code', $q/@unitCode),
      f:n('Invoice_line_net_amount', $set/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount),
      f:s('Referenced_purchase_order_line_reference', $agr/ram:BuyerOrderReferencedDocument/ram:LineID),
      f:s('Invoice_line_Buyer_accounting_reference', $set/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID),
      f:o('INVOICE_LINE_PERIOD', (
        f:d('Invoice_line_period_start_date', $set/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString),
        f:d('Invoice_line_period_end_date', $set/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString))),
      f:a('INVOICE_LINE_ALLOWANCES', for $a in $set/ram:SpecifiedTradeAllowanceCharge[normalize-space(ram:ChargeIndicator) eq 'false']
        return f:ac($a, 'Invoice_line_allowance_', false())),
      f:a('INVOICE_LINE_CHARGES', for $a in $set/ram:SpecifiedTradeAllowanceCharge[normalize-space(ram:ChargeIndicator) eq 'true']
        return f:ac($a, 'Invoice_line_charge_', false())),
      f:o('PRICE_DETAILS', (
        f:n('Item_net_price', $net/ram:ChargeAmount),
        f:n('Item_price_discount', $gross/ram:AppliedTradeAllowanceCharge/ram:ActualAmount),
        f:n('Item_gross_price', $gross/ram:ChargeAmount),
        f:n('Item_price_base_quantity', $baseQ),
        f:c('Item_price_base_quantity_unit_of_measure_code', $baseQ/@unitCode))),
      f:o('LINE_VAT_INFORMATION', (
        f:c('Invoiced_item_VAT_category_code', $tax/ram:CategoryCode),
        f:n('Invoiced_item_VAT_rate', $tax/ram:RateApplicablePercent))),
      f:o('ITEM_INFORMATION', (
        f:s('Item_name', $prod/ram:Name),
        f:s('Item_description', $prod/ram:Description),
        f:s('Item_Sellers_identifier', $prod/ram:SellerAssignedID),
        f:s('Item_Buyers_identifier', $prod/ram:BuyerAssignedID),
        f:w('Item_standard_identifier', $prod/ram:GlobalID, $prod/ram:GlobalID/@schemeID),
        f:a('Item_classification_identifier', for $c in $prod/ram:DesignatedProductClassification/ram:ClassCode return map:merge((
          f:s('Content', $c), f:c('Scheme_identifier', $c/@listID), f:c('Scheme_version_identifier', $c/@listVersionID)))),
        f:c('Item_country_of_origin', $prod/ram:OriginTradeCountry/ram:ID),
        f:a('ITEM_ATTRIBUTES', for $c in $prod/ram:ApplicableProductCharacteristic return map:merge((
          f:s('Item_attribute_name', $c/ram:Description), f:s('Item_attribute_value', $c/ram:Value))))))
    ))"/>
  </xsl:function>
</xsl:stylesheet>
