/**
 * `xr rules explain` for the XML-level rules: what a rule checks (xml-rule-texts.ts, or the row of
 * the warning table), its level, and whether it fires on a given document. These rules are decided
 * on the XML itself, so a JSON model is not checked by them.
 */
import { importXml } from './import-xml';
import { type RuleText, type TableRow, tableText } from './xml-rule-texts';
import { ciiRuleTexts } from './xml-rule-texts-cii';
import { ublRuleTexts } from './xml-rule-texts-ubl';
import table from './xml-warnings.json' with { type: 'json' };

const rows = [...table.ubl, ...table.cii] as TableRow[];
const xmlRuleTexts: Record<string, RuleText> = { ...ublRuleTexts, ...ciiRuleTexts };

/** What the XML-level rule `ruleId` checks, or undefined when no XML-level rule has the id. */
export function xmlRuleText(ruleId: string): RuleText | undefined {
  if (xmlRuleTexts[ruleId]) return xmlRuleTexts[ruleId];
  const row = rows.find((r) => r.id === ruleId);
  return row && tableText(row);
}

/** Every id an XML-level rule reports. */
export function xmlRuleIds(): string[] {
  return [...new Set([...Object.keys(xmlRuleTexts), ...rows.map((r) => r.id)])].sort();
}

export interface XmlRuleExplanation {
  ruleId: string;
  text: RuleText;
  /** Null for a JSON model: the rule is decided on the XML only. */
  fires: boolean | null;
  /** Where it fires, when the rule names a place. */
  pointers: string[];
}

/** Explains the XML-level rule on a document (XML text, or null for a JSON model); undefined when no such rule. */
export function explainXmlRule(ruleId: string, xml: string | null): XmlRuleExplanation | undefined {
  const text = xmlRuleText(ruleId);
  if (!text) return undefined;
  if (xml === null) return { ruleId, text, fires: null, pointers: [] };
  const found = importXml(xml).xmlFindings.filter((f) => f.ruleId === ruleId);
  return {
    ruleId,
    text,
    fires: found.length > 0,
    pointers: found.map((f) => f.pointer).filter((p) => p !== ''),
  };
}

const words = {
  de: {
    rule: 'XML-Regel, auf der XML selbst geprüft',
    level: { error: 'Fehler', warning: 'Warnung' },
    json: 'nicht geprüft: die Regel wird auf der XML entschieden, ein JSON-Modell hat keine',
    fires: 'schlägt an',
    passes: 'schlägt nicht an',
    at: 'an',
  },
  en: {
    rule: 'XML-level rule, checked on the XML itself',
    level: { error: 'error', warning: 'warning' },
    json: 'not checked: the rule is decided on the XML, a JSON model has none',
    fires: 'fires',
    passes: 'does not fire',
    at: 'at',
  },
};

/** The explanation as the lines `xr rules explain` prints. */
export function xmlExplanationLines(e: XmlRuleExplanation, locale: 'de' | 'en'): string[] {
  const w = words[locale];
  const verdict = e.fires === null ? w.json : e.fires ? w.fires : w.passes;
  return [
    `${e.ruleId} (${w.rule}; ${w.level[e.text.level]})`,
    `  ${e.text[locale]}`,
    `  ${verdict}`,
    ...e.pointers.map((p) => `    ${w.at} ${p}`),
  ];
}
