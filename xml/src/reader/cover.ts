/**
 * The cover walk: every leaf value or attribute of the document that no mapping consumed becomes
 * a note (`path: value`), never silently dropped. The tables of mapped paths are `ubl-known.ts`
 * and `cii-known.ts`; invoice lines are matched with their own table.
 */
import { type El, normalize, texts } from './tree';

export interface Constant {
  path: string;
  /** Only when the element's text is this value. */
  equals?: string;
  /** Only when the element has no child element. */
  noChildren?: boolean;
}

export interface KnownTable {
  leaves: string[];
  attributes: string[];
  constants: Constant[];
  firstOnly: string[];
  lines: string[];
}

export interface KnownPaths {
  cover: KnownTable;
  line: KnownTable;
}

interface Compiled {
  leaves: Set<string>;
  attributes: Set<string>;
  constants: Map<string, Constant>;
  firstOnly: Set<string>;
  lines: Set<string>;
}

const compile = (t: KnownTable): Compiled => ({
  leaves: new Set(t.leaves),
  attributes: new Set(t.attributes),
  constants: new Map(t.constants.map((k) => [k.path, k])),
  firstOnly: new Set(t.firstOnly),
  lines: new Set(t.lines),
});

/** Leaves that are lists in the model (invoice notes, seller identifiers, the VAT total per currency). */
function isListLeaf(el: El): boolean {
  const p = el.parent;
  if (!p) return false;
  if (el.local === 'Note')
    return p.parent === undefined && ['Invoice', 'CreditNote', 'Order'].includes(p.local);
  const up = (e: El | undefined, names: string[]) =>
    names.every((n) => {
      const ok = e?.local === n;
      e = e?.parent;
      return ok;
    }) && e?.parent === undefined;
  if (el.local === 'ID' || el.local === 'GlobalID')
    return up(p, ['SellerTradeParty', 'ApplicableHeaderTradeAgreement', 'SupplyChainTradeTransaction']);
  if (el.local === 'TaxTotalAmount')
    return up(p, [
      'SpecifiedTradeSettlementHeaderMonetarySummation',
      'ApplicableHeaderTradeSettlement',
      'SupplyChainTradeTransaction',
    ]);
  return false;
}

/** Code list identifiers of codes (not business values): never a note, wherever they stand. */
function isCodeListAttribute(el: El, name: string): boolean {
  if (name === 'unitCodeListID' || name === 'unitCodeListAgencyID') return true;
  if (name === 'listID') return el.local === 'IdentificationCode' || el.local === 'DocumentCurrencyCode';
  if (name === 'schemeID' && el.local === 'ID') {
    const p = el.parent?.local;
    return p === 'ClassifiedTaxCategory' || p === 'TaxCategory';
  }
  return false;
}

export function excerpt(s: string): string {
  const t = normalize(s);
  const chars = Array.from(t);
  return chars.length > 80 ? `${chars.slice(0, 77).join('')}...` : t;
}

export function noteRepeat(el: El): string {
  const values = texts(el).filter((t) => normalize(t) !== '');
  return `${el.path}: ${excerpt(values.join(' | '))} (only one occurrence has a place in the model)`;
}

export class Cover {
  private readonly cover: Compiled;
  private readonly line: Compiled;
  readonly notes: string[] = [];

  constructor(known: KnownPaths) {
    this.cover = compile(known.cover);
    this.line = compile(known.line);
  }

  /** Walks the children of the document element. */
  walk(root: El): string[] {
    for (const k of root.kids) this.element(k, false);
    return this.notes;
  }

  private attributes(el: El, table: Compiled): void {
    for (const a of el.attrs) {
      if (isCodeListAttribute(el, a.name)) continue;
      if (table.attributes.has(`${el.path}/@${a.name}`)) continue;
      if (normalize(a.value) !== '') this.notes.push(`${el.path}/@${a.name}: ${excerpt(a.value)}`);
    }
  }

  private element(el: El, inLine: boolean): void {
    const table = inLine ? this.line : this.cover;
    const path = el.path;
    if (!inLine) {
      if (el.local === 'UBLExtensions' && el.parent?.parent === undefined) {
        const count = texts(el).filter((t) => normalize(t) !== '').length;
        this.notes.push(`${path}: ${count} values (UBL extensions have no place in the model)`);
        return;
      }
      if (table.lines.has(path)) {
        this.attributes(el, this.line);
        for (const k of el.kids) this.element(k, true);
        return;
      }
    }
    if (el.repeated && table.firstOnly.has(path)) {
      this.notes.push(noteRepeat(el));
      return;
    }
    const constant = table.constants.get(path);
    if (
      constant &&
      (constant.equals === undefined || normalize(texts(el).join('')) === constant.equals) &&
      (!constant.noChildren || el.kids.length === 0)
    )
      return;
    const leaf = el.kids.length === 0;
    if (!inLine && isListLeaf(el)) {
      this.attributes(el, table);
      return;
    }
    if (leaf && el.repeated) {
      const text = texts(el).join('');
      if (normalize(text) !== '') this.notes.push(noteRepeat(el));
      return;
    }
    if (table.leaves.has(path)) {
      this.attributes(el, table);
      return;
    }
    this.attributes(el, table);
    if (!leaf) {
      for (const k of el.kids) this.element(k, inLine);
      return;
    }
    const text = texts(el).join('');
    if (normalize(text) !== '') this.notes.push(`${path}: ${excerpt(text)}`);
  }
}
