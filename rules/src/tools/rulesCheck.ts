/**
 * `xr rules check [FILE...]` as a Node function (the server's `xr` CLI calls it; usable without
 * the server): reads the files (default: every rules/families/*.json), the official levels from
 * `../shared/rules-reference` beside the repository when present, prints one line per fault.
 */
import { existsSync, readFileSync } from 'node:fs';
import { checkFamilies, type Fault, formatFault } from '../check/checkFamilies';
import { parseOfficialLevels } from '../check/officialLevels';
import { familyDir, familyFileNames } from './familyDir';

/** official-rule-ids.tsv of the shared rules reference (beside the repository), if there. */
export const officialIdsUrl = new URL(
  '../../../../shared/rules-reference/official-rule-ids.tsv',
  import.meta.url,
);

export function readOfficialLevels(url: URL = officialIdsUrl) {
  return existsSync(url) ? parseOfficialLevels(readFileSync(url, 'utf8')) : undefined;
}

/** The faults of the given files (default: the families of `familyDir()`). */
export function checkFiles(files: string[] = []): Fault[] {
  const paths = files.length
    ? files
    : familyFileNames(familyDir()).map((f) => new URL(f, familyDir()).pathname);
  const inputs = [];
  const faults: Fault[] = [];
  for (const file of paths) {
    try {
      inputs.push({ file, text: readFileSync(file, 'utf8') });
    } catch (e) {
      faults.push({ file, ruleId: '', pointer: '', message: `cannot be read: ${(e as Error).message}` });
    }
  }
  return [...faults, ...checkFamilies(inputs, { official: readOfficialLevels() })];
}

/** Prints the faults (stderr) or a summary (stdout); the exit status: 1 when any fault. */
export function runRulesCheck(files: string[], out = process.stdout, err = process.stderr): number {
  const faults = checkFiles(files);
  for (const f of faults) err.write(`${formatFault(f)}\n`);
  if (faults.length) {
    err.write(`${faults.length} fault(s)\n`);
    return 1;
  }
  out.write(`rules check: ${files.length || 'all'} file(s) sound\n`);
  return 0;
}
