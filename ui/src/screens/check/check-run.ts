/**
 * "Prüfen und anzeigen" in its worker (check.worker.ts): @xr/xml's validateXml on the file's bytes (the verdict
 * of `xr validate`, the profile picked by BT-24), each finding's text in German and English, and
 * the invoice as read for the preview. Everything happens here in the browser: the file is never sent.
 */
import { ruleMessages } from '@xr/rules';
// the modules themselves, not the package's index: generation (SaxonJS, Node only) stays out
import { importInvoiceXml } from '@xr/xml/src/import';
import { xmlRuleText } from '@xr/xml/src/validate/explain-xml';
import { profileOfXml } from '@xr/xml/src/validate/validate-profile';
import { validateXml } from '@xr/xml/src/validate/validate-xml';
import { provideXsdFiles } from '@xr/xml/src/xsd';
import type { CheckAnswer, CheckFinding } from './check-types';

// the XML Schemas of the official configuration, bundled with this worker (libxml2 reads them here)
const schemas = import.meta.glob<string>('../../../../../shared/xsd/**/*.xsd', {
  query: '?raw',
  import: 'default',
  eager: true,
});
provideXsdFiles(
  Object.fromEntries(Object.entries(schemas).map(([path, text]) => [path.replace(/^.*\/xsd\//, ''), text])),
);

function textOf(f: { ruleId: string; bt: string; message?: string }, locale: 'de' | 'en'): string {
  return (
    ruleMessages(locale)[`rule.${f.ruleId}`] ??
    xmlRuleText(f.ruleId)?.[locale] ??
    f.message ??
    f.bt ??
    f.ruleId
  );
}

export async function check(bytes: Uint8Array): Promise<Omit<CheckAnswer, 'id'>> {
  const started = performance.now();
  const verdict = await validateXml(bytes, { profile: 'auto' });
  const text = new TextDecoder().decode(bytes);
  let profile: string | undefined;
  let invoice: unknown;
  try {
    const picked = profileOfXml(text);
    profile = typeof picked === 'string' ? picked : undefined;
    invoice = importInvoiceXml(text).invoice;
  } catch {
    invoice = undefined; // not an invoice the reader can read: the verdict says why
  }
  const findings: CheckFinding[] = verdict.findings.map((f) => ({
    ruleId: f.ruleId,
    severity: f.severity,
    pointer: f.pointer,
    detail: f.message ?? f.bt,
    de: textOf(f, 'de'),
    en: textOf(f, 'en'),
  }));
  return { valid: verdict.valid, profile, findings, invoice, ms: performance.now() - started };
}
