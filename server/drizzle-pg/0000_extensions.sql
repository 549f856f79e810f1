-- Custom SQL (drizzle-kit generate --custom): pg_trgm, the trigram operator classes of the lists'
-- full-text index (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
