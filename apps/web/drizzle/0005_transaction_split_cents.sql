ALTER TABLE "transactions" ADD COLUMN "split_cents" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- Backfill from the journal (the same alignment as entryAccounts in src/server/accounting/service.ts).
UPDATE "transactions" t SET "split_cents" = coalesce((
  SELECT array_agg(coalesce(s.cents, 0) ORDER BY u.ord)
    FROM unnest(t.account_ids) WITH ORDINALITY AS u(account_id, ord)
    LEFT JOIN LATERAL (
      SELECT sum(jl.debit_cents + jl.credit_cents) AS cents FROM "journal_lines" jl
       WHERE jl.transaction_id = t.id AND jl.account_id = u.account_id AND jl.line_no > 0
    ) s ON true
), '{}'::bigint[]);
