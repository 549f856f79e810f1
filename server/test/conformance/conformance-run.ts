/**
 * One conformance run: each model must be accepted by our `xrechnung` profile (or `en16931`: the
 * model names EN 16931 and the document written must too), then is generated
 * in UBL and in CII (CII only where the content has a place in it: a refusal with the generation's
 * clear message counts as refused, not failed), and every document is judged by the official
 * validator in ONE call.
 */

import { evaluate } from '@xr/rules';
import { XmlError } from '@xr/xml/src/errors';
import { generateXml, type Syntax } from '@xr/xml/src/generate';
import { EN16931_IDENTIFIER } from '@xr/xml/src/spec-version';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';

// biome-ignore lint/suspicious/noExplicitAny: invoice test data
type Model = Record<string, any>;

export interface SyntaxTally {
  passed: number;
  /** Content without a place in the syntax, refused with the generation's message. */
  refused: number;
  failed: { index: number; errors: string[] }[];
}

export interface ConformanceResult {
  models: number;
  /** Models our rules refuse (a generator fault, or a rule stricter than the official one). */
  rejectedByRules: { index: number; errors: string[] }[];
  ubl: SyntaxTally;
  cii: SyntaxTally;
}

/** Errors of the XRechnung profile for a model in a syntax. */
/** The profile of a conformance run: XRechnung, or EN 16931 (BT-24 switched, `--allow-en16931`). */
export type ConformanceProfile = 'xrechnung' | 'en16931';

export function ruleErrors(
  model: Model,
  syntax: Syntax,
  profile: ConformanceProfile = 'xrechnung',
): string[] {
  return evaluate(model, { profile, syntax, today: '2026-03-02' })
    .filter((f) => f.severity === 'error')
    .map((f) => `${f.ruleId} ${f.pointer}`);
}

export async function runConformance(
  models: Model[],
  profile: ConformanceProfile = 'xrechnung',
): Promise<ConformanceResult> {
  const result: ConformanceResult = {
    models: models.length,
    rejectedByRules: [],
    ubl: { passed: 0, refused: 0, failed: [] },
    cii: { passed: 0, refused: 0, failed: [] },
  };
  const docs: { name: string; xml: string; index: number; syntax: Syntax }[] = [];
  models.forEach((model, index) => {
    const refusedByRules = ruleErrors(model, 'ubl', profile);
    if (refusedByRules.length > 0) {
      result.rejectedByRules.push({ index, errors: refusedByRules });
      return;
    }
    for (const syntax of ['ubl', 'cii'] as const) {
      try {
        const { xml, specification } = generateXml(model, { syntax });
        if (profile === 'en16931' && specification !== EN16931_IDENTIFIER) {
          result[syntax].failed.push({ index, errors: [`generation: BT-24 ${specification}`] });
          continue;
        }
        docs.push({
          name: `${index}-${syntax}.xml`,
          index,
          syntax,
          xml,
        });
      } catch (e) {
        if (e instanceof XmlError && e.messageKey.startsWith('message.xml.generate.') && syntax === 'cii')
          result.cii.refused++;
        else result[syntax].failed.push({ index, errors: [`generation: ${(e as Error).message}`] });
      }
    }
  });
  const verdicts = await officialVerdictsOfTexts(
    docs.map((d) => ({ name: d.name, xml: d.xml })),
    profile === 'en16931' ? ['--allow-en16931'] : [],
  );
  docs.forEach((d, i) => {
    const v = verdicts[i];
    if (v.valid) result[d.syntax].passed++;
    else result[d.syntax].failed.push({ index: d.index, errors: v.errors });
  });
  return result;
}

/** One line per syntax: passed of generated, refused, failed; then the rules' refusals. */
export function summary(r: ConformanceResult): string {
  const line = (s: Syntax) => {
    const t = r[s];
    return `${s.toUpperCase()}: ${t.passed} of ${t.passed + t.failed.length} VALID, ${t.failed.length} INVALID, ${t.refused} refused (no place in ${s.toUpperCase()})`;
  };
  return [
    `${r.models} models, ${r.models - r.rejectedByRules.length} accepted by the profile's rules`,
    line('ubl'),
    line('cii'),
  ].join('\n');
}
