/**
 * XML benchmark: median milliseconds of generate UBL and generate CII, warm, one process, for a
 * typical invoice (the testsuite's standard 01.01a business case, imported into the model; the
 * own fixture domestic-s19-s7 when the import is unavailable) and the 1000-line fixture.
 * Run: `npm run bench` (root) or `npm run bench -w @xr/server`.
 * Wall-clock and process CPU time are both printed: on a busy machine the CPU time is the steadier.
 */
import { readFileSync } from 'node:fs';
import { generateXml, type Syntax } from '@xr/xml/src/generate';

interface Timing {
  wall: number;
  cpu: number;
}

export function measure(fn: () => unknown, runs: number, warmup = 3): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: median(wall), cpu: median(cpu) };
}

export function report(label: string, t: Timing): void {
  console.log(`${label.padEnd(58)} ${t.wall.toFixed(2).padStart(9)} ms  (cpu ${t.cpu.toFixed(2)} ms)`);
}

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/invoices/${name}.json`, import.meta.url), 'utf8'));

async function typicalInvoice(): Promise<{ name: string; invoice: unknown }> {
  const file = new URL(
    '../../../shared/corpus/xrechnung-testsuite/ubl/standard-01.01a-INVOICE_ubl.xml',
    import.meta.url,
  );
  try {
    const { importInvoiceXml } = await import('@xr/xml/src/import');
    return { name: 'testsuite 01.01a', invoice: importInvoiceXml(readFileSync(file, 'utf8')).invoice };
  } catch {
    return { name: 'fixture domestic-s19-s7', invoice: fixture('domestic-s19-s7') };
  }
}

export const generateCases = async (): Promise<[string, () => unknown, number][]> => {
  const typical = await typicalInvoice();
  const large = fixture('lines-1000');
  const cases: [string, () => unknown, number][] = [];
  for (const syntax of ['ubl', 'cii'] as Syntax[]) {
    cases.push([
      `generate ${syntax.toUpperCase()}, ${typical.name} (goal < 3 ms)`,
      () => generateXml(typical.invoice as never, { syntax }),
      200,
    ]);
    cases.push([
      `generate ${syntax.toUpperCase()}, 1000 lines (goal < 100 ms)`,
      () => generateXml(large, { syntax }),
      15,
    ]);
  }
  return cases;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [label, fn, runs] of await generateCases()) report(label, measure(fn, runs));
  const { importCases } = await import('./xml-import');
  for (const [label, fn, runs] of importCases()) report(label, measure(fn, runs));
  const { xsdCases } = await import('./xml-xsd');
  for (const [label, fn, runs] of xsdCases()) report(label, measure(fn, runs));
}
