CREATE TABLE "bank_cleared_lines" (
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"reconciliation_id" uuid NOT NULL,
	"reconciled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bank_cleared_lines_organization_id_bank_account_id_transaction_id_pk" PRIMARY KEY("organization_id","bank_account_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "bank_csv_mappings" (
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_csv_mappings_organization_id_bank_account_id_pk" PRIMARY KEY("organization_id","bank_account_id")
);
--> statement-breakpoint
CREATE TABLE "bank_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"content" "bytea",
	"statement_account" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"excluded_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "bank_import_batches_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_import_batches_status_check" CHECK ("bank_import_batches"."status" in ('mapping', 'preview', 'committed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "bank_import_rows" (
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"payee" text,
	"memo" text,
	"reference" text,
	"fit_id" text,
	"duplicate_kind" text,
	"duplicate_of" uuid,
	"excluded" boolean DEFAULT false NOT NULL,
	"category_account_id" uuid,
	"splits" jsonb,
	"property_id" uuid,
	"unit_id" uuid,
	"rule_id" uuid,
	"transaction_id" uuid,
	CONSTRAINT "bank_import_rows_batch_id_row_no_pk" PRIMARY KEY("batch_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"statement_date" date NOT NULL,
	"statement_balance_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bank_reconciliations_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_reconciliations_status_check" CHECK ("bank_reconciliations"."status" in ('in_progress', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"stop" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_rules_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" ADD CONSTRAINT "bank_cleared_lines_reconciliation_fk" FOREIGN KEY ("organization_id","reconciliation_id") REFERENCES "public"."bank_reconciliations"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_batches" ADD CONSTRAINT "bank_import_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_batches" ADD CONSTRAINT "bank_import_batches_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_batches" ADD CONSTRAINT "bank_import_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_duplicate_of_transactions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_category_account_id_accounts_id_fk" FOREIGN KEY ("category_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_rows" ADD CONSTRAINT "bank_import_rows_batch_fk" FOREIGN KEY ("organization_id","batch_id") REFERENCES "public"."bank_import_batches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cleared_lines_transaction_idx" ON "bank_cleared_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bank_import_batches_org_account_idx" ON "bank_import_batches" USING btree ("organization_id","bank_account_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_import_rows_fit_idx" ON "bank_import_rows" USING btree ("organization_id","fit_id");--> statement-breakpoint
CREATE INDEX "bank_import_rows_transaction_idx" ON "bank_import_rows" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliations_org_account_idx" ON "bank_reconciliations" USING btree ("organization_id","bank_account_id","statement_date");--> statement-breakpoint
CREATE INDEX "bank_rules_org_position_idx" ON "bank_rules" USING btree ("organization_id","position");