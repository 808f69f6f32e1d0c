CREATE TABLE "transaction_day_totals" (
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"account_ids" uuid[] NOT NULL,
	"transactions" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_cents" bigint[] NOT NULL,
	"account_lines" integer[] NOT NULL,
	CONSTRAINT "transaction_day_totals_organization_id_type_date_account_ids_pk" PRIMARY KEY("organization_id","type","date","account_ids")
);
--> statement-breakpoint
ALTER TABLE "transaction_day_totals" ADD CONSTRAINT "transaction_day_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Backfill from the journal (the same query as dayTotalsFromJournal in src/server/accounting/service.ts).
INSERT INTO "transaction_day_totals" ("organization_id", "date", "type", "account_ids", "transactions", "amount_cents", "account_cents", "account_lines")
WITH per_account AS (
  SELECT transaction_id, account_id, sum(debit_cents + credit_cents)::bigint AS cents, count(*)::int AS lines FROM journal_lines
   WHERE line_no > 0 GROUP BY transaction_id, account_id
), entry AS (
  SELECT t.organization_id, t.date, t.type, t.id, t.amount_cents,
         array_agg(p.account_id ORDER BY p.account_id) AS account_ids
    FROM transactions t JOIN per_account p ON p.transaction_id = t.id
   GROUP BY t.id
), counts AS (
  SELECT organization_id, date, type, account_ids, count(*)::int AS transactions, sum(amount_cents)::bigint AS amount_cents
    FROM entry GROUP BY 1, 2, 3, 4
), sums AS (
  SELECT e.organization_id, e.date, e.type, e.account_ids, p.account_id, sum(p.cents)::bigint AS cents,
         sum(p.lines)::int AS lines
    FROM entry e JOIN per_account p ON p.transaction_id = e.id GROUP BY 1, 2, 3, 4, 5
)
SELECT c.organization_id, c.date, c.type, c.account_ids, c.transactions, c.amount_cents, s.account_cents, s.account_lines
  FROM counts c
  JOIN (SELECT organization_id, date, type, account_ids, array_agg(cents ORDER BY account_id) AS account_cents,
               array_agg(lines ORDER BY account_id) AS account_lines
          FROM sums GROUP BY 1, 2, 3, 4) s
    USING (organization_id, date, type, account_ids);
