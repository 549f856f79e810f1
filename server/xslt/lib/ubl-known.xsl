<?xml version="1.0" encoding="UTF-8"?>
<!--
  UBL paths (below the document element) that ubl-to-model.xsl maps into the model, as templates
  of mode f:cover (lib/import-common.xsl): a leaf or attribute not matched here, or a repeated
  element of which the model holds only the first, is reported as a note. Invoice and CreditNote.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <!-- ===== mode f:cover ===== -->
  <!-- Leaves with a place in the model: only their attributes are looked at. -->
  <xsl:template mode="f:cover" priority="2" match="
    /*/cbc:CustomizationID
    | /*/cbc:ProfileID
    | /*/cbc:ID
    | /*/cbc:IssueDate
    | /*/cbc:DueDate
    | /*/cbc:InvoiceTypeCode
    | /*/cbc:CreditNoteTypeCode
    | /*/cbc:Note
    | /*/cbc:TaxPointDate
    | /*/cbc:DocumentCurrencyCode
    | /*/cbc:TaxCurrencyCode
    | /*/cbc:AccountingCost
    | /*/cbc:BuyerReference
    | /*/cac:InvoicePeriod/cbc:StartDate
    | /*/cac:InvoicePeriod/cbc:EndDate
    | /*/cac:InvoicePeriod/cbc:DescriptionCode
    | /*/cac:OrderReference/cbc:ID
    | /*/cac:OrderReference/cbc:SalesOrderID
    | /*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID
    | /*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate
    | /*/cac:DespatchDocumentReference/cbc:ID
    | /*/cac:ReceiptDocumentReference/cbc:ID
    | /*/cac:OriginatorDocumentReference/cbc:ID
    | /*/cac:ContractDocumentReference/cbc:ID
    | /*/cac:AdditionalDocumentReference/cbc:ID
    | /*/cac:AdditionalDocumentReference/cbc:DocumentDescription
    | /*/cac:AdditionalDocumentReference/cbc:DocumentTypeCode
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cac:ExternalReference/cbc:URI
    | /*/cac:ProjectReference/cbc:ID
    | /*/cac:PayeeParty/cac:PartyIdentification/cbc:ID
    | /*/cac:PayeeParty/cac:PartyName/cbc:Name
    | /*/cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID
    | /*/cac:TaxRepresentativeParty/cac:PartyName/cbc:Name
    | /*/cac:TaxRepresentativeParty/cac:PartyTaxScheme/cbc:CompanyID
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cbc:StreetName
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cbc:AdditionalStreetName
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cac:AddressLine/cbc:Line
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cbc:CityName
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cbc:PostalZone
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cbc:CountrySubentity
    | /*/cac:TaxRepresentativeParty/cac:PostalAddress/cac:Country/cbc:IdentificationCode
    | /*/cac:Delivery/cbc:ActualDeliveryDate
    | /*/cac:Delivery/cac:DeliveryLocation/cbc:ID
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:StreetName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:AdditionalStreetName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cac:AddressLine/cbc:Line
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:CityName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:PostalZone
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:CountrySubentity
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode
    | /*/cac:Delivery/cac:DeliveryParty/cac:PartyName/cbc:Name
    | /*/cac:PaymentMeans/cbc:PaymentMeansCode
    | /*/cac:PaymentMeans/cbc:PaymentDueDate
    | /*/cac:PaymentMeans/cbc:PaymentID
    | /*/cac:PaymentMeans/cac:CardAccount/cbc:PrimaryAccountNumberID
    | /*/cac:PaymentMeans/cac:CardAccount/cbc:HolderName
    | /*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID
    | /*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:Name
    | /*/cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID
    | /*/cac:PaymentMeans/cac:PaymentMandate/cbc:ID
    | /*/cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID
    | /*/cac:PaymentTerms/cbc:Note
    | /*/cac:PrepaidPayment/cbc:ID
    | /*/cac:PrepaidPayment/cbc:PaidAmount
    | /*/cac:PrepaidPayment/cbc:InstructionID
    | /*/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode
    | /*/cac:AllowanceCharge/cbc:AllowanceChargeReason
    | /*/cac:AllowanceCharge/cbc:MultiplierFactorNumeric
    | /*/cac:AllowanceCharge/cbc:Amount
    | /*/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:AllowanceCharge/cac:TaxCategory/cbc:ID
    | /*/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent
    | /*/cac:TaxTotal/cbc:TaxAmount
    | /*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount
    | /*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount
    | /*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID
    | /*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent
    | /*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode
    | /*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReason
    | /*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount
    | /*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount
    | /*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount
    | /*/cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount
    | /*/cac:LegalMonetaryTotal/cbc:ChargeTotalAmount
    | /*/cac:LegalMonetaryTotal/cbc:PrepaidAmount
    | /*/cac:LegalMonetaryTotal/cbc:PayableRoundingAmount
    | /*/cac:LegalMonetaryTotal/cbc:PayableAmount
    | /*/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:StreetName
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:AdditionalStreetName
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:AddressLine/cbc:Line
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:CityName
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:PostalZone
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:CountrySubentity
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm
    | /*/cac:AccountingSupplierParty/cac:Party/cac:Contact/cbc:Name
    | /*/cac:AccountingSupplierParty/cac:Party/cac:Contact/cbc:Telephone
    | /*/cac:AccountingSupplierParty/cac:Party/cac:Contact/cbc:ElectronicMail
    | /*/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:StreetName
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:AdditionalStreetName
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:AddressLine/cbc:Line
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:CityName
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:PostalZone
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cbc:CountrySubentity
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm
    | /*/cac:AccountingCustomerParty/cac:Party/cac:Contact/cbc:Name
    | /*/cac:AccountingCustomerParty/cac:Party/cac:Contact/cbc:Telephone
    | /*/cac:AccountingCustomerParty/cac:Party/cac:Contact/cbc:ElectronicMail">
    <xsl:apply-templates select="@*" mode="#current"/>
  </xsl:template>

  <!-- Attributes with a place in the model. -->
  <xsl:template mode="f:cover" priority="2" match="
    /*/cac:AdditionalDocumentReference/cbc:ID/@schemeID
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@mimeCode
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@filename
    | /*/cac:PayeeParty/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID/@schemeID
    | /*/cac:Delivery/cac:DeliveryLocation/cbc:ID/@schemeID
    | /*/cac:PaymentMeans/cbc:PaymentMeansCode/@name
    | /*/cac:PrepaidPayment/cbc:PaidAmount/@currencyID
    | /*/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:TaxTotal/cbc:TaxAmount/@currencyID
    | /*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount/@currencyID
    | /*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount/@currencyID
    | /*/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID
    | /*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:ChargeTotalAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:PrepaidAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:PayableRoundingAmount/@currencyID
    | /*/cac:LegalMonetaryTotal/cbc:PayableAmount/@currencyID"/>

  <!-- Syntax constants (no business value). -->
  <xsl:template mode="f:cover" priority="3" match="
    /*/cbc:UBLVersionID
    | /*/cac:PaymentMeans/cac:CardAccount/cbc:NetworkID[normalize-space(.) eq 'NA']
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:TaxRepresentativeParty/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:AllowanceCharge/cac:TaxCategory/cac:TaxScheme/cbc:ID
    | /*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID"/>

  <!-- Elements of which only the first occurrence has a place in the model. -->
  <xsl:template mode="f:cover" priority="4" match="
    /*/cac:InvoicePeriod[preceding-sibling::cac:InvoicePeriod]
    | /*/cac:DespatchDocumentReference[preceding-sibling::cac:DespatchDocumentReference]
    | /*/cac:ReceiptDocumentReference[preceding-sibling::cac:ReceiptDocumentReference]
    | /*/cac:OriginatorDocumentReference[preceding-sibling::cac:OriginatorDocumentReference]
    | /*/cac:ContractDocumentReference[preceding-sibling::cac:ContractDocumentReference]
    | /*/cac:ProjectReference[preceding-sibling::cac:ProjectReference]
    | /*/cac:Delivery[preceding-sibling::cac:Delivery]
    | /*/cac:PaymentTerms[preceding-sibling::cac:PaymentTerms]
    | /*/cac:PaymentTerms/cbc:Note[preceding-sibling::cbc:Note]
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:AddressLine[preceding-sibling::cac:AddressLine]
    | /*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity[preceding-sibling::cac:PartyLegalEntity]
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:AddressLine[preceding-sibling::cac:AddressLine]
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity[preceding-sibling::cac:PartyLegalEntity]">
    <xsl:sequence select="f:note-repeat(.)"/>
  </xsl:template>

  <!-- ===== mode f:cover-line ===== -->
  <!-- Leaves with a place in the model: only their attributes are looked at. -->
  <xsl:template mode="f:cover-line" priority="2" match="
    /*/cac:InvoiceLine/cbc:ID
    | /*/cac:InvoiceLine/cbc:Note
    | /*/cac:InvoiceLine/cbc:InvoicedQuantity
    | /*/cac:InvoiceLine/cbc:LineExtensionAmount
    | /*/cac:InvoiceLine/cbc:AccountingCost
    | /*/cac:InvoiceLine/cac:InvoicePeriod/cbc:StartDate
    | /*/cac:InvoiceLine/cac:InvoicePeriod/cbc:EndDate
    | /*/cac:InvoiceLine/cac:OrderLineReference/cbc:LineID
    | /*/cac:InvoiceLine/cac:DocumentReference/cbc:ID
    | /*/cac:InvoiceLine/cac:DocumentReference/cbc:DocumentTypeCode
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:AllowanceChargeReason
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:MultiplierFactorNumeric
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:Amount
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:InvoiceLine/cac:Item/cbc:Description
    | /*/cac:InvoiceLine/cac:Item/cbc:Name
    | /*/cac:InvoiceLine/cac:Item/cac:BuyersItemIdentification/cbc:ID
    | /*/cac:InvoiceLine/cac:Item/cac:SellersItemIdentification/cbc:ID
    | /*/cac:InvoiceLine/cac:Item/cac:StandardItemIdentification/cbc:ID
    | /*/cac:InvoiceLine/cac:Item/cac:OriginCountry/cbc:IdentificationCode
    | /*/cac:InvoiceLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode
    | /*/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID
    | /*/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent
    | /*/cac:InvoiceLine/cac:Item/cac:AdditionalItemProperty/cbc:Name
    | /*/cac:InvoiceLine/cac:Item/cac:AdditionalItemProperty/cbc:Value
    | /*/cac:InvoiceLine/cac:Price/cbc:PriceAmount
    | /*/cac:InvoiceLine/cac:Price/cbc:BaseQuantity
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:Amount
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:CreditNoteLine/cbc:ID
    | /*/cac:CreditNoteLine/cbc:Note
    | /*/cac:CreditNoteLine/cbc:CreditedQuantity
    | /*/cac:CreditNoteLine/cbc:LineExtensionAmount
    | /*/cac:CreditNoteLine/cbc:AccountingCost
    | /*/cac:CreditNoteLine/cac:InvoicePeriod/cbc:StartDate
    | /*/cac:CreditNoteLine/cac:InvoicePeriod/cbc:EndDate
    | /*/cac:CreditNoteLine/cac:OrderLineReference/cbc:LineID
    | /*/cac:CreditNoteLine/cac:DocumentReference/cbc:ID
    | /*/cac:CreditNoteLine/cac:DocumentReference/cbc:DocumentTypeCode
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:AllowanceChargeReason
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:MultiplierFactorNumeric
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:Amount
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:CreditNoteLine/cac:Item/cbc:Description
    | /*/cac:CreditNoteLine/cac:Item/cbc:Name
    | /*/cac:CreditNoteLine/cac:Item/cac:BuyersItemIdentification/cbc:ID
    | /*/cac:CreditNoteLine/cac:Item/cac:SellersItemIdentification/cbc:ID
    | /*/cac:CreditNoteLine/cac:Item/cac:StandardItemIdentification/cbc:ID
    | /*/cac:CreditNoteLine/cac:Item/cac:OriginCountry/cbc:IdentificationCode
    | /*/cac:CreditNoteLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode
    | /*/cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID
    | /*/cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent
    | /*/cac:CreditNoteLine/cac:Item/cac:AdditionalItemProperty/cbc:Name
    | /*/cac:CreditNoteLine/cac:Item/cac:AdditionalItemProperty/cbc:Value
    | /*/cac:CreditNoteLine/cac:Price/cbc:PriceAmount
    | /*/cac:CreditNoteLine/cac:Price/cbc:BaseQuantity
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge/cbc:Amount
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge/cbc:BaseAmount">
    <xsl:apply-templates select="@*" mode="#current"/>
  </xsl:template>

  <!-- Attributes with a place in the model. -->
  <xsl:template mode="f:cover-line" priority="2" match="
    /*/cac:InvoiceLine/cbc:InvoicedQuantity/@unitCode
    | /*/cac:InvoiceLine/cbc:LineExtensionAmount/@currencyID
    | /*/cac:InvoiceLine/cac:DocumentReference/cbc:ID/@schemeID
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:InvoiceLine/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:InvoiceLine/cac:Item/cac:StandardItemIdentification/cbc:ID/@schemeID
    | /*/cac:InvoiceLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID
    | /*/cac:InvoiceLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID
    | /*/cac:InvoiceLine/cac:Price/cbc:PriceAmount/@currencyID
    | /*/cac:InvoiceLine/cac:Price/cbc:BaseQuantity/@unitCode
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:CreditNoteLine/cbc:CreditedQuantity/@unitCode
    | /*/cac:CreditNoteLine/cbc:LineExtensionAmount/@currencyID
    | /*/cac:CreditNoteLine/cac:DocumentReference/cbc:ID/@schemeID
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:CreditNoteLine/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:CreditNoteLine/cac:Item/cac:StandardItemIdentification/cbc:ID/@schemeID
    | /*/cac:CreditNoteLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID
    | /*/cac:CreditNoteLine/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID
    | /*/cac:CreditNoteLine/cac:Price/cbc:PriceAmount/@currencyID
    | /*/cac:CreditNoteLine/cac:Price/cbc:BaseQuantity/@unitCode
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge/cbc:BaseAmount/@currencyID"/>

  <!-- Syntax constants (no business value). -->
  <xsl:template mode="f:cover-line" priority="3" match="
    /*/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID
    | /*/cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID"/>

  <!-- Elements of which only the first occurrence has a place in the model. -->
  <xsl:template mode="f:cover-line" priority="4" match="
    /*/cac:InvoiceLine/cbc:Note[preceding-sibling::cbc:Note]
    | /*/cac:InvoiceLine/cac:DocumentReference[preceding-sibling::cac:DocumentReference]
    | /*/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[preceding-sibling::cac:ClassifiedTaxCategory]
    | /*/cac:InvoiceLine/cac:Price/cac:AllowanceCharge[preceding-sibling::cac:AllowanceCharge]
    | /*/cac:CreditNoteLine/cbc:Note[preceding-sibling::cbc:Note]
    | /*/cac:CreditNoteLine/cac:DocumentReference[preceding-sibling::cac:DocumentReference]
    | /*/cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory[preceding-sibling::cac:ClassifiedTaxCategory]
    | /*/cac:CreditNoteLine/cac:Price/cac:AllowanceCharge[preceding-sibling::cac:AllowanceCharge]">
    <xsl:sequence select="f:note-repeat(.)"/>
  </xsl:template>

  <!-- Invoice lines: their content is matched in mode f:cover-line. -->
  <xsl:template mode="f:cover" priority="5" match="/*/cac:InvoiceLine | /*/cac:CreditNoteLine">
    <xsl:apply-templates select="@*, *" mode="f:cover-line"/>
  </xsl:template>

  <xsl:function name="f:ubl-notes" as="xs:string*">
    <xsl:param name="r" as="element()"/>
    <xsl:apply-templates select="$r/*" mode="f:cover"/>
    <!-- Values that sit on a known path but that the model cannot hold as written. -->
    <xsl:variable name="pm" select="$r/cac:PaymentMeans"/>
    <!-- without a payment means there is no payment instructions group (BG-16) to hold a creditor id -->
    <xsl:for-each select="($r/cac:AccountingSupplierParty/cac:Party | $r/cac:PayeeParty)/cac:PartyIdentification/cbc:ID[empty($pm)][@schemeID eq 'SEPA']">
      <xsl:sequence select="concat(f:path(.), ': ', f:excerpt(.), ' (no payment means: the model keeps the creditor identifier in the payment instructions, BG-16)')"/>
    </xsl:for-each>
    <xsl:for-each select="$pm[position() gt 1]">
      <xsl:if test="normalize-space(cbc:PaymentMeansCode) ne normalize-space($pm[1]/cbc:PaymentMeansCode)">
        <xsl:sequence select="concat('cac:PaymentMeans[', position() + 1, ']/cbc:PaymentMeansCode: ', normalize-space(cbc:PaymentMeansCode), ' (the model holds one payment means code)')"/>
      </xsl:if>
      <xsl:if test="exists(cbc:PaymentID) and string(cbc:PaymentID) ne string($pm[1]/cbc:PaymentID)">
        <xsl:sequence select="concat('cac:PaymentMeans[', position() + 1, ']/cbc:PaymentID: ', f:excerpt(cbc:PaymentID), ' (the model holds one remittance information)')"/>
      </xsl:if>
      <xsl:if test="exists(cbc:PaymentMeansCode/@name) and string(cbc:PaymentMeansCode/@name) ne string($pm[1]/cbc:PaymentMeansCode/@name)">
        <xsl:sequence select="concat('cac:PaymentMeans[', position() + 1, ']/cbc:PaymentMeansCode/@name: ', f:excerpt(cbc:PaymentMeansCode/@name), ' (the model holds one payment means text)')"/>
      </xsl:if>
    </xsl:for-each>
    <xsl:for-each select="($pm/cac:CardAccount)[position() gt 1], ($pm/cac:PaymentMandate)[position() gt 1],
                          ($pm/cbc:PaymentDueDate)[position() gt (if (exists($r/cbc:DueDate)) then 0 else 1)]">
      <xsl:sequence select="concat(f:path(.), ': ', f:excerpt(string-join(descendant-or-self::text()[normalize-space()], ' | ')), ' (only one occurrence has a place in the model)')"/>
    </xsl:for-each>
    <xsl:for-each select="$r/cac:AdditionalDocumentReference[normalize-space(cbc:DocumentTypeCode) eq '130'][position() gt 1]">
      <xsl:sequence select="concat('cac:AdditionalDocumentReference (130): ', f:excerpt(cbc:ID), ' (the model holds one invoiced object identifier)')"/>
    </xsl:for-each>
    <xsl:for-each select="$r/cac:AdditionalDocumentReference/cbc:DocumentTypeCode[not(normalize-space(.) = ('130', '916', '', if (local-name($r) eq 'CreditNote') then '50' else ()))]">
      <xsl:sequence select="concat('cac:AdditionalDocumentReference/cbc:DocumentTypeCode: ', normalize-space(.))"/>
    </xsl:for-each>
    <xsl:for-each select="$r/(cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification[position() gt 1],
                              $r/cac:PayeeParty/cac:PartyIdentification[not(cbc:ID/@schemeID eq 'SEPA')][position() gt 1],
                              $r/cac:PayeeParty/cac:PartyIdentification[cbc:ID/@schemeID eq 'SEPA'][exists($r/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification[cbc:ID/@schemeID eq 'SEPA'])],
                              $r/cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification[cbc:ID/@schemeID eq 'SEPA'][position() gt 1],
                              $r/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) eq 'VAT'][position() gt 1],
                              $r/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) ne 'VAT'][position() gt 1],
                              $r/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme[position() gt 1])">
      <xsl:sequence select="concat(f:path(.), ': ', f:excerpt(string-join(descendant-or-self::text()[normalize-space()], ' | ')), ' (only one occurrence has a place in the model)')"/>
    </xsl:for-each>
  </xsl:function>
</xsl:stylesheet>
