-- Full-text search over the list columns (trigram: any substring of 3+ characters matches).
CREATE VIRTUAL TABLE `invoices_fts` USING fts5(invoice_number, buyer_reference, buyer_name, content='invoices', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `invoices_fts_ai` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO invoices_fts(rowid, invoice_number, buyer_reference, buyer_name) VALUES (new.id, new.invoice_number, new.buyer_reference, new.buyer_name);
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_fts_ad` AFTER DELETE ON `invoices` BEGIN
  INSERT INTO invoices_fts(invoices_fts, rowid, invoice_number, buyer_reference, buyer_name) VALUES ('delete', old.id, old.invoice_number, old.buyer_reference, old.buyer_name);
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_fts_au` AFTER UPDATE OF invoice_number, buyer_reference, buyer_name ON `invoices` BEGIN
  INSERT INTO invoices_fts(invoices_fts, rowid, invoice_number, buyer_reference, buyer_name) VALUES ('delete', old.id, old.invoice_number, old.buyer_reference, old.buyer_name);
  INSERT INTO invoices_fts(rowid, invoice_number, buyer_reference, buyer_name) VALUES (new.id, new.invoice_number, new.buyer_reference, new.buyer_name);
END;
