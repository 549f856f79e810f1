// @vitest-environment node
/**
 * Issue 26 item 5, a property: for random edits through the editor's inputs (the widgets' own
 * reading of typed text, then live validation's `settle`), the XML generated from the working
 * invoice equals the XML of the invoice read back from what every number and date field shows.
 * Text that is no number or date stays in its field exactly as typed, and then nothing may be
 * generated: the rules name it and the server's check refuses it. 200 runs of the state functions (no browser per run).
 */
import { btIndex } from '@xr/generated';
import { evaluate, unparsedInput } from '@xr/rules';
import fc from 'fast-check';
import type { IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import domestic from '../../../../fixtures/invoices/allowances-charges.json' with { type: 'json' };
import { generateXml } from '../../../../xml/src/index';
import { isValidIsoDate, parseDisplayDate, toDisplayDate } from '../format/dates';
import { formatNumber, type NumberKind } from '../format/numbers';
import { getIn, setIn } from '../model/paths';
import { onLoad, onSave, stripIds } from '../model/rulesApi';
import { readNumber } from '../widgets/NumberWidget';
import { settle } from './settle';
import type { Json } from './types';

const intl = { formatMessage: () => 'problem' } as unknown as IntlShape;

type Kind = NumberKind | 'date';
/** Every number and date field the screens show: concrete paths of the BT index's patterns. */
function shownFields(inv: Json): { path: (string | number)[]; kind: Kind }[] {
  const out: { path: (string | number)[]; kind: Kind }[] = [];
  for (const entry of Object.values(btIndex) as { pointers: string[]; format?: string }[]) {
    if (!entry.format) continue;
    const kind = (entry.format === 'percent' ? 'percent' : entry.format) as Kind;
    for (const pattern of entry.pointers) {
      let paths: (string | number)[][] = [[]];
      for (const step of pattern.split('/').slice(1))
        paths = paths.flatMap((p) => {
          if (step !== '*') return [[...p, step]];
          const list = getIn(inv, p);
          return Array.isArray(list) ? list.map((_: Json, i: number) => [...p, i]) : [];
        });
      for (const path of paths) if (getIn(inv, path) !== undefined) out.push({ path, kind });
    }
  }
  return out;
}

/** What a field shows (the widgets' display), and the value read back from it. */
const shown = (value: Json, kind: Kind) =>
  kind === 'date'
    ? toDisplayDate(value, 'de')
    : typeof value === 'string'
      ? value
      : formatNumber(value, kind, 'de');
function readBack(text: string, kind: Kind): Json {
  if (kind !== 'date') return readNumber(text, kind, 'de', intl).value;
  const parsed = parseDisplayDate(text, 'de');
  return parsed.ok ? parsed.value : text;
}

const EDITABLE: { path: (string | number)[]; kind: Kind }[] = [
  { path: ['Invoice_issue_date'], kind: 'date' },
  { path: ['Payment_due_date'], kind: 'date' },
  { path: ['INVOICE_LINE', 0, 'Invoiced_quantity'], kind: 'quantity' },
  { path: ['INVOICE_LINE', 0, 'PRICE_DETAILS', 'Item_net_price'], kind: 'unitPrice' },
  { path: ['INVOICE_LINE', 1, 'PRICE_DETAILS', 'Item_gross_price'], kind: 'unitPrice' },
  {
    path: ['INVOICE_LINE', 0, 'INVOICE_LINE_ALLOWANCES', 0, 'Invoice_line_allowance_percentage'],
    kind: 'percent',
  },
  { path: ['DOCUMENT_LEVEL_ALLOWANCES', 0, 'Document_level_allowance_amount'], kind: 'amount' },
  { path: ['DOCUMENT_LEVEL_CHARGES', 0, 'Document_level_charge_amount'], kind: 'amount' },
];

const de = (n: number, decimals: number) =>
  n.toLocaleString('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
const typedNumber = fc.oneof(
  fc.integer({ min: 1, max: 999_999 }).map((c) => de(c / 100, 2)),
  fc.integer({ min: 1, max: 9_999_999 }).map((c) => de(c / 10_000, 4)),
  fc.constantFrom('12,5O', '1.2.3', 'zwei', '7,123456789', '-3', '', '0,1', '1.234'),
);
const typedDate = fc.oneof(
  fc
    .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((d) => toDisplayDate(d.toISOString().slice(0, 10), 'de')),
  fc.constantFrom('31.02.2026', '2026-13-01', '1.1.2026', 'morgen'),
);
const edit = fc
  .integer({ min: 0, max: EDITABLE.length - 1 })
  .chain((i) => fc.tuple(fc.constant(i), EDITABLE[i].kind === 'date' ? typedDate : typedNumber));

const xmlOf = (inv: Json) => generateXml(onSave(stripIds(inv)), { syntax: 'ubl' }).xml;

describe('what the screen shows is what is generated', () => {
  it('200 random edit sequences: the XML equals the XML of the fields read back', () => {
    const start = settle(null, onLoad(domestic as Json).invoice);
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), (edits) => {
        let before: Json = start;
        let inv: Json = start;
        for (const [i, text] of edits) {
          const { path, kind } = EDITABLE[i];
          const typed = kind === 'date' ? readBack(text, kind) : readNumber(text, kind, 'de', intl).value;
          inv = settle(before, setIn(inv, path, typed === '' ? undefined : typed));
          before = inv;
          // text that is no number or date stays exactly as typed (no calculation replaces it)
          const unreadable =
            typeof typed === 'string' && typed !== '' && !(kind === 'date' && isValidIsoDate(typed));
          if (unreadable) expect(shown(getIn(inv, path), kind)).toBe(text);
        }
        let back: Json = inv;
        for (const { path, kind } of shownFields(inv))
          back = setIn(back, path, readBack(shown(getIn(inv, path), kind), kind));
        const unreadable = unparsedInput(onSave(stripIds(inv)));
        if (unreadable.length > 0) {
          // shown as typed, named by the rules: generation is refused (never an older value)
          const errors = evaluate(inv, { profile: 'editor' }).filter((f) => f.severity === 'error');
          expect(errors.map((f) => f.pointer)).toEqual(
            expect.arrayContaining(unreadable.map((f) => f.pointer)),
          );
          return;
        }
        expect(xmlOf(back)).toBe(xmlOf(inv));
      }),
      { numRuns: 200, seed: 26 },
    );
  }, 120_000);
});
