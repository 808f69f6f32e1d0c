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
