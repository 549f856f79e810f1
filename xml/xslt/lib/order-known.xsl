<?xml version="1.0" encoding="UTF-8"?>
<!--
  Order paths (below the document element) that order-to-model.xsl maps into the pre-filled
  invoice, as templates of mode f:cover (lib/import-common.xsl); everything else becomes a note.
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
    | /*/cbc:SalesOrderID
    | /*/cbc:DocumentCurrencyCode
    | /*/cbc:CustomerReference
    | /*/cbc:AccountingCost
    | /*/cbc:Note
    | /*/cac:ProjectReference/cbc:ID
    | /*/cac:Contract/cbc:ID
    | /*/cac:OriginatorDocumentReference/cbc:ID
    | /*/cac:PaymentTerms/cbc:Note
    | /*/cac:Delivery/cac:DeliveryParty/cac:PartyName/cbc:Name
    | /*/cac:Delivery/cac:DeliveryLocation/cbc:ID
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:StreetName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:AdditionalStreetName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cac:AddressLine/cbc:Line
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:CityName
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:PostalZone
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:CountrySubentity
    | /*/cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode
    | /*/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode
    | /*/cac:AllowanceCharge/cbc:AllowanceChargeReason
    | /*/cac:AllowanceCharge/cbc:MultiplierFactorNumeric
    | /*/cac:AllowanceCharge/cbc:Amount
    | /*/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:AllowanceCharge/cac:TaxCategory/cbc:ID
    | /*/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent
    | /*/cac:AdditionalDocumentReference/cbc:ID
    | /*/cac:AdditionalDocumentReference/cbc:DocumentType
    | /*/cac:AdditionalDocumentReference/cbc:DocumentDescription
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cac:ExternalReference/cbc:URI
    | /*/cac:SellerSupplierParty/cac:Party/cbc:EndpointID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyName/cbc:Name
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cbc:StreetName
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cbc:AdditionalStreetName
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cac:AddressLine/cbc:Line
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cbc:CityName
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cbc:PostalZone
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cbc:CountrySubentity
    | /*/cac:SellerSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm
    | /*/cac:SellerSupplierParty/cac:Party/cac:Contact/cbc:Name
    | /*/cac:SellerSupplierParty/cac:Party/cac:Contact/cbc:Telephone
    | /*/cac:SellerSupplierParty/cac:Party/cac:Contact/cbc:ElectronicMail
    | /*/cac:BuyerCustomerParty/cac:Party/cbc:EndpointID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyName/cbc:Name
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cbc:StreetName
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cbc:AdditionalStreetName
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cac:AddressLine/cbc:Line
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cbc:CityName
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cbc:PostalZone
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cbc:CountrySubentity
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyLegalForm
    | /*/cac:BuyerCustomerParty/cac:Party/cac:Contact/cbc:Name
    | /*/cac:BuyerCustomerParty/cac:Party/cac:Contact/cbc:Telephone
    | /*/cac:BuyerCustomerParty/cac:Party/cac:Contact/cbc:ElectronicMail
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
    /*/cac:Delivery/cac:DeliveryLocation/cbc:ID/@schemeID
    | /*/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@mimeCode
    | /*/cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@filename
    | /*/cac:SellerSupplierParty/cac:Party/cbc:EndpointID/@schemeID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID
    | /*/cac:BuyerCustomerParty/cac:Party/cbc:EndpointID/@schemeID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID"/>

  <!-- Syntax constants (no business value). -->
  <xsl:template mode="f:cover" priority="3" match="
    /*/cbc:UBLVersionID
    | /*/cac:SellerSupplierParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:BuyerCustomerParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID
    | /*/cac:AllowanceCharge/cac:TaxCategory/cac:TaxScheme/cbc:ID"/>

  <!-- Elements of which only the first occurrence has a place in the model. -->
  <xsl:template mode="f:cover" priority="4" match="
    /*/cac:Delivery[preceding-sibling::cac:Delivery]
    | /*/cac:PaymentTerms[preceding-sibling::cac:PaymentTerms]">
    <xsl:sequence select="f:note-repeat(.)"/>
  </xsl:template>

  <!-- ===== mode f:cover-line ===== -->
  <!-- Leaves with a place in the model: only their attributes are looked at. -->
  <xsl:template mode="f:cover-line" priority="2" match="
    /*/cac:OrderLine/cbc:Note
    | /*/cac:OrderLine/cac:LineItem/cbc:ID
    | /*/cac:OrderLine/cac:LineItem/cbc:Note
    | /*/cac:OrderLine/cac:LineItem/cbc:Quantity
    | /*/cac:OrderLine/cac:LineItem/cbc:LineExtensionAmount
    | /*/cac:OrderLine/cac:LineItem/cbc:AccountingCost
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:AllowanceChargeReasonCode
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:AllowanceChargeReason
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:MultiplierFactorNumeric
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:Amount
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cbc:PriceAmount
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cbc:BaseQuantity
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge/cbc:ChargeIndicator
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge/cbc:Amount
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge/cbc:BaseAmount
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cbc:Description
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cbc:Name
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:BuyersItemIdentification/cbc:ID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:SellersItemIdentification/cbc:ID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:StandardItemIdentification/cbc:ID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:OriginCountry/cbc:IdentificationCode
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:ClassifiedTaxCategory/cbc:ID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:AdditionalItemProperty/cbc:Name
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:AdditionalItemProperty/cbc:Value">
    <xsl:apply-templates select="@*" mode="#current"/>
  </xsl:template>

  <!-- Attributes with a place in the model. -->
  <xsl:template mode="f:cover-line" priority="2" match="
    /*/cac:OrderLine/cac:LineItem/cbc:Quantity/@unitCode
    | /*/cac:OrderLine/cac:LineItem/cbc:LineExtensionAmount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cbc:PriceAmount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cbc:BaseQuantity/@unitCode
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge/cbc:Amount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge/cbc:BaseAmount/@currencyID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:StandardItemIdentification/cbc:ID/@schemeID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID"/>

  <!-- Syntax constants (no business value). -->
  <xsl:template mode="f:cover-line" priority="3" match="
    /*/cac:OrderLine/cac:LineItem/cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID"/>

  <!-- Elements of which only the first occurrence has a place in the model. -->
  <xsl:template mode="f:cover-line" priority="4" match="
    /*/cac:OrderLine/cac:LineItem/cac:Price/cac:AllowanceCharge[preceding-sibling::cac:AllowanceCharge]
    | /*/cac:OrderLine/cac:LineItem/cac:Item/cac:ClassifiedTaxCategory[preceding-sibling::cac:ClassifiedTaxCategory]">
    <xsl:sequence select="f:note-repeat(.)"/>
  </xsl:template>

  <!-- Invoice lines: their content is matched in mode f:cover-line. -->
  <xsl:template mode="f:cover" priority="5" match="/*/cac:OrderLine">
    <xsl:apply-templates select="@*, *" mode="f:cover-line"/>
  </xsl:template>

  <xsl:function name="f:order-notes" as="xs:string*">
    <xsl:param name="r" as="element()"/>
    <xsl:apply-templates select="$r/*" mode="f:cover"/>
  </xsl:function>

</xsl:stylesheet>
