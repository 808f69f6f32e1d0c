ALTER TABLE "transactions" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(payee, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(memo, '') || ' ' || coalesce(reference, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "transactions_search_document_idx" ON "transactions" USING gin ("search_document");--> statement-breakpoint
-- The search's expression index over the same document (search.sql) is replaced by the column's.
DROP INDEX IF EXISTS "search_transactions_fts_idx";
