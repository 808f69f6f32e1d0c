-- Composite (organization_id, id) references from the leasing tables to accounting tables: the keys
-- they need, then the foreign keys. A lease's unit must belong to the lease's property.
CREATE UNIQUE INDEX IF NOT EXISTS "units_org_property_id_key" ON "units" ("organization_id", "property_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "accounts_org_id_key" ON "accounts" ("organization_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "transactions_org_id_key" ON "transactions" ("organization_id", "id");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_fk" FOREIGN KEY ("organization_id", "property_id", "unit_id") REFERENCES "units" ("organization_id", "property_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_deposit_account_fk" FOREIGN KEY ("organization_id", "deposit_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lease_deposits" ADD CONSTRAINT "lease_deposits_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
-- Two active leases of one unit never overlap, whatever writes them: the check runs under a
-- per-unit transaction lock, so concurrent inserts are serialised and the second one sees the first.
-- SQLSTATE 23P01 (exclusion_violation); the service maps it to 409 naming the lease.
CREATE OR REPLACE FUNCTION leases_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  other uuid;
BEGIN
  IF NEW.status <> 'active' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('lease-unit:' || NEW.unit_id::text, 0));
  SELECT l.id INTO other FROM leases l
   WHERE l.organization_id = NEW.organization_id AND l.unit_id = NEW.unit_id AND l.id <> NEW.id
     AND l.status = 'active'
     AND daterange(l.start_date, coalesce(l.move_out_date, l.end_date), '[]')
         && daterange(NEW.start_date, coalesce(NEW.move_out_date, NEW.end_date), '[]')
   LIMIT 1;
  IF other IS NOT NULL THEN
    RAISE EXCEPTION 'lease % overlaps active lease %', NEW.id, other USING ERRCODE = '23P01', DETAIL = other::text;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER leases_no_overlap BEFORE INSERT OR UPDATE OF status, start_date, end_date, move_out_date, unit_id ON leases
  FOR EACH ROW EXECUTE FUNCTION leases_no_overlap();
