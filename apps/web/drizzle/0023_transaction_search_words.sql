-- Slashes and hyphens read as spaces in the search document ("washer/dryer", "E-5521"): the words a
-- user types match them. Dropping the column dropped its index; it is built again over the new one.
ALTER TABLE "transactions" drop column "search_document";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '/-', '  ')), 'A') || setweight(to_tsvector('english'::regconfig, translate(coalesce(payee, ''), '/-', '  ')), 'B') || setweight(to_tsvector('english'::regconfig, translate(coalesce(memo, '') || ' ' || coalesce(reference, ''), '/-', '  ')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_search_document_idx" ON "transactions" USING gin ("search_document");
