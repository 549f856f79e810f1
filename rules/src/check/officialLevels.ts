/**
 * The severity each official rule id must have: the KoSIT level of
 * `../shared/rules-reference/official-rule-ids.tsv` (column 3), read as the rules' two severities.
 */
import type { Severity } from '../types';

/**
 * Where the official validator's verdicts and the reference list disagree, the verdicts win
 * (rules/OFFICIAL.md): KoSIT rejects documents that break these rules. BR-CL-10, -11, -24, -25 and -26
 * are errors in the standard scenario (information in the extension's), BR-CL-13 in every scenario but
 * the CVD one; the reference gives the lower level.
 */
export const VERDICT_LEVELS: Record<string, Severity> = {
  'BR-CO-16': 'error',
  'BR-CL-25': 'error',
  'BR-CL-10': 'error',
  'BR-CL-11': 'error',
  'BR-CL-13': 'error',
  'BR-CL-24': 'error',
  'BR-CL-26': 'error',
};

/**
 * Where the CEN's schematrons flag one id differently per syntax (the reference's column 2 lists both
 * flags, its column 3 the higher): BR-51 is `fatal` in CII and `warning` in UBL, and KoSIT keeps both.
 */
export const SYNTAX_LEVELS: Record<string, Partial<Record<'ubl' | 'cii', Severity>>> = {
  'BR-51': { ubl: 'warning', cii: 'error' },
};

export interface OfficialLevel {
  /** The level as the reference writes it (`error`, `warning`, `information`, `error,information`). */
  level: string;
  severity: Severity;
}

/** `rule id → level` from the text of official-rule-ids.tsv. */
export function parseOfficialLevels(tsv: string): Map<string, OfficialLevel> {
  const out = new Map<string, OfficialLevel>();
  for (const line of tsv.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [id, , level] = line.split('\t');
    if (!id || !level) continue;
    // `information` is not a verdict: such rules run as warnings (editor profile); a level that
    // a scenario raises to error (UBL-CR-646) is an error
    const severity: Severity =
      VERDICT_LEVELS[id] ?? (level.split(',').includes('error') ? 'error' : 'warning');
    out.set(id, { level, severity });
  }
  return out;
}
