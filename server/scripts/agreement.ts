/**
 * `npm run agreement [N] [--seed S]`: N random mutants (default 2000) of the testsuite files and of the
 * generated fixtures, judged by `xr validate` and by the official validator; prints the verdict,
 * exact error-id and exact warning-id agreement and every disagreement.
 */
import { agreement, report } from '../test/agreement/harness';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Date.now() % 100_000;
const positional = args.filter((a, i) => !a.startsWith('--') && (seedAt < 0 || i !== seedAt + 1));
const n = positional.length ? Number(positional[0]) : 2000;

const started = Date.now();
const result = await agreement(n, seed);
console.log(`seed ${seed}`);
for (const line of report(result)) console.log(line);
console.log(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
