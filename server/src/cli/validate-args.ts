// The arguments of `xr validate`: the profile (forced, or picked per file by BT-24), the option
// that runs the rules after a schema error, the threads, and the files — named, found in a folder
// (its .xml and .json files, sub folders too, sorted), or listed one a line in a file or on stdin
// (`--files-from FILE|-`: a batch larger than a command line can carry).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isProfile, PROFILES } from '@xr/rules';
import type { ProfileChoice } from '../validate-batch/validate-files';

export const USAGE = `usage: xr validate [--profile ${PROFILES.join('|')}] [--always-rules] [--threads N] [--files-from FILE|-] FILE|FOLDER...`;

export interface ValidateArgs {
  profile: ProfileChoice;
  alwaysRules: boolean;
  files: string[];
  threads: number;
}

/** The .xml and .json files below a folder, sorted by path. */
function filesIn(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesIn(path));
    else if (/\.(xml|json)$/i.test(entry.name)) out.push(path);
  }
  return out;
}

/** A named file, or every file of a named folder (a name that is neither stays: its line says why). */
function expand(name: string): string[] {
  try {
    if (statSync(name).isDirectory()) return filesIn(name);
  } catch {
    // not there: the file's line says so
  }
  return [name];
}

/** The names listed one a line in a file, or on stdin for `-` (empty lines left out). */
function listed(from: string, stdin: () => string): string[] {
  const text = from === '-' ? stdin() : readFileSync(from, 'utf8');
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function profileOf(p: string | undefined): ProfileChoice {
  if (!isProfile(p)) throw new Error(`unknown profile: ${p} (${PROFILES.join(' | ')})`);
  return p;
}

export function parseArgs(args: string[], stdin = () => readFileSync(0, 'utf8')): ValidateArgs {
  let profile: ProfileChoice = 'auto';
  let alwaysRules = false;
  let threads = availableParallelism();
  const names: string[] = [];
  const value = (a: string, i: number, name: string) => (a === name ? args[i + 1] : a.slice(name.length + 1));
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--threads' || a.startsWith('--threads=')) {
      const n = Number(value(a, i, '--threads'));
      if (a === '--threads') i++;
      if (!Number.isInteger(n) || n < 1) throw new Error(`--threads takes a whole number ≥ 1, got ${n}`);
      threads = n;
    } else if (a === '--profile' || a.startsWith('--profile=')) {
      profile = profileOf(value(a, i, '--profile'));
      if (a === '--profile') i++;
    } else if (a === '--files-from' || a.startsWith('--files-from=')) {
      const from = value(a, i, '--files-from');
      if (a === '--files-from') i++;
      if (!from) throw new Error('--files-from takes a file name or - (stdin)');
      names.push(...listed(from, stdin));
    } else if (a === '--always-rules') alwaysRules = true;
    else names.push(a);
  }
  return { profile, alwaysRules, files: names.flatMap(expand), threads };
}
