-- Transaction list (issue 6 performance). pg_trgm for the text filter's trigram index (PGlite loads
-- the extension in db/client.ts); (organization, type, amount) so an amount range's count reads the
-- index alone; transactions_org_date_idx in the list's exact default order (date, created_at, id
-- descending, nulls first), so a first page stops after 50 entries instead of sorting every match.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "transactions_org_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_org_type_amount_idx" ON "transactions" USING btree ("organization_id","type","amount_cents");--> statement-breakpoint
CREATE INDEX "transactions_search_text_trgm_idx" ON "transactions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_org_date_idx" ON "transactions" USING btree ("organization_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);