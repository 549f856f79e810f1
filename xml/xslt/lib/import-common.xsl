<?xml version="1.0" encoding="UTF-8"?>
<!--
  Functions of the order import (order-to-model); invoices are read without XSLT (src/xml/reader/).
  Every function returns a map with zero or one entry, so a group is a map:merge of calls and an
  absent element simply contributes nothing (absent elements → absent properties, never null/"").
  Numbers become xs:decimal (serialised as JSON numbers with every written decimal); a value that
  is no decimal is kept as its raw string so the rules can flag it (lenient, lossless import).
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:f="urn:xr:import"
  exclude-result-prefixes="#all">

  <!-- A text value: the first node's string, exactly as written; empty → absent. -->
  <xsl:function name="f:s" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="nodes" as="item()*"/>
    <xsl:sequence select="if (exists($nodes)) then map{ $key: string(head($nodes)) } else map{}"/>
  </xsl:function>

  <!-- A code, identifier or date: surrounding whitespace removed (XSD token semantics). -->
  <xsl:function name="f:c" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="nodes" as="item()*"/>
    <xsl:sequence select="if (exists($nodes)) then map{ $key: normalize-space(string(head($nodes))) } else map{}"/>
  </xsl:function>

  <!-- A number: xs:decimal when the text is one, otherwise the raw text. An amount written with
       more than two fraction digits stays the written decimal string ("12.600"): the rules count
       the decimals as written (BR-DEC-*), which a JSON number cannot carry. -->
  <xsl:function name="f:n" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="nodes" as="item()*"/>
    <xsl:variable name="v" select="normalize-space(string(head($nodes)))"/>
    <xsl:sequence select="
      if (empty($nodes)) then map{}
      else if (not($v castable as xs:decimal)) then map{ $key: $v }
      else if (f:is-amount($key) and matches($v, '\.[0-9]{3,}$')) then map{ $key: $v }
      else map{ $key: xs:decimal($v) }"/>
  </xsl:function>

  <xsl:function name="f:is-amount" as="xs:boolean">
    <xsl:param name="key" as="xs:string"/>
    <xsl:sequence select="contains(lower-case($key), 'amount') or starts-with($key, 'Sum_of_')"/>
  </xsl:function>

  <!-- A CII date (udt:DateTimeString / qdt:DateTimeString / udt:DateString): format 102 → yyyy-mm-dd;
       anything else is kept raw. -->
  <xsl:function name="f:d" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="nodes" as="element()*"/>
    <xsl:variable name="e" select="head($nodes)"/>
    <xsl:variable name="v" select="normalize-space(string($e))"/>
    <xsl:sequence select="
      if (empty($e)) then map{}
      else if ((not($e/@format) or $e/@format eq '102') and matches($v, '^[0-9]{8}$'))
        then map{ $key: concat(substring($v, 1, 4), '-', substring($v, 5, 2), '-', substring($v, 7, 2)) }
      else map{ $key: $v }"/>
  </xsl:function>

  <!-- A group: present only when it holds something. -->
  <xsl:function name="f:o" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="parts" as="map(*)*"/>
    <xsl:variable name="m" select="map:merge($parts)"/>
    <xsl:sequence select="if (map:size($m) gt 0) then map{ $key: $m } else map{}"/>
  </xsl:function>

  <!-- A list of groups: empty groups are left out, an empty list is absent. -->
  <xsl:function name="f:a" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="items" as="map(*)*"/>
    <xsl:variable name="kept" select="$items[map:size(.) gt 0]"/>
    <xsl:sequence select="if (exists($kept)) then map{ $key: array{ $kept } } else map{}"/>
  </xsl:function>

  <!-- A {Content, Scheme_identifier} wrapper. -->
  <xsl:function name="f:w" as="map(*)">
    <xsl:param name="key" as="xs:string"/>
    <xsl:param name="node" as="element()?"/>
    <xsl:param name="scheme" as="item()?"/>
    <xsl:sequence select="f:o($key, (f:s('Content', $node), f:c('Scheme_identifier', $scheme)))"/>
  </xsl:function>

  <!-- ===== Notes: every leaf value that no mapping consumed is reported, never silently dropped. ===== -->

  <!-- Fixed prefixes for the namespaces of notes, whatever prefixes a document uses. -->
  <xsl:variable name="f:prefixes" as="map(*)" select="map{
    'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
    'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
    'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
    'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
    'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
    'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
    'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm' }"/>

  <xsl:function name="f:qn" as="xs:string">
    <xsl:param name="n" as="node()"/>
    <xsl:variable name="p" select="$f:prefixes(namespace-uri($n))"/>
    <xsl:sequence select="if (exists($p)) then concat($p, ':', local-name($n))
                          else if (namespace-uri($n) eq '') then local-name($n)
                          else concat('{', namespace-uri($n), '}', local-name($n))"/>
  </xsl:function>

  <!-- The path of an element below the document element, e.g. cac:InvoiceLine/cbc:Note. -->
  <xsl:function name="f:path" as="xs:string">
    <xsl:param name="e" as="element()"/>
    <xsl:sequence select="string-join(($e/ancestor-or-self::* except $e/root()/*) ! f:qn(.), '/')"/>
  </xsl:function>

  <!-- ===== Notes: mode f:cover walks the document; the *-known.xsl modules add templates that
       match every path with a place in the model, so what reaches these defaults is reported. ===== -->
  <xsl:template match="*" mode="f:cover f:cover-line" as="xs:string*">
    <xsl:choose>
      <xsl:when test="*">
        <xsl:apply-templates select="@*, *" mode="#current"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:apply-templates select="@*" mode="#current"/>
        <xsl:if test="normalize-space(.) ne ''">
          <xsl:sequence select="concat(f:path(.), ': ', f:excerpt(string(.)))"/>
        </xsl:if>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="@*" mode="f:cover f:cover-line" as="xs:string*">
    <xsl:if test="normalize-space(.) ne ''">
      <xsl:sequence select="concat(f:path(..), '/@', f:qn(.), ': ', f:excerpt(string(.)))"/>
    </xsl:if>
  </xsl:template>

  <xsl:template match="text() | comment() | processing-instruction()" mode="f:cover f:cover-line"/>

  <!-- A leaf repeated under the same parent where the model holds one value: the repeats are
       notes (the *-known modules list the leaves that are lists in the model at a higher priority). -->
  <xsl:template mode="f:cover f:cover-line" priority="2.5" as="xs:string*"
    match="*[not(*)][preceding-sibling::*[node-name(.) eq node-name(current())]]">
    <xsl:if test="normalize-space(.) ne ''">
      <xsl:sequence select="f:note-repeat(.)"/>
    </xsl:if>
  </xsl:template>

  <!-- Leaves that are lists in the model (notes, seller identifiers, the VAT total per currency). -->
  <xsl:template mode="f:cover" priority="2.6" as="xs:string*" match="
    /*[local-name() = ('Invoice', 'CreditNote', 'Order')]/*[local-name() eq 'Note']
    | /*/*[local-name() eq 'SupplyChainTradeTransaction']/*[local-name() eq 'ApplicableHeaderTradeAgreement']
        /*[local-name() eq 'SellerTradeParty']/*[local-name() = ('ID', 'GlobalID')]
    | /*/*[local-name() eq 'SupplyChainTradeTransaction']/*[local-name() eq 'ApplicableHeaderTradeSettlement']
        /*[local-name() eq 'SpecifiedTradeSettlementHeaderMonetarySummation']/*[local-name() eq 'TaxTotalAmount']">
    <xsl:apply-templates select="@*" mode="#current"/>
  </xsl:template>

  <!-- UBL extensions (signatures, proprietary data): one note for the whole block. -->
  <xsl:template mode="f:cover" priority="6" match="/*/*[local-name() eq 'UBLExtensions']" as="xs:string">
    <xsl:sequence select="concat(f:path(.), ': ', count(descendant::text()[normalize-space()]),
                                 ' values (UBL extensions have no place in the model)')"/>
  </xsl:template>

  <!-- Code list identifiers of codes (not business values): no note. -->
  <xsl:template mode="f:cover f:cover-line" priority="3" match="@unitCodeListID | @unitCodeListAgencyID
    | *:IdentificationCode/@listID | *:DocumentCurrencyCode/@listID
    | *:ClassifiedTaxCategory/*:ID/@schemeID | *:TaxCategory/*:ID/@schemeID"/>

  <xsl:function name="f:note-repeat" as="xs:string">
    <xsl:param name="e" as="element()"/>
    <xsl:sequence select="concat(f:path($e), ': ', f:excerpt(string-join($e/descendant-or-self::text()[normalize-space()], ' | ')),
                                 ' (only one occurrence has a place in the model)')"/>
  </xsl:function>

  <xsl:function name="f:lines" as="xs:string*">
    <xsl:param name="text" as="xs:string"/>
    <xsl:sequence select="tokenize($text, '\n') ! normalize-space(.)[. ne '']"/>
  </xsl:function>

  <xsl:function name="f:excerpt" as="xs:string">
    <xsl:param name="s" as="xs:string"/>
    <xsl:variable name="t" select="normalize-space($s)"/>
    <xsl:sequence select="if (string-length($t) gt 80) then concat(substring($t, 1, 77), '...') else $t"/>
  </xsl:function>
</xsl:stylesheet>
