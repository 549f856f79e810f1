/** Rule findings (`@xr/rules`) with their message text in the caller's locale. */
import type { Finding, Profile } from '@xr/rules';
import { todayInGermany } from '../../german-day';
import { loadRules } from '../../modules';

export interface ShownFinding extends Finding {
  message: string;
}

const fill = (text: string, params: Finding['params']) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) =>
    params[name] === undefined || params[name] === null ? m : String(params[name]),
  );

/** `skipRules`: rules decided elsewhere (an imported XML's own rules, `importXml`'s `xmlOwnedRules`). */
export async function findingsOf(
  invoice: unknown,
  profile: Profile,
  locale: string,
  syntax?: 'ubl' | 'cii',
  skipRules?: ReadonlySet<string>,
) {
  const rules = await loadRules();
  const messages = rules.ruleMessages(locale);
  const findings = rules.evaluate(invoice, {
    profile,
    today: todayInGermany(),
    ...(syntax ? { syntax } : {}),
    ...(skipRules ? { skipRules } : {}),
  });
  return findings.map(
    (f): ShownFinding => ({ ...f, message: fill(messages[f.messageId] ?? f.ruleId, f.params ?? {}) }),
  );
}

export const errorsOf = (findings: ShownFinding[]) => findings.filter((f) => f.severity === 'error');
