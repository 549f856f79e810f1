/**
 * Rules that hold for every field of a kind (`"fields": { "format": [...] }` or
 * `{ "codelist": "UNECE_REC20" }`): one rule written once runs at each pointer pattern of the BT
 * index whose `x-format` is one of the formats (or whose `x-codelist` is the list), as
 * if it had been written per field (context = the field, bt = the field's BT). New fields of the
 * schemas are covered without touching the rules (the unparsed-input rule FIELD-unparsed).
 */
import type { BtIndexEntry } from '@xr/generated';
import btIndexJson from '@xr/generated/bt-index.json' with { type: 'json' };
import type { Rule } from './types';

const btIndex = btIndexJson as Record<string, BtIndexEntry>;

/** Each field of one of the formats: its BT and pointer pattern (`*` for array items). */
export function fieldsOfFormats(formats: readonly string[]): { bt: string; pattern: string }[] {
  return fieldsWhere((entry) => entry.format !== undefined && formats.includes(entry.format));
}

/** Each field whose BT index entry passes the test. */
function fieldsWhere(test: (entry: BtIndexEntry) => boolean): { bt: string; pattern: string }[] {
  return Object.entries(btIndex)
    .filter(([, entry]) => test(entry))
    .flatMap(([bt, entry]) => entry.pointers.map((pattern) => ({ bt, pattern })));
}

/** The rule as written, or one rule per field when it names `fields`. */
export function expandFields(rule: Rule): Rule[] {
  if (!rule?.fields) return [rule];
  const { fields, ...rest } = rule;
  const { format = [], codelist } = fields;
  const chosen = fieldsWhere(
    (entry) =>
      (entry.format !== undefined && format.includes(entry.format)) ||
      (codelist !== undefined && entry.codelist === codelist),
  );
  return chosen.map(({ bt, pattern }) => ({
    ...rest,
    bt,
    context: pattern,
  }));
}
