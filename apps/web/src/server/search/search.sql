-- AI search: full-text (weighted tsvector expressions + GIN) and pg_trgm indexes over the accounting
-- tables except transactions (theirs is a stored column, migration 0004). Idempotent; run after the
-- migrations by ensureSearchIndexes(db) (indexes.ts).
-- The tsvector expressions must stay byte-identical to documents.ts (a test checks it), or the
-- planner will not use these indexes.
-- statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- statement-breakpoint
-- Transactions: the GIN index is on their stored search_document (migration 0004).
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_properties_fts_idx ON properties USING gin ((setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(address_line1, '') || ' ' || coalesce(address_line2, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(postal_code, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(notes, '')), 'D')));
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_tenants_fts_idx ON tenants USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(email, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(phone, '')), 'C')));
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_accounts_fts_idx ON accounts USING gin ((setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(code, '')), 'C')));
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_units_fts_idx ON units USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A')));
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_transactions_payee_trgm_idx ON transactions USING gin (lower(coalesce(payee, '')) gin_trgm_ops);
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_transactions_description_trgm_idx ON transactions USING gin (lower(description) gin_trgm_ops);
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_properties_name_trgm_idx ON properties USING gin (lower(name || ' ' || address_line1 || ' ' || city) gin_trgm_ops);
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_tenants_name_trgm_idx ON tenants USING gin (lower(name) gin_trgm_ops);
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_transactions_org_payee_idx ON transactions (organization_id, lower(payee));
-- statement-breakpoint
-- The matching transactions of a type (and period) from the index alone (service.ts, matchSql): the
-- columns the search reads (amount for totals, account_ids to keep a category's) are included.
-- Replaces search_transactions_type_date_cover_idx (the same without amount_cents and account_ids).
DROP INDEX IF EXISTS search_transactions_type_date_cover_idx;
-- statement-breakpoint
CREATE INDEX IF NOT EXISTS search_transactions_type_date_cover2_idx ON transactions (organization_id, type, date) INCLUDE (id, property_id, unit_id, amount_cents, account_ids);
-- statement-breakpoint
-- A place's transactions (a state, a city, a property type: often hundreds of properties) from the
-- index alone: through (organization_id, property_id, date) every match cost a heap visit, and the
-- planner read the whole table instead (bench/search.mjs, "Tennessee properties" 25 ms → 6 ms).
CREATE INDEX IF NOT EXISTS search_transactions_property_cover_idx ON transactions (organization_id, property_id) INCLUDE (id, date, type, amount_cents, unit_id, account_ids);
-- statement-breakpoint
-- A category's lines from the index alone (service.ts, matchSql): the journal's own
-- (account_id, date, …) index lacks the amounts, so every line cost a heap visit.
CREATE INDEX IF NOT EXISTS search_journal_lines_category_cover_idx ON journal_lines (account_id, date) INCLUDE (transaction_id, debit_cents, credit_cents, property_id, organization_id) WHERE line_no > 0;
-- statement-breakpoint
-- A transaction's category lines from the index alone: the per-transaction share when words or a
-- payee drive (matchSql's lateral) and the listed rows' accounts (retrieveTransactions).
CREATE INDEX IF NOT EXISTS search_journal_lines_transaction_cover_idx ON journal_lines (transaction_id) INCLUDE (account_id, line_no, debit_cents, credit_cents, organization_id) WHERE line_no > 0;
-- statement-breakpoint
-- The names cache no longer checks a signature per search (the cache bus drops it on writes).
DROP INDEX IF EXISTS search_properties_org_updated_idx;
-- statement-breakpoint
DROP INDEX IF EXISTS search_tenants_org_updated_idx;
-- statement-breakpoint
DROP INDEX IF EXISTS search_units_org_updated_idx;
-- statement-breakpoint
-- A category's largest (or smallest) lines in a period from the index alone: when every matching
-- entry has one line in the category (transaction_day_totals tells), its largest line is its largest
-- entry (search/transactions.ts, byShare).
CREATE INDEX IF NOT EXISTS search_journal_lines_amount_idx ON journal_lines (account_id, (debit_cents + credit_cents) DESC, date DESC, transaction_id) INCLUDE (organization_id) WHERE line_no > 0;
-- statement-breakpoint
-- The cached names (lexicon.ts) know which kinds of record an organization has and the words of their
-- names: a lease, signer, import or saved report coming or going drops them, as a property's write does
-- (cache/triggers.sql's function; skipped when the cache triggers are not installed).
DO $$
BEGIN
  IF to_regprocedure('propledger_cache_notify()') IS NOT NULL THEN
    CREATE OR REPLACE TRIGGER propledger_search_names AFTER INSERT OR DELETE ON leases
      FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
    CREATE OR REPLACE TRIGGER propledger_search_names AFTER INSERT OR UPDATE OF name OR DELETE ON leasing_tenants
      FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
    CREATE OR REPLACE TRIGGER propledger_search_names AFTER INSERT OR UPDATE OF file_name OR DELETE ON bank_import_batches
      FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
    CREATE OR REPLACE TRIGGER propledger_search_names AFTER INSERT OR UPDATE OF name OR DELETE ON saved_reports
      FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
  END IF;
END
$$;
