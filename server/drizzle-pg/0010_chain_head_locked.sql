-- The head of a company's chain (archive or audit trail), read after taking the chain's lock, in
-- one round trip (src/db/chain.ts). The lock is an advisory lock held until the transaction ends
-- (class 727401 the archive's chain, 727402 the audit trail's; the company id the second key); in a
-- volatile PL/pgSQL function each statement takes a new snapshot, so the head read after the lock
-- sees the entries another transaction committed while this one waited.
CREATE FUNCTION chain_head_locked(chain text, company integer, OUT seq integer, OUT hash text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF chain = 'audit_log' THEN
    PERFORM pg_advisory_xact_lock(727402, company);
    SELECT a.chain_seq, a.chain_hash INTO seq, hash FROM audit_log a
      WHERE a.company_id = company AND a.chain_seq IS NOT NULL ORDER BY a.chain_seq DESC LIMIT 1;
  ELSIF chain = 'invoice_archive' THEN
    PERFORM pg_advisory_xact_lock(727401, company);
    SELECT a.chain_seq, a.chain_hash INTO seq, hash FROM invoice_archive a
      WHERE a.company_id = company AND a.chain_seq IS NOT NULL ORDER BY a.chain_seq DESC LIMIT 1;
  ELSE
    RAISE EXCEPTION 'unknown chain %', chain;
  END IF;
END $$;
