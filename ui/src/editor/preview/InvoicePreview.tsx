/**
 * The invoice as a person reads it (issue 13 item 15): the layout model of `@xr/rules`
 * (`invoiceDocument`) drawn as HTML — letterhead, address block beside the invoice data, parties,
 * line table, allowances and charges, VAT breakdown, totals, payment, notes, documents. The PDF
 * draws the same model and the same letterhead (logo and extra lines of the master data), so both
 * show the same. Long values wrap (`overflowWrap: anywhere`).
 */
import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import type { InvoiceDocument, VisualBlock, VisualTable } from '@xr/rules';
import type { ReactNode } from 'react';
import type { PreviewBranding } from './usePreviewBranding';

/** Stable keys from the content: a repeated text gets "#2", "#3", … (the lists never reorder). */
function keyed<T>(items: T[], text: (t: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return [`${base}#${n}`, item];
  });
}

const wrap = { overflowWrap: 'anywhere' as const, wordBreak: 'break-word' as const };
/** Table cells wrap at word boundaries; only the item column breaks inside long words. */
const cell = { padding: '4px 6px', verticalAlign: 'top', overflowWrap: 'break-word' as const };
const num = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

function Fields({
  block,
  headingLevel = 'h3',
  size = 'sm',
  valuesRight = false,
}: {
  block: VisualBlock;
  headingLevel?: 'h2' | 'h3';
  size?: 'sm' | 'md' | 'xl';
  /** amounts: right-aligned, ending where the line table's amounts end */
  valuesRight?: boolean;
}) {
  return (
    <Box as="section" mb={4} minW={0}>
      <Heading as={headingLevel} size={size} mb={1}>
        {block.title}
      </Heading>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns="minmax(8rem, max-content) minmax(0, 1fr)"
        columnGap={3}
      >
        {keyed(block.fields, (f) => f.label).map(([key, f]) => (
          <Box key={key} display="contents" fontWeight={f.strong ? 'bold' : undefined}>
            <Box as="dt" color="gray.700" style={wrap}>
              {f.label}
            </Box>
            <Box as="dd" style={wrap} textAlign={valuesRight ? 'right' : undefined}>
              {f.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Table({
  table,
  children,
}: {
  table: Pick<VisualTable, 'title' | 'headers' | 'align'>;
  children: ReactNode;
}) {
  return (
    <Box as="section" mb={4}>
      <Heading as="h2" size="md" mb={2}>
        {table.title}
      </Heading>
      {/* a table wider than the page scrolls sideways: by keyboard too (focusable, named) */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={table.title}>
        <table
          style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'auto', fontSize: '0.875rem' }}
        >
          <thead>
            <tr style={{ borderBottom: '2px solid #444' }}>
              {table.headers.map((h, i) => (
                <th key={h} scope="col" style={{ ...cell, textAlign: table.align[i] ?? 'left' }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </Box>
    </Box>
  );
}

function PlainTable({ table }: { table: VisualTable }) {
  return (
    <Table table={table}>
      {keyed(table.rows, (row) => row.join('|')).map(([key, row]) => (
        <tr key={key} style={{ borderBottom: '1px solid #ccc' }}>
          {row.map((v, i) => (
            <td key={`${table.headers[i]}`} style={table.align[i] === 'right' ? num : cell}>
              {v}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

const LINE_ALIGN: ('left' | 'right')[] = ['left', 'left', 'right', 'left', 'right', 'right', 'right'];

export function InvoicePreview({
  doc,
  branding = null,
  logoAlt = '',
}: {
  doc: InvoiceDocument;
  /** logo and extra letterhead lines of the master data, as on the PDF */
  branding?: PreviewBranding | null;
  logoAlt?: string;
}) {
  return (
    <Box
      as="article"
      lang={doc.locale}
      data-testid="invoice-preview"
      bg="white"
      color="black"
      p={{ base: 3, md: 8 }}
      maxW="60rem"
      mx="auto"
    >
      <Flex
        as="header"
        borderBottomWidth="2px"
        borderColor="gray.700"
        pb={2}
        mb={4}
        gap={4}
        wrap="wrap"
        justify="space-between"
        align="flex-start"
      >
        {branding?.logoUrl ? (
          <Image
            src={branding.logoUrl}
            alt={logoAlt}
            maxW="160px"
            maxH="56px"
            objectFit="contain"
            data-testid="preview-logo"
          />
        ) : null}
        <Box textAlign="right" flex="1" minW={0}>
          <Text fontSize="xl" fontWeight="bold" style={wrap}>
            {doc.letterhead.name}
          </Text>
          {keyed([...doc.letterhead.lines, ...(branding?.lines ?? [])], String).map(([key, l]) => (
            <Text key={key} fontSize="sm" style={wrap}>
              {l}
            </Text>
          ))}
        </Box>
      </Flex>
      <Flex gap={6} wrap="wrap" mb={4}>
        <Box flex="1 1 16rem" minW={0}>
          <Text fontSize="xs" textDecoration="underline" mb={1} style={wrap}>
            {doc.senderLine}
          </Text>
          <Box as="address" fontStyle="normal">
            {keyed(doc.recipient, String).map(([key, l]) => (
              <Text key={key} style={wrap}>
                {l}
              </Text>
            ))}
          </Box>
        </Box>
        <Box flex="1 1 18rem" minW={0}>
          <Fields block={{ title: doc.title, fields: doc.facts }} headingLevel="h2" size="xl" />
        </Box>
      </Flex>
      <Flex gap={6} wrap="wrap">
        {keyed(doc.parties, (b) => b.title).map(([key, b]) => (
          <Box key={key} flex="1 1 16rem" minW={0}>
            <Fields block={b} />
          </Box>
        ))}
      </Flex>
      <LetterText text={doc.introduction} testId="preview-introduction" />
      <Table table={{ title: doc.lines.title, headers: doc.lines.headers, align: LINE_ALIGN }}>
        {keyed(doc.lines.rows, (line) => line.position).map(([key, line]) => (
          <tr key={key} style={{ borderBottom: '1px solid #ccc' }}>
            <td style={cell}>{line.position}</td>
            <td style={{ ...cell, ...wrap, minWidth: '12rem' }}>
              <strong>{line.name}</strong>
              {keyed(line.details, String).map(([key, d]) => (
                <div key={key} style={{ fontSize: '0.8rem', color: '#333' }}>
                  {d}
                </div>
              ))}
            </td>
            <td style={num}>{line.quantity}</td>
            <td style={cell}>{line.unit}</td>
            <td style={num}>{line.price}</td>
            <td style={num}>{line.vat}</td>
            <td style={num}>{line.amount}</td>
          </tr>
        ))}
      </Table>
      {doc.allowancesCharges ? <PlainTable table={doc.allowancesCharges} /> : null}
      <PlainTable table={doc.vat} />
      <Flex gap={6} wrap="wrap" align="flex-start">
        <Box flex="1 1 18rem" minW={0}>
          {doc.payment ? <Fields block={doc.payment} headingLevel="h2" size="md" /> : null}
        </Box>
        <Box flex="1 1 18rem" minW={0}>
          <Fields block={doc.totals} headingLevel="h2" size="md" valuesRight />
        </Box>
      </Flex>
      <LetterText text={doc.closing} testId="preview-closing" />
      {doc.notes ? (
        <Box as="section" mb={4}>
          <Heading as="h2" size="md" mb={1}>
            {doc.notes.title}
          </Heading>
          {keyed(doc.notes.items, String).map(([key, n]) => (
            <Text key={key} whiteSpace="pre-wrap" style={wrap}>
              {n}
            </Text>
          ))}
        </Box>
      ) : null}
      {doc.attachments ? <PlainTable table={doc.attachments} /> : null}
      <Box
        as="footer"
        borderTopWidth="1px"
        borderColor="gray.500"
        pt={2}
        mt={6}
        fontSize="xs"
        color="gray.700"
      >
        {keyed(doc.footer, String).map(([key, l]) => (
          <Text key={key} style={wrap}>
            {l}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

/** Introduction (above the lines) and closing text (below the totals), as the PDF prints them. */
function LetterText({ text, testId }: { text: string; testId: string }) {
  if (!text) return null;
  return (
    <Text whiteSpace="pre-wrap" mb={4} style={wrap} data-testid={testId}>
      {text}
    </Text>
  );
}
