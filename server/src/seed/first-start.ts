/** First start of a new database: text resources, Leitweg-ID directory and (with --demo) demo data. */
import type { Deps } from '../context';

export async function seedFirstStart(_deps: Deps, _opts: { demo: boolean }): Promise<void> {}
