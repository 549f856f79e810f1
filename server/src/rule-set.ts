/**
 * One rule set in every thread of the server and of `xr validate`: the rule families on disk
 * (`XR_RULES_DIR`, default rules/families), checked as `xr rules check` does. The main thread loads
 * them at start and on every watch reload (`loadRuleSet`) and stamps each worker-pool job with the
 * set it uses (`ruleSetStamp`); a worker follows the stamp before it runs the job (`followRuleSet`),
 * so validation, generation and import in the workers use the maintainer's families too.
 */
/** The families directory the main thread loaded (its URL; '' before any load) and the load's number. */
export interface RuleSetStamp {
  dir: string;
  generation: number;
}

let stamp: RuleSetStamp = { dir: '', generation: 0 };

/** The rule set the main thread uses. */
export const ruleSetStamp = (): RuleSetStamp => stamp;

/** Records that this thread now uses the families of `dir` (after a load or a watch reload). */
export function stampRuleSet(dir: URL): void {
  stamp = { dir: dir.href, generation: stamp.generation + 1 };
}

/**
 * Loads the families of `dir` (default: XR_RULES_DIR or rules/families) in this thread and stamps
 * them for the workers. Throws a RuleCompileError for a broken set (the set in use stays).
 */
export async function loadRuleSet(dir?: URL): Promise<number> {
  const { familyDir, loadFamilyDir } = await import('@xr/rules/node');
  const from = dir ?? familyDir();
  const rules = loadFamilyDir(from);
  stampRuleSet(from);
  return rules;
}

/**
 * The rule families as they are on disk, checked: no index step. When they are the set already in
 * use (the bundled set, which the rules' own tests check) nothing is loaded or checked again — the
 * check compiles a JSON schema and costs a third of a second. Answers whether the families on disk
 * were loaded. Throws a RuleCompileError for a broken set.
 */
export async function useFamiliesOnDisk(dir?: URL): Promise<boolean> {
  const { familyDir, loadFamilyDir, readFamilyDir } = await import('@xr/rules/node');
  const from = dir ?? familyDir();
  const texts = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
  const onDisk = texts(Object.values(readFamilyDir(from)));
  const inUse = texts((await import('@xr/rules')).families());
  if (onDisk.length === inUse.length && onDisk.every((t, i) => t === inUse[i])) return false;
  loadFamilyDir(from);
  return true;
}

/** The generation of the rule set this (worker) thread uses. */
let following = 0;

/** In a worker thread: makes the main thread's rule set (the job's stamp) this thread's. */
export async function followRuleSet(s: RuleSetStamp | undefined): Promise<void> {
  if (!s || s.generation === following) return;
  // '' (nothing loaded yet): the families bundled with @xr/rules, which the worker starts with
  if (s.dir !== '') await useFamiliesOnDisk(new URL(s.dir));
  following = s.generation;
}
