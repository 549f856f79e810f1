/**
 * The rule families read from a directory at run time (Node only): new family files are found by
 * themselves. The directory is `XR_RULES_DIR` when set (tests start a server on a broken copy),
 * otherwise rules/families. `watchFamilyDir` reloads on change (dev server).
 */
import { existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkFamilies, formatFault } from '../check/checkFamilies';
import { parseOfficialLevels } from '../check/officialLevels';
import { RuleCompileError } from '../errors';
import { useFamilies } from '../evaluate';
import type { Family } from '../types';

/** official-rule-ids.tsv of the shared rules reference (beside the repository), if there. */
export const officialIdsUrl = new URL(
  '../../../../shared/rules-reference/official-rule-ids.tsv',
  import.meta.url,
);

/** The official levels, or undefined where the reference is not installed (a deployed server). */
export function readOfficialLevels(url: URL = officialIdsUrl) {
  return existsSync(url) ? parseOfficialLevels(readFileSync(url, 'utf8')) : undefined;
}

const bundled = new URL('../../families/', import.meta.url);

/** The families directory: `XR_RULES_DIR` (a path) or rules/families. */
export function familyDir(env: string | undefined = process.env.XR_RULES_DIR): URL {
  if (!env) return bundled;
  return pathToFileURL(env.endsWith('/') ? env : `${env}/`);
}

/** The family file names of a directory, sorted. */
export function familyFileNames(dir: URL): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Every family file of `dir` by file name; a file that is not JSON throws naming it. */
export function readFamilyDir(dir: URL = familyDir()): Record<string, Family> {
  const out: Record<string, Family> = {};
  for (const name of familyFileNames(dir)) {
    const url = new URL(name, dir);
    try {
      out[name] = JSON.parse(readFileSync(url, 'utf8')) as Family;
    } catch (e) {
      throw new RuleCompileError(`${url.pathname}: not valid JSON: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * Reads the families of `dir`, checks them as `xr rules check` does (with the official levels
 * where the reference is present) and makes them the evaluator's rule set. Throws a
 * RuleCompileError listing every fault (file, rule, pointer, message) when the set is broken.
 */
export function loadFamilyDir(dir: URL = familyDir()): number {
  const inputs = familyFileNames(dir).map((name) => {
    const file = fileURLToPath(new URL(name, dir));
    return { file, text: readFileSync(file, 'utf8') };
  });
  const faults = checkFamilies(inputs, { official: readOfficialLevels() });
  if (faults.length)
    throw new RuleCompileError(
      `the rule set is broken (${faults.length}):\n  ${faults.map(formatFault).join('\n  ')}`,
    );
  return useFamilies(readFamilyDir(dir)).rules.length;
}

/**
 * Reloads the families when a file of `dir` changes (debounced). A broken change is reported
 * through `onError` and the previous rule set stays in use. Returns a function that stops watching.
 */
export function watchFamilyDir(
  dir: URL = familyDir(),
  onReload: (rules: number) => void = () => {},
  onError: (e: Error) => void = () => {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        onReload(loadFamilyDir(dir));
      } catch (e) {
        onError(e as Error);
      }
    }, 100);
  });
  watcher.unref();
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
