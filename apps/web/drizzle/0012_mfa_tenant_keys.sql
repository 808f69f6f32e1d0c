CREATE TABLE "mfa_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_mfa" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_enc" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" DROP CONSTRAINT "account_month_totals_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_parent_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "tenants" DROP CONSTRAINT "tenants_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "tenants" DROP CONSTRAINT "tenants_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_bank_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "units" DROP CONSTRAINT "units_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" DROP CONSTRAINT "bank_cleared_lines_bank_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_cleared_lines" DROP CONSTRAINT "bank_cleared_lines_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" DROP CONSTRAINT "bank_csv_mappings_bank_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_batches" DROP CONSTRAINT "bank_import_batches_bank_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_rows" DROP CONSTRAINT "bank_import_rows_duplicate_of_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_rows" DROP CONSTRAINT "bank_import_rows_category_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_rows" DROP CONSTRAINT "bank_import_rows_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_rows" DROP CONSTRAINT "bank_import_rows_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_import_rows" DROP CONSTRAINT "bank_import_rows_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_reconciliations" DROP CONSTRAINT "bank_reconciliations_bank_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "property_depreciation" DROP CONSTRAINT "property_depreciation_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "property_rental_days" DROP CONSTRAINT "property_rental_days_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mfa" ADD CONSTRAINT "user_mfa_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_challenges_expiry_idx" ON "mfa_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mfa_challenges_user_idx" ON "mfa_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_idx" ON "mfa_recovery_codes" USING btree ("user_id","code_hash");