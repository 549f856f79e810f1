/**
 * `npm run agreement [N] [--seed S] [--class KIND] [--profile en16931]`: N random mutants (default 2000)
 * of the testsuite files and of the generated fixtures, judged by `xr validate` and by the official
 * validator (`--profile en16931`: BT-24 switched to EN 16931, the official one with `--allow-en16931`); prints the
 * verdict, exact error-id and exact warning-id agreement and every disagreement. `--class` makes only
 * edits of one class that used to disagree (test/agreement/classes.ts: tax-scheme, empty-code, zero,
 * base-quantity, tax-registration, data-type, date, party-group).
 */
import { type ClassKind, classes, mutateClass } from '../test/agreement/classes';
import { type AgreementMode, agreement, report } from '../test/agreement/harness';
import { mutate } from '../test/agreement/mutate';

const args = process.argv.slice(2);
const flagValue = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const seed = flagValue('--seed') !== undefined ? Number(flagValue('--seed')) : Date.now() % 100_000;
const kind = flagValue('--class') as ClassKind | undefined;
if (kind !== undefined && !classes.includes(kind)) {
  console.error(`--class takes one of ${classes.join(', ')}`);
  process.exit(2);
}
const mode = (flagValue('--profile') ?? 'xrechnung') as AgreementMode;
if (mode !== 'xrechnung' && mode !== 'en16931') {
  console.error('--profile takes xrechnung or en16931');
  process.exit(2);
}
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const n = positional.length ? Number(positional[0]) : 2000;

const started = Date.now();
const result = await agreement(
  n,
  seed,
  undefined,
  kind ? (xml, rnd) => mutateClass(kind, xml, rnd) : mutate,
  mode,
);
console.log(`seed ${seed}, profile ${mode}`);
for (const line of report(result)) console.log(line);
console.log(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
