-- Dots read as spaces in the search document too ("B.V.", "Booking.com"): the parser kept such words
-- as one host name that no typed word matched. Dropping the column dropped its index; it is built again.
ALTER TABLE "transactions" drop column "search_document";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '/-.', '   ')), 'A') || setweight(to_tsvector('english'::regconfig, translate(coalesce(payee, ''), '/-.', '   ')), 'B') || setweight(to_tsvector('english'::regconfig, translate(coalesce(memo, '') || ' ' || coalesce(reference, ''), '/-.', '   ')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_search_document_idx" ON "transactions" USING gin ("search_document");
