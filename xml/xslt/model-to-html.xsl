<?xml version="1.0" encoding="UTF-8"?>
<!--
  The invoice as an HTML page for people (basis of the visualisation and the PDF view).
  Input: parameter `view`, the JSON view tree built by server/src/xml/html-view.ts from the model:
  every property in schema order with its label (de/en), BT id, formatted value and code name.
  Groups become sections, fields become table rows; all text is escaped by the serialiser.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:array="http://www.w3.org/2005/xpath-functions/array"
  xmlns:h="urn:xr:html"
  exclude-result-prefixes="#all">

  <xsl:output method="html" html-version="5" encoding="UTF-8" indent="no"/>

  <xsl:param name="view" as="xs:string"/>
  <xsl:param name="locale" as="xs:string" select="'de'"/>
  <xsl:param name="number" as="xs:string" select="''"/>
  <!-- the document's name by its type (BT-3): Rechnung, Gutschrift, Credit note, ... -->
  <xsl:param name="title" as="xs:string" select="''"/>

  <xsl:variable name="texts" as="map(*)" select="map{
    'de': map{ 'title': 'Rechnung', 'empty': 'Keine Angaben', 'bt': 'Geschäftsbegriff', 'value': 'Wert', 'field': 'Feld', 'open': 'öffnen' },
    'en': map{ 'title': 'Invoice', 'empty': 'No data', 'bt': 'Business term', 'value': 'Value', 'field': 'Field', 'open': 'open' } }"/>

  <xsl:function name="h:t" as="xs:string">
    <xsl:param name="key" as="xs:string"/>
    <xsl:sequence select="($texts($locale), $texts('de'))[1]($key)"/>
  </xsl:function>

  <xsl:function name="h:heading" as="xs:string">
    <xsl:sequence select="if ($title ne '') then $title else h:t('title')"/>
  </xsl:function>

  <xsl:template name="xsl:initial-template">
    <xsl:variable name="root" select="parse-json($view)" as="map(*)"/>
    <html lang="{$locale}">
      <head>
        <title><xsl:value-of select="normalize-space(concat(h:heading(), ' ', $number))"/></title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
          h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 1.5rem; border-bottom: 1px solid #ccc; }
          h3, h4, h5 { font-size: 1rem; margin: 1rem 0 0.3rem; }
          section section { margin-left: 1rem; }
          table { border-collapse: collapse; width: 100%; margin: 0.3rem 0; }
          th, td { text-align: left; vertical-align: top; padding: 0.2rem 0.5rem; border-bottom: 1px solid #eee; }
          th { width: 35%; font-weight: 500; } td.bt, span.bt { color: #666; font-size: 0.85em; white-space: nowrap; }
          td.value { white-space: pre-wrap; } span.name { color: #444; }
        </style>
      </head>
      <body>
        <h1><xsl:value-of select="normalize-space(concat(h:heading(), ' ', $number))"/></h1>
        <xsl:if test="array:size($root?children) eq 0"><p><xsl:value-of select="h:t('empty')"/></p></xsl:if>
        <xsl:call-template name="h:children">
          <xsl:with-param name="children" select="array:flatten($root?children)"/>
          <xsl:with-param name="level" select="2"/>
        </xsl:call-template>
      </body>
    </html>
  </xsl:template>

  <!-- Consecutive fields form one table; each group is a section one heading level deeper. -->
  <xsl:template name="h:children">
    <xsl:param name="children" as="map(*)*"/>
    <xsl:param name="level" as="xs:integer"/>
    <xsl:for-each-group select="$children" group-adjacent="?t">
      <xsl:choose>
        <xsl:when test="current-grouping-key() eq 'f'">
          <table>
            <xsl:for-each select="current-group()">
              <tr>
                <th scope="row"><xsl:value-of select="?label"/></th>
                <td class="bt"><xsl:value-of select="?bt"/></td>
                <td class="value">
                  <xsl:choose>
                    <xsl:when test="exists(?href)"><a href="{?href}" download=""><xsl:value-of select="?value"/></a></xsl:when>
                    <xsl:otherwise><xsl:value-of select="?value"/></xsl:otherwise>
                  </xsl:choose>
                  <xsl:if test="exists(?name)">
                    <xsl:text> – </xsl:text><span class="name"><xsl:value-of select="?name"/></span>
                  </xsl:if>
                </td>
              </tr>
            </xsl:for-each>
          </table>
        </xsl:when>
        <xsl:otherwise>
          <xsl:for-each select="current-group()">
            <section data-key="{?key}">
              <xsl:element name="h{min(($level, 6))}">
                <xsl:value-of select="?label"/>
                <xsl:if test="exists(?bt)"><xsl:text> </xsl:text><span class="bt"><xsl:value-of select="?bt"/></span></xsl:if>
              </xsl:element>
              <xsl:call-template name="h:children">
                <xsl:with-param name="children" select="array:flatten(?children)"/>
                <xsl:with-param name="level" select="$level + 1"/>
              </xsl:call-template>
            </section>
          </xsl:for-each>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:for-each-group>
  </xsl:template>
</xsl:stylesheet>
