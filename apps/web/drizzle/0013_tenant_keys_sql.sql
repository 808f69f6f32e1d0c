-- Tenant isolation in the schema: every reference between organization-owned tables is a composite
-- (organization_id, id) foreign key, so a row can only point at a row of its own organization, whatever
-- the application does. Drizzle cannot express ON DELETE SET NULL of one column of a composite key, so
-- these live here (migration *_tenant_keys_sql); the single-column keys they replace were dropped by the
-- migration before it. The leasing and banking tables' own composite keys are in their migrations.
CREATE UNIQUE INDEX IF NOT EXISTS "properties_org_id_key" ON "properties" ("organization_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "units_org_id_key" ON "units" ("organization_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "accounts_org_id_key" ON "accounts" ("organization_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "transactions_org_id_key" ON "transactions" ("organization_id", "id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_fk" FOREIGN KEY ("organization_id", "parent_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_account_fk" FOREIGN KEY ("organization_id", "account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_unit_fk" FOREIGN KEY ("organization_id", "unit_id") REFERENCES "units" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bank_account_fk" FOREIGN KEY ("organization_id", "bank_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_unit_fk" FOREIGN KEY ("organization_id", "unit_id") REFERENCES "units" ("organization_id", "id") ON DELETE SET NULL ("unit_id");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_fk" FOREIGN KEY ("organization_id", "account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "property_depreciation" ADD CONSTRAINT "property_depreciation_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "property_rental_days" ADD CONSTRAINT "property_rental_days_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_bank_account_fk" FOREIGN KEY ("organization_id", "bank_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_bank_account_fk" FOREIGN KEY ("organization_id", "bank_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_import_batches" ADD CONSTRAINT "bank_import_batches_bank_account_fk" FOREIGN KEY ("organization_id", "bank_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_bank_account_fk" FOREIGN KEY ("organization_id", "bank_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_duplicate_of_fk" FOREIGN KEY ("organization_id", "duplicate_of") REFERENCES "transactions" ("organization_id", "id") ON DELETE SET NULL ("duplicate_of");--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_category_account_fk" FOREIGN KEY ("organization_id", "category_account_id") REFERENCES "accounts" ("organization_id", "id") ON DELETE SET NULL ("category_account_id");--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_property_fk" FOREIGN KEY ("organization_id", "property_id") REFERENCES "properties" ("organization_id", "id") ON DELETE SET NULL ("property_id");--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_unit_fk" FOREIGN KEY ("organization_id", "unit_id") REFERENCES "units" ("organization_id", "id") ON DELETE SET NULL ("unit_id");--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_transaction_fk" FOREIGN KEY ("organization_id", "transaction_id") REFERENCES "transactions" ("organization_id", "id") ON DELETE SET NULL ("transaction_id");--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_rule_fk" FOREIGN KEY ("organization_id", "rule_id") REFERENCES "bank_rules" ("organization_id", "id") ON DELETE SET NULL ("rule_id");
