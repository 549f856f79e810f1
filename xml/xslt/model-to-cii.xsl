<?xml version="1.0" encoding="UTF-8"?>
<!--
  Invoice model (JSON text in $json) → UN/CEFACT Cross Industry Invoice D16B, XRechnung 3.0
  syntax binding; element order as CrossIndustryInvoice_100pD16B.xsd requires. Dates in format
  102 (yyyymmdd). Content CII has no place for (third-party payments, more than one preceding
  invoice) is refused by the caller before this runs. $customization is BT-24.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:f="urn:xr-web-capture:functions"
  xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"
  exclude-result-prefixes="xs f"
  expand-text="yes">
  <?xr-model-keys?>

  <xsl:include href="common-generate.xsl"/>
  <xsl:output method="xml" encoding="UTF-8" indent="no"/>

  <xsl:param name="json" as="xs:string"/>
  <xsl:param name="customization" as="xs:string"/>

  <xsl:variable name="inv" as="map(*)" select="parse-json($json)"/>
  <xsl:variable name="cur" as="xs:string" select="($inv?Invoice_currency_code ! string(.), 'EUR')[1]"/>
  <xsl:variable name="tax-cur" as="xs:string?" select="f:tax-currency($inv, $cur)"/>
  <xsl:variable name="ram" select="'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'"/>

  <xsl:template name="xsl:initial-template">
    <rsm:CrossIndustryInvoice>
      <rsm:ExchangedDocumentContext>
        <ram:BusinessProcessSpecifiedDocumentContextParameter>
          <ram:ID>{($inv?PROCESS_CONTROL?Business_process_type, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')[1]}</ram:ID>
        </ram:BusinessProcessSpecifiedDocumentContextParameter>
        <ram:GuidelineSpecifiedDocumentContextParameter>
          <ram:ID>{$customization}</ram:ID>
        </ram:GuidelineSpecifiedDocumentContextParameter>
      </rsm:ExchangedDocumentContext>
      <rsm:ExchangedDocument>
        <ram:ID>{f:c($inv?Invoice_number)}</ram:ID>
        <ram:TypeCode>{($inv?Invoice_type_code, '380')[1]}</ram:TypeCode>
        <ram:IssueDateTime>
          <udt:DateTimeString format="102">{$inv?Invoice_issue_date ! f:d102(.)}</udt:DateTimeString>
        </ram:IssueDateTime>
        <xsl:for-each select="$inv?INVOICE_NOTE?*[exists(?Invoice_note) or exists(?Invoice_note_subject_code)]">
          <ram:IncludedNote>
            <ram:Content>{?Invoice_note}</ram:Content>
            <xsl:if test="exists(?Invoice_note_subject_code)">
              <ram:SubjectCode>{?Invoice_note_subject_code}</ram:SubjectCode>
            </xsl:if>
          </ram:IncludedNote>
        </xsl:for-each>
      </rsm:ExchangedDocument>
      <rsm:SupplyChainTradeTransaction>
        <!-- The lines (BG-25) are written by src/xml/writer/lines.ts in place of this instruction. -->
        <xsl:processing-instruction name="xr-lines"/>
        <xsl:call-template name="agreement"/>
        <xsl:call-template name="delivery"/>
        <xsl:call-template name="settlement"/>
      </rsm:SupplyChainTradeTransaction>
    </rsm:CrossIndustryInvoice>
  </xsl:template>

  <xsl:template name="date">
    <xsl:param name="name" as="xs:string"/>
    <xsl:param name="value"/>
    <xsl:if test="exists($value)">
      <xsl:element name="ram:{$name}" namespace="{$ram}">
        <udt:DateTimeString format="102">{f:d102($value)}</udt:DateTimeString>
      </xsl:element>
    </xsl:if>
  </xsl:template>

  <xsl:template name="period">
    <xsl:param name="start"/>
    <xsl:param name="end"/>
    <xsl:if test="exists(($start, $end))">
      <ram:BillingSpecifiedPeriod>
        <xsl:call-template name="date">
          <xsl:with-param name="name" select="'StartDateTime'"/>
          <xsl:with-param name="value" select="$start"/>
        </xsl:call-template>
        <xsl:call-template name="date">
          <xsl:with-param name="name" select="'EndDateTime'"/>
          <xsl:with-param name="value" select="$end"/>
        </xsl:call-template>
      </ram:BillingSpecifiedPeriod>
    </xsl:if>
  </xsl:template>

  <!-- Party identifier: ram:GlobalID with a scheme, ram:ID without. -->
  <xsl:template name="party-id">
    <xsl:param name="value"/>
    <xsl:param name="scheme"/>
    <xsl:if test="exists($value)">
      <xsl:choose>
        <xsl:when test="exists($scheme)">
          <ram:GlobalID schemeID="{$scheme}">{$value}</ram:GlobalID>
        </xsl:when>
        <xsl:otherwise>
          <ram:ID>{$value}</ram:ID>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:if>
  </xsl:template>

  <xsl:template name="scheme-id">
    <xsl:param name="name" as="xs:string" select="'ID'"/>
    <xsl:param name="value"/>
    <xsl:param name="scheme"/>
    <xsl:if test="exists($value)">
      <xsl:element name="ram:{$name}" namespace="{$ram}">
        <xsl:if test="exists($scheme)">
          <xsl:attribute name="schemeID" select="$scheme"/>
        </xsl:if>
        <xsl:value-of select="$value"/>
      </xsl:element>
    </xsl:if>
  </xsl:template>

  <xsl:template name="legal-organization">
    <xsl:param name="id"/>
    <xsl:param name="scheme"/>
    <xsl:param name="trading-name" select="()"/>
    <xsl:if test="exists(($id, $trading-name))">
      <ram:SpecifiedLegalOrganization>
        <xsl:call-template name="scheme-id">
          <xsl:with-param name="value" select="$id"/>
          <xsl:with-param name="scheme" select="$scheme"/>
        </xsl:call-template>
        <xsl:if test="exists($trading-name)">
          <ram:TradingBusinessName>{$trading-name}</ram:TradingBusinessName>
        </xsl:if>
      </ram:SpecifiedLegalOrganization>
    </xsl:if>
  </xsl:template>

  <xsl:template name="contact">
    <xsl:param name="name"/>
    <xsl:param name="phone"/>
    <xsl:param name="mail"/>
    <!-- x-extension *_contact_department: ram:DepartmentName; the person only when it differs. -->
    <xsl:param name="department" select="()"/>
    <xsl:if test="exists(($name, $phone, $mail, $department))">
      <ram:DefinedTradeContact>
        <xsl:if test="exists($name) and not(string($name) = string($department))">
          <ram:PersonName>{$name}</ram:PersonName>
        </xsl:if>
        <xsl:if test="exists($department)">
          <ram:DepartmentName>{$department}</ram:DepartmentName>
        </xsl:if>
        <xsl:if test="exists($phone)">
          <ram:TelephoneUniversalCommunication>
            <ram:CompleteNumber>{$phone}</ram:CompleteNumber>
          </ram:TelephoneUniversalCommunication>
        </xsl:if>
        <xsl:if test="exists($mail)">
          <ram:EmailURIUniversalCommunication>
            <ram:URIID>{$mail}</ram:URIID>
          </ram:EmailURIUniversalCommunication>
        </xsl:if>
      </ram:DefinedTradeContact>
    </xsl:if>
  </xsl:template>

  <!-- Postal address of a party; $p is the model's field prefix (Seller_, Buyer_, ...). -->
  <xsl:template name="address">
    <xsl:param name="a" as="map(*)?"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:if test="exists($a)">
      <ram:PostalTradeAddress>
        <xsl:if test="exists($a(f:k($p || 'post_code')))">
          <ram:PostcodeCode>{$a(f:k($p || 'post_code'))}</ram:PostcodeCode>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'address_line_1')))">
          <ram:LineOne>{$a(f:k($p || 'address_line_1'))}</ram:LineOne>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'address_line_2')))">
          <ram:LineTwo>{$a(f:k($p || 'address_line_2'))}</ram:LineTwo>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'address_line_3')))">
          <ram:LineThree>{$a(f:k($p || 'address_line_3'))}</ram:LineThree>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'city')))">
          <ram:CityName>{$a(f:k($p || 'city'))}</ram:CityName>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'country_code')))">
          <ram:CountryID>{$a(f:k($p || 'country_code'))}</ram:CountryID>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'country_subdivision')))">
          <ram:CountrySubDivisionName>{$a(f:k($p || 'country_subdivision'))}</ram:CountrySubDivisionName>
        </xsl:if>
      </ram:PostalTradeAddress>
    </xsl:if>
  </xsl:template>

  <xsl:template name="electronic-address">
    <xsl:param name="value"/>
    <xsl:param name="scheme"/>
    <xsl:if test="exists($value)">
      <ram:URIUniversalCommunication>
        <ram:URIID schemeID="{($scheme, 'EM')[1]}">{$value}</ram:URIID>
      </ram:URIUniversalCommunication>
    </xsl:if>
  </xsl:template>

  <xsl:template name="tax-registration">
    <xsl:param name="id"/>
    <xsl:param name="scheme" as="xs:string"/>
    <xsl:if test="exists($id)">
      <ram:SpecifiedTaxRegistration>
        <ram:ID schemeID="{$scheme}">{$id}</ram:ID>
      </ram:SpecifiedTaxRegistration>
    </xsl:if>
  </xsl:template>

  <xsl:template name="doc-ref">
    <xsl:param name="name" as="xs:string"/>
    <xsl:param name="value"/>
    <xsl:if test="exists($value)">
      <xsl:element name="ram:{$name}" namespace="{$ram}">
        <ram:IssuerAssignedID>{$value}</ram:IssuerAssignedID>
      </xsl:element>
    </xsl:if>
  </xsl:template>

  <xsl:template name="agreement">
    <xsl:variable name="s" select="$inv?SELLER"/>
    <xsl:variable name="b" select="$inv?BUYER"/>
    <xsl:variable name="t" select="$inv?SELLER_TAX_REPRESENTATIVE_PARTY"/>
    <ram:ApplicableHeaderTradeAgreement>
      <xsl:if test="exists($inv?Buyer_reference)">
        <ram:BuyerReference>{$inv?Buyer_reference}</ram:BuyerReference>
      </xsl:if>
      <ram:SellerTradeParty>
        <xsl:for-each select="$s?Seller_identifier?*[exists(f:c(.)) and not(. instance of map(*) and exists(?Scheme_identifier))]">
          <ram:ID>{f:c(.)}</ram:ID>
        </xsl:for-each>
        <xsl:for-each select="$s?Seller_identifier?*[. instance of map(*) and exists(?Content) and exists(?Scheme_identifier)]">
          <ram:GlobalID schemeID="{?Scheme_identifier}">{?Content}</ram:GlobalID>
        </xsl:for-each>
        <ram:Name>{$s?Seller_name}</ram:Name>
        <xsl:if test="exists($s?Seller_additional_legal_information)">
          <ram:Description>{$s?Seller_additional_legal_information}</ram:Description>
        </xsl:if>
        <xsl:call-template name="legal-organization">
          <xsl:with-param name="id" select="$s?Seller_legal_registration_identifier"/>
          <xsl:with-param name="scheme" select="$s?Seller_legal_registration_identifier_Scheme_identifier"/>
          <xsl:with-param name="trading-name" select="$s?Seller_trading_name"/>
        </xsl:call-template>
        <xsl:call-template name="contact">
          <xsl:with-param name="name" select="$s?SELLER_CONTACT?Seller_contact_point"/>
          <xsl:with-param name="phone" select="$s?SELLER_CONTACT?Seller_contact_telephone_number"/>
          <xsl:with-param name="mail" select="$s?SELLER_CONTACT?Seller_contact_email_address"/>
          <xsl:with-param name="department" select="$s?SELLER_CONTACT?Seller_contact_department"/>
        </xsl:call-template>
        <xsl:call-template name="address">
          <xsl:with-param name="a" select="$s?SELLER_POSTAL_ADDRESS"/>
          <xsl:with-param name="p" select="'Seller_'"/>
        </xsl:call-template>
        <xsl:call-template name="electronic-address">
          <xsl:with-param name="value" select="f:c($s?Seller_electronic_address)"/>
          <xsl:with-param name="scheme" select="$s?Seller_electronic_address[. instance of map(*)]?Scheme_identifier"/>
        </xsl:call-template>
        <xsl:call-template name="tax-registration">
          <xsl:with-param name="id" select="$s?Seller_VAT_identifier"/>
          <xsl:with-param name="scheme" select="'VA'"/>
        </xsl:call-template>
        <xsl:call-template name="tax-registration">
          <xsl:with-param name="id" select="$s?Seller_tax_registration_identifier"/>
          <xsl:with-param name="scheme" select="'FC'"/>
        </xsl:call-template>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <xsl:call-template name="party-id">
          <xsl:with-param name="value" select="$b?Buyer_identifier"/>
          <xsl:with-param name="scheme" select="$b?Buyer_identifier_Scheme_identifier"/>
        </xsl:call-template>
        <ram:Name>{$b?Buyer_name}</ram:Name>
        <xsl:call-template name="legal-organization">
          <xsl:with-param name="id" select="$b?Buyer_legal_registration_identifier"/>
          <xsl:with-param name="scheme" select="$b?Buyer_legal_registration_identifier_Scheme_identifier"/>
          <xsl:with-param name="trading-name" select="$b?Buyer_trading_name"/>
        </xsl:call-template>
        <xsl:call-template name="contact">
          <xsl:with-param name="name" select="$b?BUYER_CONTACT?Buyer_contact_point"/>
          <xsl:with-param name="phone" select="$b?BUYER_CONTACT?Buyer_contact_telephone_number"/>
          <xsl:with-param name="mail" select="$b?BUYER_CONTACT?Buyer_contact_email_address"/>
          <xsl:with-param name="department" select="$b?BUYER_CONTACT?Buyer_contact_department"/>
        </xsl:call-template>
        <xsl:call-template name="address">
          <xsl:with-param name="a" select="$b?BUYER_POSTAL_ADDRESS"/>
          <xsl:with-param name="p" select="'Buyer_'"/>
        </xsl:call-template>
        <xsl:call-template name="electronic-address">
          <xsl:with-param name="value" select="$b?Buyer_electronic_address"/>
          <xsl:with-param name="scheme" select="$b?Buyer_electronic_address_Scheme_identifier"/>
        </xsl:call-template>
        <xsl:call-template name="tax-registration">
          <xsl:with-param name="id" select="$b?Buyer_VAT_identifier"/>
          <xsl:with-param name="scheme" select="'VA'"/>
        </xsl:call-template>
      </ram:BuyerTradeParty>
      <xsl:if test="exists($t)">
        <ram:SellerTaxRepresentativeTradeParty>
          <ram:Name>{$t?Seller_tax_representative_name}</ram:Name>
          <xsl:call-template name="address">
            <xsl:with-param name="a" select="$t?SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS"/>
            <xsl:with-param name="p" select="'Tax_representative_'"/>
          </xsl:call-template>
          <xsl:call-template name="tax-registration">
            <xsl:with-param name="id" select="$t?Seller_tax_representative_VAT_identifier"/>
            <xsl:with-param name="scheme" select="'VA'"/>
          </xsl:call-template>
        </ram:SellerTaxRepresentativeTradeParty>
      </xsl:if>
      <xsl:call-template name="doc-ref">
        <xsl:with-param name="name" select="'SellerOrderReferencedDocument'"/>
        <xsl:with-param name="value" select="$inv?Sales_order_reference"/>
      </xsl:call-template>
      <xsl:call-template name="doc-ref">
        <xsl:with-param name="name" select="'BuyerOrderReferencedDocument'"/>
        <xsl:with-param name="value" select="$inv?Purchase_order_reference"/>
      </xsl:call-template>
      <xsl:call-template name="doc-ref">
        <xsl:with-param name="name" select="'ContractReferencedDocument'"/>
        <xsl:with-param name="value" select="$inv?Contract_reference"/>
      </xsl:call-template>
      <xsl:for-each select="$inv?ADDITIONAL_SUPPORTING_DOCUMENTS?*">
        <xsl:variable name="att" select="?Attached_document"/>
        <ram:AdditionalReferencedDocument>
          <ram:IssuerAssignedID>{?Supporting_document_reference}</ram:IssuerAssignedID>
          <xsl:if test="exists(?External_document_location)">
            <ram:URIID>{?External_document_location}</ram:URIID>
          </xsl:if>
          <ram:TypeCode>916</ram:TypeCode>
          <xsl:if test="exists(?Supporting_document_description)">
            <ram:Name>{?Supporting_document_description}</ram:Name>
          </xsl:if>
          <xsl:if test="exists($att?Content)">
            <ram:AttachmentBinaryObject>
              <xsl:if test="exists($att?Mime_Code)">
                <xsl:attribute name="mimeCode" select="$att?Mime_Code"/>
              </xsl:if>
              <xsl:if test="exists($att?Filename)">
                <xsl:attribute name="filename" select="$att?Filename"/>
              </xsl:if>
              <xsl:value-of select="$att?Content"/>
            </ram:AttachmentBinaryObject>
          </xsl:if>
        </ram:AdditionalReferencedDocument>
      </xsl:for-each>
      <xsl:if test="exists($inv?Tender_or_lot_reference)">
        <ram:AdditionalReferencedDocument>
          <ram:IssuerAssignedID>{$inv?Tender_or_lot_reference}</ram:IssuerAssignedID>
          <ram:TypeCode>50</ram:TypeCode>
        </ram:AdditionalReferencedDocument>
      </xsl:if>
      <xsl:call-template name="object-ref">
        <xsl:with-param name="object" select="$inv?Invoiced_object_identifier"/>
      </xsl:call-template>
      <xsl:if test="exists($inv?Project_reference)">
        <ram:SpecifiedProcuringProject>
          <ram:ID>{$inv?Project_reference}</ram:ID>
          <!-- Name is mandatory in CII and has no business term. -->
          <ram:Name>Project reference</ram:Name>
        </ram:SpecifiedProcuringProject>
      </xsl:if>
    </ram:ApplicableHeaderTradeAgreement>
  </xsl:template>

  <!-- BT-18 / BT-128: referenced document of type 130, scheme in ReferenceTypeCode. -->
  <xsl:template name="object-ref">
    <xsl:param name="object"/>
    <xsl:if test="exists(f:c($object))">
      <ram:AdditionalReferencedDocument>
        <ram:IssuerAssignedID>{f:c($object)}</ram:IssuerAssignedID>
        <ram:TypeCode>130</ram:TypeCode>
        <xsl:if test="$object instance of map(*) and exists($object?Scheme_identifier)">
          <ram:ReferenceTypeCode>{$object?Scheme_identifier}</ram:ReferenceTypeCode>
        </xsl:if>
      </ram:AdditionalReferencedDocument>
    </xsl:if>
  </xsl:template>

  <xsl:template name="delivery">
    <xsl:variable name="d" select="$inv?DELIVERY_INFORMATION"/>
    <xsl:variable name="address" select="$d?DELIVER_TO_ADDRESS"/>
    <ram:ApplicableHeaderTradeDelivery>
      <xsl:if test="exists(($d?Deliver_to_location_identifier, $d?Deliver_to_party_name)) or exists($address)">
        <ram:ShipToTradeParty>
          <xsl:call-template name="party-id">
            <xsl:with-param name="value" select="$d?Deliver_to_location_identifier"/>
            <xsl:with-param name="scheme" select="$d?Deliver_to_location_identifier_Scheme_identifier"/>
          </xsl:call-template>
          <xsl:if test="exists($d?Deliver_to_party_name)">
            <ram:Name>{$d?Deliver_to_party_name}</ram:Name>
          </xsl:if>
          <xsl:call-template name="address">
            <xsl:with-param name="a" select="$address"/>
            <xsl:with-param name="p" select="'Deliver_to_'"/>
          </xsl:call-template>
        </ram:ShipToTradeParty>
      </xsl:if>
      <xsl:if test="exists($d?Actual_delivery_date)">
        <ram:ActualDeliverySupplyChainEvent>
          <xsl:call-template name="date">
            <xsl:with-param name="name" select="'OccurrenceDateTime'"/>
            <xsl:with-param name="value" select="$d?Actual_delivery_date"/>
          </xsl:call-template>
        </ram:ActualDeliverySupplyChainEvent>
      </xsl:if>
      <xsl:call-template name="doc-ref">
        <xsl:with-param name="name" select="'DespatchAdviceReferencedDocument'"/>
        <xsl:with-param name="value" select="$inv?Despatch_advice_reference"/>
      </xsl:call-template>
      <xsl:call-template name="doc-ref">
        <xsl:with-param name="name" select="'ReceivingAdviceReferencedDocument'"/>
        <xsl:with-param name="value" select="$inv?Receiving_advice_reference"/>
      </xsl:call-template>
    </ram:ApplicableHeaderTradeDelivery>
  </xsl:template>

  <xsl:template name="settlement">
    <xsl:variable name="pi" select="$inv?PAYMENT_INSTRUCTIONS"/>
    <xsl:variable name="dd" select="$pi?DIRECT_DEBIT"/>
    <xsl:variable name="payee" select="$inv?PAYEE"/>
    <xsl:variable name="t" select="$inv?DOCUMENT_TOTALS"/>
    <ram:ApplicableHeaderTradeSettlement>
      <xsl:if test="exists($dd?Bank_assigned_creditor_identifier)">
        <ram:CreditorReferenceID>{$dd?Bank_assigned_creditor_identifier}</ram:CreditorReferenceID>
      </xsl:if>
      <xsl:if test="exists($pi?Remittance_information)">
        <ram:PaymentReference>{$pi?Remittance_information}</ram:PaymentReference>
      </xsl:if>
      <xsl:if test="exists($tax-cur)">
        <ram:TaxCurrencyCode>{$tax-cur}</ram:TaxCurrencyCode>
      </xsl:if>
      <ram:InvoiceCurrencyCode>{$cur}</ram:InvoiceCurrencyCode>
      <xsl:if test="exists($payee)">
        <ram:PayeeTradeParty>
          <xsl:call-template name="party-id">
            <xsl:with-param name="value" select="$payee?Payee_identifier"/>
            <xsl:with-param name="scheme" select="$payee?Payee_identifier_Scheme_identifier"/>
          </xsl:call-template>
          <ram:Name>{$payee?Payee_name}</ram:Name>
          <xsl:call-template name="legal-organization">
            <xsl:with-param name="id" select="$payee?Payee_legal_registration_identifier"/>
            <xsl:with-param name="scheme" select="$payee?Payee_legal_registration_identifier_Scheme_identifier"/>
          </xsl:call-template>
        </ram:PayeeTradeParty>
      </xsl:if>
      <xsl:call-template name="payment-means">
        <xsl:with-param name="pi" select="$pi"/>
      </xsl:call-template>
      <xsl:for-each select="f:vat-rows($inv)">
        <ram:ApplicableTradeTax>
          <ram:CalculatedAmount>{f:amt((?VAT_category_tax_amount, 0)[1])}</ram:CalculatedAmount>
          <ram:TypeCode>VAT</ram:TypeCode>
          <xsl:if test="exists(?VAT_exemption_reason_text)">
            <ram:ExemptionReason>{?VAT_exemption_reason_text}</ram:ExemptionReason>
          </xsl:if>
          <ram:BasisAmount>{f:amt((?VAT_category_taxable_amount, 0)[1])}</ram:BasisAmount>
          <ram:CategoryCode>{?VAT_category_code}</ram:CategoryCode>
          <xsl:if test="exists(?VAT_exemption_reason_code)">
            <ram:ExemptionReasonCode>{?VAT_exemption_reason_code}</ram:ExemptionReasonCode>
          </xsl:if>
          <!-- BT-7 and BT-8 once, in the first VAT breakdown (CII-SR-461, CII-SR-462). -->
          <xsl:if test="position() = 1 and exists($inv?Value_added_tax_point_date)">
            <ram:TaxPointDate>
              <udt:DateString format="102">{f:d102($inv?Value_added_tax_point_date)}</udt:DateString>
            </ram:TaxPointDate>
          </xsl:if>
          <xsl:if test="position() = 1 and exists($inv?Value_added_tax_point_date_code)">
            <ram:DueDateTypeCode>{f:bt8-cii($inv?Value_added_tax_point_date_code)}</ram:DueDateTypeCode>
          </xsl:if>
          <xsl:for-each select="f:breakdown-rate(.)">
            <ram:RateApplicablePercent>{f:num(.)}</ram:RateApplicablePercent>
          </xsl:for-each>
        </ram:ApplicableTradeTax>
      </xsl:for-each>
      <xsl:call-template name="period">
        <xsl:with-param name="start" select="$inv?DELIVERY_INFORMATION?INVOICING_PERIOD?Invoicing_period_start_date"/>
        <xsl:with-param name="end" select="$inv?DELIVERY_INFORMATION?INVOICING_PERIOD?Invoicing_period_end_date"/>
      </xsl:call-template>
      <xsl:for-each select="$inv?DOCUMENT_LEVEL_ALLOWANCES?*">
        <xsl:call-template name="allowance-charge">
          <xsl:with-param name="charge" select="false()"/>
          <xsl:with-param name="ac" select="."/>
          <xsl:with-param name="p" select="'Document_level_allowance_'"/>
        </xsl:call-template>
      </xsl:for-each>
      <xsl:for-each select="$inv?DOCUMENT_LEVEL_CHARGES?*">
        <xsl:call-template name="allowance-charge">
          <xsl:with-param name="charge" select="true()"/>
          <xsl:with-param name="ac" select="."/>
          <xsl:with-param name="p" select="'Document_level_charge_'"/>
        </xsl:call-template>
      </xsl:for-each>
      <xsl:if test="exists(($inv?Payment_terms, $inv?Payment_due_date, $dd?Mandate_reference_identifier))">
        <ram:SpecifiedTradePaymentTerms>
          <xsl:if test="exists($inv?Payment_terms)">
            <ram:Description>{$inv?Payment_terms}</ram:Description>
          </xsl:if>
          <xsl:call-template name="date">
            <xsl:with-param name="name" select="'DueDateDateTime'"/>
            <xsl:with-param name="value" select="$inv?Payment_due_date"/>
          </xsl:call-template>
          <xsl:if test="exists($dd?Mandate_reference_identifier)">
            <ram:DirectDebitMandateID>{$dd?Mandate_reference_identifier}</ram:DirectDebitMandateID>
          </xsl:if>
        </ram:SpecifiedTradePaymentTerms>
      </xsl:if>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>{f:amt(($t?Sum_of_Invoice_line_net_amount, 0)[1])}</ram:LineTotalAmount>
        <xsl:if test="exists($t?Sum_of_charges_on_document_level)">
          <ram:ChargeTotalAmount>{f:amt($t?Sum_of_charges_on_document_level)}</ram:ChargeTotalAmount>
        </xsl:if>
        <xsl:if test="exists($t?Sum_of_allowances_on_document_level)">
          <ram:AllowanceTotalAmount>{f:amt($t?Sum_of_allowances_on_document_level)}</ram:AllowanceTotalAmount>
        </xsl:if>
        <ram:TaxBasisTotalAmount>{f:amt(($t?Invoice_total_amount_without_VAT, 0)[1])}</ram:TaxBasisTotalAmount>
        <xsl:if test="exists($t?Invoice_total_VAT_amount)">
          <ram:TaxTotalAmount currencyID="{$cur}">{f:amt($t?Invoice_total_VAT_amount)}</ram:TaxTotalAmount>
        </xsl:if>
        <xsl:if test="exists($tax-cur) and exists($t?Invoice_total_VAT_amount_in_accounting_currency)">
          <ram:TaxTotalAmount currencyID="{$tax-cur}">{f:amt($t?Invoice_total_VAT_amount_in_accounting_currency)}</ram:TaxTotalAmount>
        </xsl:if>
        <xsl:if test="exists($t?Rounding_amount)">
          <ram:RoundingAmount>{f:amt($t?Rounding_amount)}</ram:RoundingAmount>
        </xsl:if>
        <ram:GrandTotalAmount>{f:amt(($t?Invoice_total_amount_with_VAT, 0)[1])}</ram:GrandTotalAmount>
        <xsl:if test="exists($t?Paid_amount)">
          <ram:TotalPrepaidAmount>{f:amt($t?Paid_amount)}</ram:TotalPrepaidAmount>
        </xsl:if>
        <ram:DuePayableAmount>{f:amt(($t?Amount_due_for_payment, 0)[1])}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
      <xsl:for-each select="$inv?PRECEDING_INVOICE_REFERENCE?*[exists(?Preceding_Invoice_reference)][1]">
        <ram:InvoiceReferencedDocument>
          <ram:IssuerAssignedID>{?Preceding_Invoice_reference}</ram:IssuerAssignedID>
          <xsl:if test="exists(?Preceding_Invoice_issue_date)">
            <ram:FormattedIssueDateTime>
              <qdt:DateTimeString format="102">{f:d102(?Preceding_Invoice_issue_date)}</qdt:DateTimeString>
            </ram:FormattedIssueDateTime>
          </xsl:if>
        </ram:InvoiceReferencedDocument>
      </xsl:for-each>
      <xsl:if test="exists($inv?Buyer_accounting_reference)">
        <ram:ReceivableSpecifiedTradeAccountingAccount>
          <ram:ID>{$inv?Buyer_accounting_reference}</ram:ID>
        </ram:ReceivableSpecifiedTradeAccountingAccount>
      </xsl:if>
    </ram:ApplicableHeaderTradeSettlement>
  </xsl:template>

  <!-- One payment means per credit transfer account (or one without); card and debited account in the first. -->
  <xsl:template name="payment-means">
    <xsl:param name="pi" as="map(*)?"/>
    <xsl:variable name="accounts" select="$pi?CREDIT_TRANSFER?*"/>
    <xsl:variable name="card" select="$pi?PAYMENT_CARD_INFORMATION"/>
    <xsl:variable name="debited" select="$pi?DIRECT_DEBIT?Debited_account_identifier"/>
    <xsl:if test="exists($pi?Payment_means_type_code)">
      <xsl:for-each select="if (exists($accounts)) then $accounts else map {}">
        <xsl:variable name="first" select="position() = 1"/>
        <ram:SpecifiedTradeSettlementPaymentMeans>
          <ram:TypeCode>{$pi?Payment_means_type_code}</ram:TypeCode>
          <xsl:if test="exists($pi?Payment_means_text)">
            <ram:Information>{$pi?Payment_means_text}</ram:Information>
          </xsl:if>
          <xsl:if test="$first and exists($card)">
            <ram:ApplicableTradeSettlementFinancialCard>
              <ram:ID>{$card?Payment_card_primary_account_number}</ram:ID>
              <xsl:if test="exists($card?Payment_card_holder_name)">
                <ram:CardholderName>{$card?Payment_card_holder_name}</ram:CardholderName>
              </xsl:if>
            </ram:ApplicableTradeSettlementFinancialCard>
          </xsl:if>
          <xsl:if test="$first and exists($debited)">
            <ram:PayerPartyDebtorFinancialAccount>
              <ram:IBANID>{$debited}</ram:IBANID>
            </ram:PayerPartyDebtorFinancialAccount>
          </xsl:if>
          <xsl:if test="exists((?Payment_account_identifier, ?Payment_account_name))">
            <ram:PayeePartyCreditorFinancialAccount>
              <!-- IBANID as written, ProprietaryID when the x-extension flag says so; the schema
                   orders IBANID, AccountName, ProprietaryID. -->
              <xsl:variable name="proprietary" select="?Payment_account_identifier_Proprietary = true()"/>
              <xsl:if test="not($proprietary) and exists(?Payment_account_identifier)">
                <ram:IBANID>{?Payment_account_identifier}</ram:IBANID>
              </xsl:if>
              <xsl:if test="exists(?Payment_account_name)">
                <ram:AccountName>{?Payment_account_name}</ram:AccountName>
              </xsl:if>
              <xsl:if test="$proprietary and exists(?Payment_account_identifier)">
                <ram:ProprietaryID>{?Payment_account_identifier}</ram:ProprietaryID>
              </xsl:if>
            </ram:PayeePartyCreditorFinancialAccount>
          </xsl:if>
          <xsl:if test="exists(?Payment_service_provider_identifier)">
            <ram:PayeeSpecifiedCreditorFinancialInstitution>
              <ram:BICID>{?Payment_service_provider_identifier}</ram:BICID>
            </ram:PayeeSpecifiedCreditorFinancialInstitution>
          </xsl:if>
        </ram:SpecifiedTradeSettlementPaymentMeans>
      </xsl:for-each>
    </xsl:if>
  </xsl:template>

  <xsl:template name="allowance-charge">
    <xsl:param name="charge" as="xs:boolean"/>
    <xsl:param name="ac" as="map(*)"/>
    <xsl:param name="p" as="xs:string"/>
    <ram:SpecifiedTradeAllowanceCharge>
      <ram:ChargeIndicator>
        <udt:Indicator>{$charge}</udt:Indicator>
      </ram:ChargeIndicator>
      <xsl:if test="exists($ac(f:k($p || 'percentage')))">
        <ram:CalculationPercent>{f:num($ac(f:k($p || 'percentage')))}</ram:CalculationPercent>
      </xsl:if>
      <xsl:if test="exists($ac(f:k($p || 'base_amount')))">
        <ram:BasisAmount>{f:amt($ac(f:k($p || 'base_amount')))}</ram:BasisAmount>
      </xsl:if>
      <ram:ActualAmount>{$ac(f:k($p || 'amount')) ! f:amt(.)}</ram:ActualAmount>
      <xsl:if test="exists($ac(f:k($p || 'reason_code')))">
        <ram:ReasonCode>{$ac(f:k($p || 'reason_code'))}</ram:ReasonCode>
      </xsl:if>
      <xsl:if test="exists($ac(f:k($p || 'reason')))">
        <ram:Reason>{$ac(f:k($p || 'reason'))}</ram:Reason>
      </xsl:if>
      <ram:CategoryTradeTax>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:CategoryCode>{$ac(f:k($p || 'VAT_category_code'))}</ram:CategoryCode>
        <xsl:if test="f:rate-allowed($ac(f:k($p || 'VAT_category_code')), $ac(f:k($p || 'VAT_rate')))">
          <ram:RateApplicablePercent>{f:num($ac(f:k($p || 'VAT_rate')))}</ram:RateApplicablePercent>
        </xsl:if>
      </ram:CategoryTradeTax>
    </ram:SpecifiedTradeAllowanceCharge>
  </xsl:template>
</xsl:stylesheet>
