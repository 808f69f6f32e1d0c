-- lease_balances kept in the same transaction as every tenant-ledger write, whatever SQL writes it
-- (services, the charge job's batch inserts, seeds): one statement trigger per table and event,
-- each adding the statement's rows grouped per lease, so a batch of 4 000 charges is one upsert.
-- TG_ARGV: the lease_balances column a table feeds and the cents each of its rows contributes.
-- Removed rows only update existing summary rows: when a lease or organization is being deleted its
-- summary row may already be gone, and must not be created again.
CREATE OR REPLACE FUNCTION lease_balances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  amount text := TG_ARGV[1];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'UPDATE lease_balances b SET %1$I = b.%1$I - d.cents
         FROM (SELECT organization_id, lease_id, sum(%2$s) AS cents FROM old_rows GROUP BY 1, 2) d
        WHERE b.organization_id = d.organization_id AND b.lease_id = d.lease_id', col, amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- Ordered by key so concurrent writers lock summary rows in the same order.
    EXECUTE format(
      'INSERT INTO lease_balances AS b (organization_id, lease_id, %1$I)
       SELECT organization_id, lease_id, sum(%2$s) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
       ON CONFLICT (organization_id, lease_id) DO UPDATE SET %1$I = b.%1$I + excluded.%1$I', col, amount);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lease_balances_charges_insert AFTER INSERT ON lease_charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('charges_cents', 'CASE WHEN waived_at IS NULL THEN amount_cents ELSE 0 END');--> statement-breakpoint
CREATE TRIGGER lease_balances_charges_update AFTER UPDATE ON lease_charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('charges_cents', 'CASE WHEN waived_at IS NULL THEN amount_cents ELSE 0 END');--> statement-breakpoint
CREATE TRIGGER lease_balances_charges_delete AFTER DELETE ON lease_charges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('charges_cents', 'CASE WHEN waived_at IS NULL THEN amount_cents ELSE 0 END');--> statement-breakpoint
CREATE TRIGGER lease_balances_payments_insert AFTER INSERT ON lease_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('payments_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_payments_update AFTER UPDATE ON lease_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('payments_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_payments_delete AFTER DELETE ON lease_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('payments_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_credits_insert AFTER INSERT ON lease_credits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('credits_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_credits_update AFTER UPDATE ON lease_credits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('credits_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_credits_delete AFTER DELETE ON lease_credits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('credits_cents', 'amount_cents');--> statement-breakpoint
CREATE TRIGGER lease_balances_deposits_insert AFTER INSERT ON lease_deposits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('deposit_held_cents', 'CASE WHEN kind = ''received'' THEN amount_cents ELSE -amount_cents END');--> statement-breakpoint
CREATE TRIGGER lease_balances_deposits_update AFTER UPDATE ON lease_deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('deposit_held_cents', 'CASE WHEN kind = ''received'' THEN amount_cents ELSE -amount_cents END');--> statement-breakpoint
CREATE TRIGGER lease_balances_deposits_delete AFTER DELETE ON lease_deposits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_balances_apply('deposit_held_cents', 'CASE WHEN kind = ''received'' THEN amount_cents ELSE -amount_cents END');--> statement-breakpoint
-- The totals of the ledgers written before these triggers existed.
INSERT INTO lease_balances (organization_id, lease_id, charges_cents, payments_cents, credits_cents, deposit_held_cents)
SELECT organization_id, lease_id, sum(c), sum(p), sum(r), sum(d) FROM (
  SELECT organization_id, lease_id, CASE WHEN waived_at IS NULL THEN amount_cents ELSE 0 END AS c, 0 AS p, 0 AS r, 0 AS d FROM lease_charges
  UNION ALL SELECT organization_id, lease_id, 0, amount_cents, 0, 0 FROM lease_payments
  UNION ALL SELECT organization_id, lease_id, 0, 0, amount_cents, 0 FROM lease_credits
  UNION ALL SELECT organization_id, lease_id, 0, 0, 0, CASE WHEN kind = 'received' THEN amount_cents ELSE -amount_cents END FROM lease_deposits
) x GROUP BY 1, 2
ON CONFLICT (organization_id, lease_id) DO NOTHING;
