import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { generateXml } from '../src/xml/generate';
import { readInvoice } from '../src/xml/reader/index';
import { checkXml } from '../src/xml/safe-xml';
import { runTransform } from '../src/xml/saxon';

const corpus = new URL('../../../shared/corpus/', import.meta.url);
const docs: { name: string; xml: string }[] = [];
for (const f of ['xrechnung-testsuite/ubl', 'xrechnung-testsuite/cii', 'mutants'])
  for (const n of readdirSync(new URL(`${f}/`, corpus)).filter((x) => x.endsWith('.xml')))
    docs.push({ name: `${f}/${n}`, xml: readFileSync(new URL(`${f}/${n}`, corpus), 'utf8') });
const fx = new URL('../../fixtures/invoices/', import.meta.url);
for (const n of readdirSync(fx).filter((x) => x.endsWith('.json')))
  for (const syntax of ['ubl', 'cii'] as const) {
    try {
      docs.push({
        name: `${n}.${syntax}`,
        xml: generateXml(JSON.parse(readFileSync(new URL(n, fx), 'utf8')), { syntax }).xml,
      });
    } catch {}
  }
let same = 0;
let diffs = 0;
for (const d of docs) {
  let root: string;
  try {
    root = checkXml(d.xml, ['Invoice', 'CreditNote', 'CrossIndustryInvoice']).root;
  } catch {
    continue;
  }
  const syntax = root === 'CrossIndustryInvoice' ? 'cii' : 'ubl';
  let old: { invoice: unknown; notes: string[] };
  try {
    old = JSON.parse(runTransform(syntax === 'cii' ? 'cii-to-model' : 'ubl-to-model', { sourceText: d.xml }));
  } catch (e) {
    console.log('XSLT failed', d.name, (e as Error).message.slice(0, 100));
    continue;
  }
  const neu = readInvoice(d.xml, syntax);
  const okInv = isDeepStrictEqual(
    JSON.parse(JSON.stringify(old.invoice)),
    JSON.parse(JSON.stringify(neu.invoice)),
  );
  const okNotes = isDeepStrictEqual(old.notes, neu.notes);
  if (okInv && okNotes) same++;
  else {
    diffs++;
    if (diffs <= 8) {
      console.log('DIFF', d.name, okInv ? '' : 'invoice', okNotes ? '' : 'notes');
      if (!okNotes) {
        const a = new Set(old.notes);
        const b = new Set(neu.notes);
        console.log('  only xslt:', old.notes.filter((x) => !b.has(x)).slice(0, 3));
        console.log('  only new :', neu.notes.filter((x) => !a.has(x)).slice(0, 3));
        if (old.notes.every((x) => b.has(x)) && neu.notes.every((x) => a.has(x)))
          console.log('  (order only)');
      }
      if (!okInv) {
        const o = JSON.stringify(old.invoice);
        const n = JSON.stringify(neu.invoice);
        let i = 0;
        while (o[i] === n[i]) i++;
        console.log('  xslt:', o.slice(Math.max(0, i - 80), i + 80));
        console.log('  new :', n.slice(Math.max(0, i - 80), i + 80));
      }
    }
  }
}
console.log(`same ${same}, different ${diffs}`);
