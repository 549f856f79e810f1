/**
 * The substring filter of the lists and directories, the same on both engines: `LIKE '%term%'`
 * with the term's wildcards escaped. Columns and terms are lower-cased by the caller, so SQLite's
 * case-insensitive LIKE and PostgreSQL's case-sensitive one agree; PostgreSQL serves it from a
 * pg_trgm GIN index where one exists.
 */

import type { AnyColumn } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

/** The LIKE pattern that matches `term` anywhere (`\` escapes `%`, `_` and itself). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` holds `term` (both lower case). */
export const containsText = (column: AnyColumn | SQL, term: string): SQL =>
  sql`${column} LIKE ${likePattern(term)} ESCAPE '\\'`;
