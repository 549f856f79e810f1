/**
 * `xr rules check [FILE...]` as a Node function (the server's `xr` CLI calls it; usable without
 * the server): reads the files (default: every family of `familyDir()`), the official levels from
 * `../shared/rules-reference` beside the repository when present, prints one line per fault.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkFamilies, type Fault, formatFault } from '../check/checkFamilies';
import { familyDir, familyFileNames, readOfficialLevels } from './familyDir';

/** The faults of the given files (default: the families of `familyDir()`). */
export function checkFiles(files: string[] = []): Fault[] {
  const dir = familyDir();
  const paths = files.length ? files : familyFileNames(dir).map((f) => fileURLToPath(new URL(f, dir)));
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
