/**
 * `npm run fuzz:conformance [N] [--seed S] [--profile en16931]` (root or @xr/server): N arbitrary
 * invoice models (default 1000) accepted by our xrechnung profile (or en16931: models of a business
 * customer, BT-24 EN 16931 and no XRechnung extension content, judged with `--allow-en16931`),
 * generated in UBL and CII, judged by the
 * official validator (../shared/oracle/validate) in batches; prints how many passed in each
 * syntax. The first failing model of each syntax is shrunk by fast-check (one official call per
 * candidate) and kept as server/test/conformance/cases/<syntax>-<seed>.json, which the test suite
 * then checks on every run.
 */

import { generateXml, type Syntax } from '@xr/xml/src/generate';
import { officialVerdictsOfTexts } from '@xr/xml/test/oracle/official';
import fc from 'fast-check';
import {
  buildEn16931Invoice,
  buildInvoice,
  type InvoiceChoices,
  invoiceChoices,
} from '../test/conformance/arbitrary-invoice';
import { keepCase } from '../test/conformance/cases';
import {
  type ConformanceProfile,
  type ConformanceResult,
  ruleErrors,
  runConformance,
  summary,
} from '../test/conformance/conformance-run';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Date.now() % 2 ** 31;
const n = Number(args.find((a, i) => /^\d+$/.test(a) && i !== seedAt + 1) ?? 1000);
const profileAt = args.indexOf('--profile');
const profile: ConformanceProfile =
  profileAt >= 0 && args[profileAt + 1] === 'en16931' ? 'en16931' : 'xrechnung';
const batch = 250;
/** EN 16931: models of a business customer (BT-24 EN 16931, no XRechnung extension content). */
const build = profile === 'en16931' ? buildEn16931Invoice : buildInvoice;

/** Official errors of one model in one syntax; [] when valid or not a case (rules refuse, no place). */
async function officialErrors(choices: InvoiceChoices, syntax: Syntax): Promise<string[]> {
  const model = build(choices);
  if (ruleErrors(model, 'ubl', profile).length > 0) return [];
  let xml: string;
  try {
    xml = generateXml(model, { syntax }).xml;
  } catch {
    return [];
  }
  const [v] = await officialVerdictsOfTexts(
    [{ name: `${syntax}.xml`, xml }],
    profile === 'en16931' ? ['--allow-en16931'] : [],
  );
  return v.valid ? [] : v.errors;
}

async function shrink(failing: InvoiceChoices, syntax: Syntax): Promise<InvoiceChoices> {
  const key = JSON.stringify(failing);
  let started = false;
  const result = await fc.check(
    fc.asyncProperty(invoiceChoices, async (c) => {
      if (!started && JSON.stringify(c) !== key) return true;
      started = true;
      return (await officialErrors(c, syntax)).length === 0;
    }),
    { seed, numRuns: n },
  );
  return result.failed && result.counterexample ? result.counterexample[0] : failing;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`fuzz:conformance: ${n} models, seed ${seed}, profile ${profile}`);
  const choices = fc.sample(invoiceChoices, { seed, numRuns: n });
  const total: ConformanceResult = {
    models: 0,
    rejectedByRules: [],
    ubl: { passed: 0, refused: 0, failed: [] },
    cii: { passed: 0, refused: 0, failed: [] },
  };
  for (let from = 0; from < n; from += batch) {
    const part = await runConformance(choices.slice(from, from + batch).map(build), profile);
    total.models += part.models;
    total.rejectedByRules.push(...part.rejectedByRules.map((r) => ({ ...r, index: r.index + from })));
    for (const s of ['ubl', 'cii'] as const) {
      total[s].passed += part[s].passed;
      total[s].refused += part[s].refused;
      total[s].failed.push(...part[s].failed.map((f) => ({ ...f, index: f.index + from })));
    }
    process.stdout.write(`  ${Math.min(from + batch, n)} of ${n}\n`);
  }
  console.log(summary(total));
  for (const r of total.rejectedByRules.slice(0, 5))
    console.log(`  refused by our rules: #${r.index} ${r.errors.join(', ')}`);
  for (const s of ['ubl', 'cii'] as const) {
    const tally = new Map<string, number>();
    for (const f of total[s].failed) for (const e of f.errors) tally.set(e, (tally.get(e) ?? 0) + 1);
    if (tally.size > 0) console.log(`  ${s} errors: ${[...tally].map(([e, c]) => `${e} ×${c}`).join(', ')}`);
    const first = total[s].failed[0];
    if (!first) continue;
    console.log(`  shrinking #${first.index} (${s}) …`);
    const small = await shrink(choices[first.index], s);
    const errors = await officialErrors(small, s);
    const url = keepCase(`${s}-${seed}`, {
      found: `${s}: ${errors.join(', ') || first.errors.join(', ')}`,
      choices: small,
    });
    console.log(`  kept ${url.pathname.split('/server/')[1] ?? url.pathname}: ${errors.join(', ')}`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode =
    total.ubl.failed.length + total.cii.failed.length + total.rejectedByRules.length > 0 ? 1 : 0;
}

await main();
