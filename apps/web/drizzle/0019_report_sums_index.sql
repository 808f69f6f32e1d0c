-- Report sums (profit and loss, balance sheet, Schedule E) read one organization's lines of a few
-- accounts over a date range and need only the amounts and property: an index that carries them
-- answers from the index alone instead of visiting every line of the period in the table.
CREATE INDEX IF NOT EXISTS "journal_lines_org_account_date_amounts_idx"
  ON "journal_lines" ("organization_id", "account_id", "date")
  INCLUDE ("property_id", "debit_cents", "credit_cents");
