/**
 * The rule families read from a directory at run time (Node only): new family files are found by
 * themselves. The directory is `XR_RULES_DIR` when set (tests start a server on a broken copy),
 * otherwise rules/families. `watchFamilyDir` reloads on change (dev server).
 */
import { readdirSync, readFileSync, watch } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { RuleCompileError } from '../errors';
import { useFamilies } from '../evaluate';
import type { Family } from '../types';

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

/** Reads and compiles the families of `dir` and makes them the evaluator's rule set (throws when broken). */
export function loadFamilyDir(dir: URL = familyDir()): number {
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
