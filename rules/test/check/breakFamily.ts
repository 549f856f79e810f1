/**
 * Five ways to break a real family file (issue 15): each returns the broken text and what
 * `xr rules check` must name (rule id and JSON pointer).
 */
import { readFileSync } from 'node:fs';

export const coFile = 'en16931-co.json';
const coUrl = new URL(`../../families/${coFile}`, import.meta.url);

interface Rule {
  id: string;
  severity: string;
  test: unknown;
  pointer?: string;
  [key: string]: unknown;
}

export interface Breakage {
  name: string;
  text: string;
  ruleId: string;
  pointer: string;
  message: RegExp;
}

function family(): { family: string; rules: Rule[] } {
  return JSON.parse(readFileSync(coUrl, 'utf8'));
}

function edit(change: (rules: Rule[]) => void): string {
  const f = family();
  change(f.rules);
  return `${JSON.stringify(f, null, 2)}\n`;
}

/** The index of the first rule with this id in the real family. */
function at(id: string): number {
  return family().rules.findIndex((r) => r.id === id);
}

export function breakages(): Breakage[] {
  const i17 = at('BR-CO-17');
  const i10 = at('BR-CO-10');
  const i25 = at('BR-CO-25');
  const i13 = at('BR-CO-13');
  const count = family().rules.length;
  return [
    {
      name: 'bad JSON',
      text: readFileSync(coUrl, 'utf8').replace('"rules": [', '"rules": [,'),
      ruleId: '',
      pointer: '',
      message: /not valid JSON/,
    },
    {
      name: 'unknown operator',
      text: edit((rules) => {
        rules[i17].test = { approximately: [1, 2] };
      }),
      ruleId: 'BR-CO-17',
      pointer: `/rules/${i17}/test/approximately`,
      message: /unknown operator "approximately"/,
    },
    {
      name: 'unknown pointer',
      text: edit((rules) => {
        rules[i10].pointer = '/DOCUMENT_TOTALS/Sum_of_line_net_amounts';
      }),
      ruleId: 'BR-CO-10',
      pointer: `/rules/${i10}/pointer`,
      message: /pointer "\/DOCUMENT_TOTALS\/Sum_of_line_net_amounts" is not in the model schema/,
    },
    {
      name: 'duplicate id',
      text: edit((rules) => {
        rules.push(structuredClone(rules[i13]));
      }),
      ruleId: 'BR-CO-13',
      pointer: `/rules/${count}/id`,
      message: /duplicate id BR-CO-13/,
    },
    {
      name: 'wrong severity for an official id',
      text: edit((rules) => {
        rules[i25].severity = 'warning';
      }),
      ruleId: 'BR-CO-25',
      pointer: `/rules/${i25}/severity`,
      message: /KoSIT reports BR-CO-25 as "error"/,
    },
  ];
}
