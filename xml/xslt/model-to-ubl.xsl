<?xml version="1.0" encoding="UTF-8"?>
<!--
  Invoice model (JSON text in $json) → UBL 2.1 Invoice, or UBL 2.1 CreditNote for type code 381.
  XRechnung 3.0 syntax binding; element order as UBL-Invoice-2.1.xsd / UBL-CreditNote-2.1.xsd
  require. Empty optional elements are never written. $customization is BT-24 (chosen by the
  caller), BT-23 defaults to the Peppol billing process.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:f="urn:xr-web-capture:functions"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  exclude-result-prefixes="#all"
  expand-text="yes">
  <?xr-model-keys?>

  <xsl:include href="common-generate.xsl"/>
  <xsl:output method="xml" encoding="UTF-8" indent="no"/>

  <xsl:param name="json" as="xs:string"/>
  <xsl:param name="customization" as="xs:string"/>

  <xsl:variable name="inv" as="map(*)" select="parse-json($json)"/>
  <xsl:variable name="cn" as="xs:boolean" select="string($inv?Invoice_type_code) = '381'"/>
  <xsl:variable name="cur" as="xs:string" select="($inv?Invoice_currency_code ! string(.), 'EUR')[1]"/>
  <xsl:variable name="tax-cur" as="xs:string?" select="f:tax-currency($inv, $cur)"/>
  <xsl:variable name="cac" select="'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2'"/>
  <xsl:variable name="cbc" select="'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'"/>
  <!-- BT-90 goes to the payee when there is one, else to the seller. -->
  <xsl:variable name="creditor-id" select="$inv?PAYMENT_INSTRUCTIONS?DIRECT_DEBIT?Bank_assigned_creditor_identifier"/>
  <xsl:variable name="has-payee" as="xs:boolean" select="exists($inv?PAYEE)"/>
  <!-- x-extension Bank_assigned_creditor_identifier_Party = SELLER keeps it with the seller. -->
  <xsl:variable name="creditor-in-payee" as="xs:boolean"
    select="$has-payee and string($inv?PAYMENT_INSTRUCTIONS?DIRECT_DEBIT?Bank_assigned_creditor_identifier_Party) ne 'SELLER'"/>

  <xsl:template name="xsl:initial-template">
    <xsl:variable name="root" select="if ($cn) then 'CreditNote' else 'Invoice'"/>
    <xsl:element name="{$root}" namespace="urn:oasis:names:specification:ubl:schema:xsd:{$root}-2">
      <xsl:namespace name="cac" select="$cac"/>
      <xsl:namespace name="cbc" select="$cbc"/>
      <xsl:call-template name="header"/>
      <xsl:call-template name="references"/>
      <xsl:call-template name="seller"/>
      <xsl:call-template name="buyer"/>
      <xsl:call-template name="payee"/>
      <xsl:call-template name="tax-representative"/>
      <xsl:call-template name="delivery"/>
      <xsl:call-template name="payment"/>
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
      <xsl:call-template name="totals"/>
      <!-- The lines (BG-25) are written by src/xml/writer/lines.ts in place of this instruction. -->
      <xsl:processing-instruction name="xr-lines"/>
    </xsl:element>
  </xsl:template>

  <xsl:template name="header">
    <cbc:CustomizationID>{$customization}</cbc:CustomizationID>
    <cbc:ProfileID>{($inv?PROCESS_CONTROL?Business_process_type, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')[1]}</cbc:ProfileID>
    <cbc:ID>{f:c($inv?Invoice_number)}</cbc:ID>
    <cbc:IssueDate>{$inv?Invoice_issue_date}</cbc:IssueDate>
    <xsl:choose>
      <xsl:when test="$cn">
        <xsl:if test="exists($inv?Value_added_tax_point_date)">
          <cbc:TaxPointDate>{$inv?Value_added_tax_point_date}</cbc:TaxPointDate>
        </xsl:if>
        <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
        <xsl:call-template name="notes"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:if test="exists($inv?Payment_due_date)">
          <cbc:DueDate>{$inv?Payment_due_date}</cbc:DueDate>
        </xsl:if>
        <cbc:InvoiceTypeCode>{($inv?Invoice_type_code, '380')[1]}</cbc:InvoiceTypeCode>
        <xsl:call-template name="notes"/>
        <xsl:if test="exists($inv?Value_added_tax_point_date)">
          <cbc:TaxPointDate>{$inv?Value_added_tax_point_date}</cbc:TaxPointDate>
        </xsl:if>
      </xsl:otherwise>
    </xsl:choose>
    <cbc:DocumentCurrencyCode>{$cur}</cbc:DocumentCurrencyCode>
    <xsl:if test="exists($tax-cur)">
      <cbc:TaxCurrencyCode>{$tax-cur}</cbc:TaxCurrencyCode>
    </xsl:if>
    <xsl:if test="exists($inv?Buyer_accounting_reference)">
      <cbc:AccountingCost>{$inv?Buyer_accounting_reference}</cbc:AccountingCost>
    </xsl:if>
    <xsl:if test="exists($inv?Buyer_reference)">
      <cbc:BuyerReference>{$inv?Buyer_reference}</cbc:BuyerReference>
    </xsl:if>
    <xsl:variable name="period" select="$inv?DELIVERY_INFORMATION?INVOICING_PERIOD"/>
    <xsl:if test="exists($period) or exists($inv?Value_added_tax_point_date_code)">
      <cac:InvoicePeriod>
        <xsl:call-template name="period">
          <xsl:with-param name="start" select="$period?Invoicing_period_start_date"/>
          <xsl:with-param name="end" select="$period?Invoicing_period_end_date"/>
        </xsl:call-template>
        <xsl:if test="exists($inv?Value_added_tax_point_date_code)">
          <cbc:DescriptionCode>{f:bt8-ubl($inv?Value_added_tax_point_date_code)}</cbc:DescriptionCode>
        </xsl:if>
      </cac:InvoicePeriod>
    </xsl:if>
  </xsl:template>

  <xsl:template name="notes">
    <xsl:for-each select="$inv?INVOICE_NOTE?*[exists(?Invoice_note) or exists(?Invoice_note_subject_code)]">
      <cbc:Note>{if (exists(?Invoice_note_subject_code)) then '#' || ?Invoice_note_subject_code || '#' else ''}{?Invoice_note}</cbc:Note>
    </xsl:for-each>
  </xsl:template>

  <xsl:template name="period">
    <xsl:param name="start"/>
    <xsl:param name="end"/>
    <xsl:if test="exists($start)">
      <cbc:StartDate>{$start}</cbc:StartDate>
    </xsl:if>
    <xsl:if test="exists($end)">
      <cbc:EndDate>{$end}</cbc:EndDate>
    </xsl:if>
  </xsl:template>

  <xsl:template name="id-ref">
    <xsl:param name="name" as="xs:string"/>
    <xsl:param name="value"/>
    <xsl:if test="exists($value)">
      <xsl:element name="cac:{$name}" namespace="{$cac}">
        <cbc:ID>{$value}</cbc:ID>
      </xsl:element>
    </xsl:if>
  </xsl:template>

  <xsl:template name="references">
    <xsl:if test="exists(($inv?Purchase_order_reference, $inv?Sales_order_reference))">
      <cac:OrderReference>
        <!-- cbc:ID is mandatory in UBL: 'NA' stands for a sales order without purchase order. -->
        <cbc:ID>{($inv?Purchase_order_reference, 'NA')[1]}</cbc:ID>
        <xsl:if test="exists($inv?Sales_order_reference)">
          <cbc:SalesOrderID>{$inv?Sales_order_reference}</cbc:SalesOrderID>
        </xsl:if>
      </cac:OrderReference>
    </xsl:if>
    <xsl:for-each select="$inv?PRECEDING_INVOICE_REFERENCE?*[exists(?Preceding_Invoice_reference)]">
      <cac:BillingReference>
        <cac:InvoiceDocumentReference>
          <cbc:ID>{?Preceding_Invoice_reference}</cbc:ID>
          <xsl:if test="exists(?Preceding_Invoice_issue_date)">
            <cbc:IssueDate>{?Preceding_Invoice_issue_date}</cbc:IssueDate>
          </xsl:if>
        </cac:InvoiceDocumentReference>
      </cac:BillingReference>
    </xsl:for-each>
    <xsl:call-template name="id-ref">
      <xsl:with-param name="name" select="'DespatchDocumentReference'"/>
      <xsl:with-param name="value" select="$inv?Despatch_advice_reference"/>
    </xsl:call-template>
    <xsl:call-template name="id-ref">
      <xsl:with-param name="name" select="'ReceiptDocumentReference'"/>
      <xsl:with-param name="value" select="$inv?Receiving_advice_reference"/>
    </xsl:call-template>
    <xsl:if test="not($cn)">
      <xsl:call-template name="id-ref">
        <xsl:with-param name="name" select="'OriginatorDocumentReference'"/>
        <xsl:with-param name="value" select="$inv?Tender_or_lot_reference"/>
      </xsl:call-template>
    </xsl:if>
    <xsl:call-template name="id-ref">
      <xsl:with-param name="name" select="'ContractDocumentReference'"/>
      <xsl:with-param name="value" select="$inv?Contract_reference"/>
    </xsl:call-template>
    <xsl:for-each select="$inv?ADDITIONAL_SUPPORTING_DOCUMENTS?*">
      <xsl:variable name="att" select="?Attached_document"/>
      <cac:AdditionalDocumentReference>
        <cbc:ID>{?Supporting_document_reference}</cbc:ID>
        <xsl:if test="exists(?Supporting_document_description)">
          <cbc:DocumentDescription>{?Supporting_document_description}</cbc:DocumentDescription>
        </xsl:if>
        <xsl:if test="exists($att?Content) or exists(?External_document_location)">
          <cac:Attachment>
            <xsl:if test="exists($att?Content)">
              <cbc:EmbeddedDocumentBinaryObject>
                <xsl:if test="exists($att?Mime_Code)">
                  <xsl:attribute name="mimeCode" select="$att?Mime_Code"/>
                </xsl:if>
                <xsl:if test="exists($att?Filename)">
                  <xsl:attribute name="filename" select="$att?Filename"/>
                </xsl:if>
                <xsl:value-of select="$att?Content"/>
              </cbc:EmbeddedDocumentBinaryObject>
            </xsl:if>
            <xsl:if test="exists(?External_document_location)">
              <cac:ExternalReference>
                <cbc:URI>{?External_document_location}</cbc:URI>
              </cac:ExternalReference>
            </xsl:if>
          </cac:Attachment>
        </xsl:if>
      </cac:AdditionalDocumentReference>
    </xsl:for-each>
    <xsl:variable name="object" select="$inv?Invoiced_object_identifier"/>
    <xsl:if test="exists(f:c($object))">
      <cac:AdditionalDocumentReference>
        <cbc:ID>
          <xsl:if test="$object instance of map(*) and exists($object?Scheme_identifier)">
            <xsl:attribute name="schemeID" select="$object?Scheme_identifier"/>
          </xsl:if>
          <xsl:value-of select="f:c($object)"/>
        </cbc:ID>
        <cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>
      </cac:AdditionalDocumentReference>
    </xsl:if>
    <xsl:choose>
      <xsl:when test="$cn">
        <!-- A CreditNote has no ProjectReference: BT-11 is a document reference of type 50. -->
        <xsl:if test="exists($inv?Project_reference)">
          <cac:AdditionalDocumentReference>
            <cbc:ID>{$inv?Project_reference}</cbc:ID>
            <cbc:DocumentTypeCode>50</cbc:DocumentTypeCode>
          </cac:AdditionalDocumentReference>
        </xsl:if>
        <xsl:call-template name="id-ref">
          <xsl:with-param name="name" select="'OriginatorDocumentReference'"/>
          <xsl:with-param name="value" select="$inv?Tender_or_lot_reference"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="id-ref">
          <xsl:with-param name="name" select="'ProjectReference'"/>
          <xsl:with-param name="value" select="$inv?Project_reference"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- An identifier with an optional scheme attribute. -->
  <xsl:template name="scheme-id">
    <xsl:param name="name" as="xs:string" select="'ID'"/>
    <xsl:param name="value"/>
    <xsl:param name="scheme"/>
    <xsl:param name="attribute" as="xs:string" select="'schemeID'"/>
    <xsl:element name="cbc:{$name}" namespace="{$cbc}">
      <xsl:if test="exists($scheme)">
        <xsl:attribute name="{$attribute}" select="$scheme"/>
      </xsl:if>
      <xsl:value-of select="$value"/>
    </xsl:element>
  </xsl:template>

  <!-- Postal address of a party; $p is the model's field prefix (Seller_, Buyer_, ...). -->
  <xsl:template name="address">
    <xsl:param name="a" as="map(*)?"/>
    <xsl:param name="p" as="xs:string"/>
    <xsl:param name="name" as="xs:string" select="'PostalAddress'"/>
    <xsl:if test="exists($a)">
      <xsl:element name="cac:{$name}" namespace="{$cac}">
        <xsl:if test="exists($a(f:k($p || 'address_line_1')))">
          <cbc:StreetName>{$a(f:k($p || 'address_line_1'))}</cbc:StreetName>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'address_line_2')))">
          <cbc:AdditionalStreetName>{$a(f:k($p || 'address_line_2'))}</cbc:AdditionalStreetName>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'city')))">
          <cbc:CityName>{$a(f:k($p || 'city'))}</cbc:CityName>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'post_code')))">
          <cbc:PostalZone>{$a(f:k($p || 'post_code'))}</cbc:PostalZone>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'country_subdivision')))">
          <cbc:CountrySubentity>{$a(f:k($p || 'country_subdivision'))}</cbc:CountrySubentity>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'address_line_3')))">
          <cac:AddressLine>
            <cbc:Line>{$a(f:k($p || 'address_line_3'))}</cbc:Line>
          </cac:AddressLine>
        </xsl:if>
        <xsl:if test="exists($a(f:k($p || 'country_code')))">
          <cac:Country>
            <cbc:IdentificationCode>{$a(f:k($p || 'country_code'))}</cbc:IdentificationCode>
          </cac:Country>
        </xsl:if>
      </xsl:element>
    </xsl:if>
  </xsl:template>

  <xsl:template name="tax-scheme">
    <xsl:param name="id"/>
    <xsl:param name="scheme" as="xs:string"/>
    <xsl:if test="exists($id)">
      <cac:PartyTaxScheme>
        <cbc:CompanyID>{$id}</cbc:CompanyID>
        <cac:TaxScheme>
          <cbc:ID>{$scheme}</cbc:ID>
        </cac:TaxScheme>
      </cac:PartyTaxScheme>
    </xsl:if>
  </xsl:template>

  <xsl:template name="contact">
    <xsl:param name="name"/>
    <xsl:param name="phone"/>
    <xsl:param name="mail"/>
    <xsl:if test="exists(($name, $phone, $mail))">
      <cac:Contact>
        <xsl:if test="exists($name)">
          <cbc:Name>{$name}</cbc:Name>
        </xsl:if>
        <xsl:if test="exists($phone)">
          <cbc:Telephone>{$phone}</cbc:Telephone>
        </xsl:if>
        <xsl:if test="exists($mail)">
          <cbc:ElectronicMail>{$mail}</cbc:ElectronicMail>
        </xsl:if>
      </cac:Contact>
    </xsl:if>
  </xsl:template>

  <xsl:template name="creditor-id">
    <cac:PartyIdentification>
      <cbc:ID schemeID="SEPA">{$creditor-id}</cbc:ID>
    </cac:PartyIdentification>
  </xsl:template>

  <xsl:template name="seller">
    <xsl:variable name="s" select="$inv?SELLER"/>
    <xsl:variable name="contact" select="$s?SELLER_CONTACT"/>
    <cac:AccountingSupplierParty>
      <cac:Party>
        <xsl:if test="exists(f:c($s?Seller_electronic_address))">
          <xsl:call-template name="scheme-id">
            <xsl:with-param name="name" select="'EndpointID'"/>
            <xsl:with-param name="value" select="f:c($s?Seller_electronic_address)"/>
            <xsl:with-param name="scheme" select="($s?Seller_electronic_address[. instance of map(*)]?Scheme_identifier, 'EM')[1]"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:for-each select="$s?Seller_identifier?*">
          <cac:PartyIdentification>
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="value" select="f:c(.)"/>
              <xsl:with-param name="scheme" select="if (. instance of map(*)) then ?Scheme_identifier else ()"/>
            </xsl:call-template>
          </cac:PartyIdentification>
        </xsl:for-each>
        <xsl:if test="exists($creditor-id) and not($creditor-in-payee)">
          <xsl:call-template name="creditor-id"/>
        </xsl:if>
        <xsl:if test="exists($s?Seller_trading_name)">
          <cac:PartyName>
            <cbc:Name>{$s?Seller_trading_name}</cbc:Name>
          </cac:PartyName>
        </xsl:if>
        <xsl:call-template name="address">
          <xsl:with-param name="a" select="$s?SELLER_POSTAL_ADDRESS"/>
          <xsl:with-param name="p" select="'Seller_'"/>
        </xsl:call-template>
        <xsl:call-template name="tax-scheme">
          <xsl:with-param name="id" select="$s?Seller_VAT_identifier"/>
          <xsl:with-param name="scheme" select="'VAT'"/>
        </xsl:call-template>
        <xsl:call-template name="tax-scheme">
          <xsl:with-param name="id" select="$s?Seller_tax_registration_identifier"/>
          <xsl:with-param name="scheme" select="'FC'"/>
        </xsl:call-template>
        <cac:PartyLegalEntity>
          <cbc:RegistrationName>{$s?Seller_name}</cbc:RegistrationName>
          <xsl:if test="exists($s?Seller_legal_registration_identifier)">
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="name" select="'CompanyID'"/>
              <xsl:with-param name="value" select="$s?Seller_legal_registration_identifier"/>
              <xsl:with-param name="scheme" select="$s?Seller_legal_registration_identifier_Scheme_identifier"/>
            </xsl:call-template>
          </xsl:if>
          <xsl:if test="exists($s?Seller_additional_legal_information)">
            <cbc:CompanyLegalForm>{$s?Seller_additional_legal_information}</cbc:CompanyLegalForm>
          </xsl:if>
        </cac:PartyLegalEntity>
        <xsl:call-template name="contact">
          <xsl:with-param name="name" select="$contact?Seller_contact_point"/>
          <xsl:with-param name="phone" select="$contact?Seller_contact_telephone_number"/>
          <xsl:with-param name="mail" select="$contact?Seller_contact_email_address"/>
        </xsl:call-template>
      </cac:Party>
    </cac:AccountingSupplierParty>
  </xsl:template>

  <xsl:template name="buyer">
    <xsl:variable name="b" select="$inv?BUYER"/>
    <xsl:variable name="contact" select="$b?BUYER_CONTACT"/>
    <cac:AccountingCustomerParty>
      <cac:Party>
        <xsl:if test="exists($b?Buyer_electronic_address)">
          <xsl:call-template name="scheme-id">
            <xsl:with-param name="name" select="'EndpointID'"/>
            <xsl:with-param name="value" select="$b?Buyer_electronic_address"/>
            <xsl:with-param name="scheme" select="($b?Buyer_electronic_address_Scheme_identifier, 'EM')[1]"/>
          </xsl:call-template>
        </xsl:if>
        <xsl:if test="exists($b?Buyer_identifier)">
          <cac:PartyIdentification>
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="value" select="$b?Buyer_identifier"/>
              <xsl:with-param name="scheme" select="$b?Buyer_identifier_Scheme_identifier"/>
            </xsl:call-template>
          </cac:PartyIdentification>
        </xsl:if>
        <xsl:if test="exists($b?Buyer_trading_name)">
          <cac:PartyName>
            <cbc:Name>{$b?Buyer_trading_name}</cbc:Name>
          </cac:PartyName>
        </xsl:if>
        <xsl:call-template name="address">
          <xsl:with-param name="a" select="$b?BUYER_POSTAL_ADDRESS"/>
          <xsl:with-param name="p" select="'Buyer_'"/>
        </xsl:call-template>
        <xsl:call-template name="tax-scheme">
          <xsl:with-param name="id" select="$b?Buyer_VAT_identifier"/>
          <xsl:with-param name="scheme" select="'VAT'"/>
        </xsl:call-template>
        <cac:PartyLegalEntity>
          <cbc:RegistrationName>{$b?Buyer_name}</cbc:RegistrationName>
          <xsl:if test="exists($b?Buyer_legal_registration_identifier)">
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="name" select="'CompanyID'"/>
              <xsl:with-param name="value" select="$b?Buyer_legal_registration_identifier"/>
              <xsl:with-param name="scheme" select="$b?Buyer_legal_registration_identifier_Scheme_identifier"/>
            </xsl:call-template>
          </xsl:if>
        </cac:PartyLegalEntity>
        <xsl:call-template name="contact">
          <xsl:with-param name="name" select="$contact?Buyer_contact_point"/>
          <xsl:with-param name="phone" select="$contact?Buyer_contact_telephone_number"/>
          <xsl:with-param name="mail" select="$contact?Buyer_contact_email_address"/>
        </xsl:call-template>
      </cac:Party>
    </cac:AccountingCustomerParty>
  </xsl:template>

  <xsl:template name="payee">
    <xsl:variable name="p" select="$inv?PAYEE"/>
    <xsl:if test="$has-payee">
      <cac:PayeeParty>
        <xsl:if test="exists($p?Payee_identifier)">
          <cac:PartyIdentification>
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="value" select="$p?Payee_identifier"/>
              <xsl:with-param name="scheme" select="$p?Payee_identifier_Scheme_identifier"/>
            </xsl:call-template>
          </cac:PartyIdentification>
        </xsl:if>
        <xsl:if test="exists($creditor-id) and $creditor-in-payee">
          <xsl:call-template name="creditor-id"/>
        </xsl:if>
        <xsl:if test="exists($p?Payee_name)">
          <cac:PartyName>
            <cbc:Name>{$p?Payee_name}</cbc:Name>
          </cac:PartyName>
        </xsl:if>
        <xsl:if test="exists($p?Payee_legal_registration_identifier)">
          <cac:PartyLegalEntity>
            <xsl:call-template name="scheme-id">
              <xsl:with-param name="name" select="'CompanyID'"/>
              <xsl:with-param name="value" select="$p?Payee_legal_registration_identifier"/>
              <xsl:with-param name="scheme" select="$p?Payee_legal_registration_identifier_Scheme_identifier"/>
            </xsl:call-template>
          </cac:PartyLegalEntity>
        </xsl:if>
      </cac:PayeeParty>
    </xsl:if>
  </xsl:template>

  <xsl:template name="tax-representative">
    <xsl:variable name="t" select="$inv?SELLER_TAX_REPRESENTATIVE_PARTY"/>
    <xsl:if test="exists($t)">
      <cac:TaxRepresentativeParty>
        <xsl:if test="exists($t?Seller_tax_representative_name)">
          <cac:PartyName>
            <cbc:Name>{$t?Seller_tax_representative_name}</cbc:Name>
          </cac:PartyName>
        </xsl:if>
        <xsl:call-template name="address">
          <xsl:with-param name="a" select="$t?SELLER_TAX_REPRESENTATIVE_POSTAL_ADDRESS"/>
          <xsl:with-param name="p" select="'Tax_representative_'"/>
        </xsl:call-template>
        <xsl:call-template name="tax-scheme">
          <xsl:with-param name="id" select="$t?Seller_tax_representative_VAT_identifier"/>
          <xsl:with-param name="scheme" select="'VAT'"/>
        </xsl:call-template>
      </cac:TaxRepresentativeParty>
    </xsl:if>
  </xsl:template>

  <xsl:template name="delivery">
    <xsl:variable name="d" select="$inv?DELIVERY_INFORMATION"/>
    <xsl:variable name="address" select="$d?DELIVER_TO_ADDRESS"/>
    <xsl:if test="exists(($d?Actual_delivery_date, $d?Deliver_to_location_identifier, $d?Deliver_to_party_name)) or exists($address)">
      <cac:Delivery>
        <xsl:if test="exists($d?Actual_delivery_date)">
          <cbc:ActualDeliveryDate>{$d?Actual_delivery_date}</cbc:ActualDeliveryDate>
        </xsl:if>
        <xsl:if test="exists($d?Deliver_to_location_identifier) or exists($address)">
          <cac:DeliveryLocation>
            <xsl:if test="exists($d?Deliver_to_location_identifier)">
              <xsl:call-template name="scheme-id">
                <xsl:with-param name="value" select="$d?Deliver_to_location_identifier"/>
                <xsl:with-param name="scheme" select="$d?Deliver_to_location_identifier_Scheme_identifier"/>
              </xsl:call-template>
            </xsl:if>
            <xsl:call-template name="address">
              <xsl:with-param name="a" select="$address"/>
              <xsl:with-param name="p" select="'Deliver_to_'"/>
              <xsl:with-param name="name" select="'Address'"/>
            </xsl:call-template>
          </cac:DeliveryLocation>
        </xsl:if>
        <xsl:if test="exists($d?Deliver_to_party_name)">
          <cac:DeliveryParty>
            <cac:PartyName>
              <cbc:Name>{$d?Deliver_to_party_name}</cbc:Name>
            </cac:PartyName>
          </cac:DeliveryParty>
        </xsl:if>
      </cac:Delivery>
    </xsl:if>
  </xsl:template>

  <!-- One cac:PaymentMeans per credit transfer account (or one without); the payment means text,
       the credit note's due date, card and mandate only in the first (UBL-SR-45, UBL-SR-46 and the card and mandate counts). -->
  <xsl:template name="payment">
    <xsl:variable name="pi" select="$inv?PAYMENT_INSTRUCTIONS"/>
    <xsl:variable name="accounts" select="$pi?CREDIT_TRANSFER?*"/>
    <xsl:if test="exists($pi?Payment_means_type_code)">
      <xsl:for-each select="if (exists($accounts)) then $accounts else map {}">
        <xsl:variable name="first" select="position() = 1"/>
        <cac:PaymentMeans>
          <cbc:PaymentMeansCode>
            <xsl:if test="$first and exists($pi?Payment_means_text)">
              <xsl:attribute name="name" select="$pi?Payment_means_text"/>
            </xsl:if>
            <xsl:value-of select="$pi?Payment_means_type_code"/>
          </cbc:PaymentMeansCode>
          <xsl:if test="$first and $cn and exists($inv?Payment_due_date)">
            <cbc:PaymentDueDate>{$inv?Payment_due_date}</cbc:PaymentDueDate>
          </xsl:if>
          <xsl:if test="exists($pi?Remittance_information)">
            <cbc:PaymentID>{$pi?Remittance_information}</cbc:PaymentID>
          </xsl:if>
          <xsl:variable name="card" select="$pi?PAYMENT_CARD_INFORMATION"/>
          <xsl:if test="$first and exists($card)">
            <cac:CardAccount>
              <cbc:PrimaryAccountNumberID>{$card?Payment_card_primary_account_number}</cbc:PrimaryAccountNumberID>
              <!-- Mandatory in UBL, no business term: 'NA'. -->
              <cbc:NetworkID>NA</cbc:NetworkID>
              <xsl:if test="exists($card?Payment_card_holder_name)">
                <cbc:HolderName>{$card?Payment_card_holder_name}</cbc:HolderName>
              </xsl:if>
            </cac:CardAccount>
          </xsl:if>
          <xsl:if test="map:size(.) gt 0" xmlns:map="http://www.w3.org/2005/xpath-functions/map">
            <cac:PayeeFinancialAccount>
              <cbc:ID>{?Payment_account_identifier}</cbc:ID>
              <xsl:if test="exists(?Payment_account_name)">
                <cbc:Name>{?Payment_account_name}</cbc:Name>
              </xsl:if>
              <xsl:if test="exists(?Payment_service_provider_identifier)">
                <cac:FinancialInstitutionBranch>
                  <cbc:ID>{?Payment_service_provider_identifier}</cbc:ID>
                </cac:FinancialInstitutionBranch>
              </xsl:if>
            </cac:PayeeFinancialAccount>
          </xsl:if>
          <xsl:variable name="dd" select="$pi?DIRECT_DEBIT"/>
          <xsl:if test="$first and exists(($dd?Mandate_reference_identifier, $dd?Debited_account_identifier))">
            <cac:PaymentMandate>
              <xsl:if test="exists($dd?Mandate_reference_identifier)">
                <cbc:ID>{$dd?Mandate_reference_identifier}</cbc:ID>
              </xsl:if>
              <xsl:if test="exists($dd?Debited_account_identifier)">
                <cac:PayerFinancialAccount>
                  <cbc:ID>{$dd?Debited_account_identifier}</cbc:ID>
                </cac:PayerFinancialAccount>
              </xsl:if>
            </cac:PaymentMandate>
          </xsl:if>
        </cac:PaymentMeans>
      </xsl:for-each>
    </xsl:if>
    <xsl:if test="exists($inv?Payment_terms)">
      <cac:PaymentTerms>
        <cbc:Note>{$inv?Payment_terms}</cbc:Note>
      </cac:PaymentTerms>
    </xsl:if>
    <!-- Third-party payments (XRechnung extension BG-DEX-09): Invoice only, refused earlier for a CreditNote. -->
    <xsl:if test="not($cn)">
      <xsl:for-each select="$inv?THIRD_PARTY_PAYMENT?*">
        <cac:PrepaidPayment>
          <cbc:ID>{?Third_party_payment_type}</cbc:ID>
          <cbc:PaidAmount currencyID="{$cur}">{?Third_party_payment_amount ! f:amt(.)}</cbc:PaidAmount>
          <xsl:if test="exists(?Third_party_payment_description)">
            <cbc:InstructionID>{?Third_party_payment_description}</cbc:InstructionID>
          </xsl:if>
        </cac:PrepaidPayment>
      </xsl:for-each>
    </xsl:if>
  </xsl:template>

  <xsl:template name="tax-category">
    <xsl:param name="name" as="xs:string" select="'TaxCategory'"/>
    <xsl:param name="category"/>
    <xsl:param name="rate"/>
    <xsl:param name="reason-code" select="()"/>
    <xsl:param name="reason" select="()"/>
    <!-- A VAT breakdown row carries its rate also for category O (BR-DE-14). -->
    <xsl:param name="breakdown" as="xs:boolean" select="false()"/>
    <xsl:element name="cac:{$name}" namespace="{$cac}">
      <cbc:ID>{$category}</cbc:ID>
      <xsl:if test="if ($breakdown) then exists($rate) else f:rate-allowed($category, $rate)">
        <cbc:Percent>{f:num($rate)}</cbc:Percent>
      </xsl:if>
      <xsl:if test="exists($reason-code)">
        <cbc:TaxExemptionReasonCode>{$reason-code}</cbc:TaxExemptionReasonCode>
      </xsl:if>
      <xsl:if test="exists($reason)">
        <cbc:TaxExemptionReason>{$reason}</cbc:TaxExemptionReason>
      </xsl:if>
      <cac:TaxScheme>
        <cbc:ID>VAT</cbc:ID>
      </cac:TaxScheme>
    </xsl:element>
  </xsl:template>

  <!-- Document or line allowance/charge; $p is the field prefix, $ac the model entry. -->
  <xsl:template name="allowance-charge">
    <xsl:param name="charge" as="xs:boolean"/>
    <xsl:param name="ac" as="map(*)"/>
    <xsl:param name="p" as="xs:string"/>
    <cac:AllowanceCharge>
      <cbc:ChargeIndicator>{$charge}</cbc:ChargeIndicator>
      <xsl:if test="exists($ac(f:k($p || 'reason_code')))">
        <cbc:AllowanceChargeReasonCode>{$ac(f:k($p || 'reason_code'))}</cbc:AllowanceChargeReasonCode>
      </xsl:if>
      <xsl:if test="exists($ac(f:k($p || 'reason')))">
        <cbc:AllowanceChargeReason>{$ac(f:k($p || 'reason'))}</cbc:AllowanceChargeReason>
      </xsl:if>
      <xsl:if test="exists($ac(f:k($p || 'percentage')))">
        <cbc:MultiplierFactorNumeric>{f:num($ac(f:k($p || 'percentage')))}</cbc:MultiplierFactorNumeric>
      </xsl:if>
      <cbc:Amount currencyID="{$cur}">{$ac(f:k($p || 'amount')) ! f:amt(.)}</cbc:Amount>
      <xsl:if test="exists($ac(f:k($p || 'base_amount')))">
        <cbc:BaseAmount currencyID="{$cur}">{f:amt($ac(f:k($p || 'base_amount')))}</cbc:BaseAmount>
      </xsl:if>
      <xsl:call-template name="tax-category">
        <xsl:with-param name="category" select="$ac(f:k($p || 'VAT_category_code'))"/>
        <xsl:with-param name="rate" select="$ac(f:k($p || 'VAT_rate'))"/>
      </xsl:call-template>
    </cac:AllowanceCharge>
  </xsl:template>

  <xsl:template name="totals">
    <xsl:variable name="t" select="$inv?DOCUMENT_TOTALS"/>
    <cac:TaxTotal>
      <cbc:TaxAmount currencyID="{$cur}">{f:amt(($t?Invoice_total_VAT_amount, 0)[1])}</cbc:TaxAmount>
      <xsl:for-each select="f:vat-rows($inv)">
        <cac:TaxSubtotal>
          <cbc:TaxableAmount currencyID="{$cur}">{f:amt((?VAT_category_taxable_amount, 0)[1])}</cbc:TaxableAmount>
          <cbc:TaxAmount currencyID="{$cur}">{f:amt((?VAT_category_tax_amount, 0)[1])}</cbc:TaxAmount>
          <xsl:call-template name="tax-category">
            <xsl:with-param name="category" select="?VAT_category_code"/>
            <xsl:with-param name="rate" select="f:breakdown-rate(.)"/>
            <xsl:with-param name="breakdown" select="true()"/>
            <xsl:with-param name="reason-code" select="?VAT_exemption_reason_code"/>
            <xsl:with-param name="reason" select="?VAT_exemption_reason_text"/>
          </xsl:call-template>
        </cac:TaxSubtotal>
      </xsl:for-each>
    </cac:TaxTotal>
    <xsl:if test="exists($tax-cur) and exists($t?Invoice_total_VAT_amount_in_accounting_currency)">
      <cac:TaxTotal>
        <cbc:TaxAmount currencyID="{$tax-cur}">{f:amt($t?Invoice_total_VAT_amount_in_accounting_currency)}</cbc:TaxAmount>
      </cac:TaxTotal>
    </xsl:if>
    <cac:LegalMonetaryTotal>
      <cbc:LineExtensionAmount currencyID="{$cur}">{f:amt(($t?Sum_of_Invoice_line_net_amount, 0)[1])}</cbc:LineExtensionAmount>
      <cbc:TaxExclusiveAmount currencyID="{$cur}">{f:amt(($t?Invoice_total_amount_without_VAT, 0)[1])}</cbc:TaxExclusiveAmount>
      <cbc:TaxInclusiveAmount currencyID="{$cur}">{f:amt(($t?Invoice_total_amount_with_VAT, 0)[1])}</cbc:TaxInclusiveAmount>
      <xsl:if test="exists($t?Sum_of_allowances_on_document_level)">
        <cbc:AllowanceTotalAmount currencyID="{$cur}">{f:amt($t?Sum_of_allowances_on_document_level)}</cbc:AllowanceTotalAmount>
      </xsl:if>
      <xsl:if test="exists($t?Sum_of_charges_on_document_level)">
        <cbc:ChargeTotalAmount currencyID="{$cur}">{f:amt($t?Sum_of_charges_on_document_level)}</cbc:ChargeTotalAmount>
      </xsl:if>
      <xsl:if test="exists($t?Paid_amount)">
        <cbc:PrepaidAmount currencyID="{$cur}">{f:amt($t?Paid_amount)}</cbc:PrepaidAmount>
      </xsl:if>
      <xsl:if test="exists($t?Rounding_amount)">
        <cbc:PayableRoundingAmount currencyID="{$cur}">{f:amt($t?Rounding_amount)}</cbc:PayableRoundingAmount>
      </xsl:if>
      <cbc:PayableAmount currencyID="{$cur}">{f:amt(($t?Amount_due_for_payment, 0)[1])}</cbc:PayableAmount>
    </cac:LegalMonetaryTotal>
  </xsl:template>
</xsl:stylesheet>
