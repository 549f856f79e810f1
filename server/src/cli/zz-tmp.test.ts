import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { validateFiles } from './validate';
it('x', async () => {
  const m = new URL('../../../../shared/corpus/mutants/', import.meta.url);
  const exp = readFileSync(new URL('expected.jsonl', m), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const lines = await validateFiles(exp.map((e) => fileURLToPath(new URL(e.file, m))), 'xrechnung');
  const extra: Record<string, number> = {}; const missing: Record<string, number> = {};
  lines.forEach((l, k) => {
    if (l.findings.some((f) => f.ruleId.startsWith('XSD'))) return;
    const ours = new Set(l.findings.filter((f) => f.severity === 'warning').map((f) => f.ruleId));
    const theirs = new Set(exp[k].warnings_full as string[]);
    for (const w of ours) if (!theirs.has(w)) extra[w] = (extra[w] ?? 0) + 1;
    for (const w of theirs) if (!ours.has(w)) missing[w] = (missing[w] ?? 0) + 1;
  });
  process.stdout.write(`R extra ${JSON.stringify(extra)}\nR missing ${JSON.stringify(missing)}\n`);
}, 300000);
