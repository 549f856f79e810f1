/**
 * The tables that database code queries: import them from here, not from `./schema` (the SQLite
 * definitions drizzle-kit reads). With PostgreSQL these become the PostgreSQL module's tables of
 * the same names and columns, so one data-access layer serves both engines.
 */
export * from './schema';
