CREATE TABLE "account_month_totals" (
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_month_totals_organization_id_account_id_month_pk" PRIMARY KEY("organization_id","account_id","month")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"subtype" text NOT NULL,
	"parent_id" uuid,
	"schedule_e_line" integer,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."type" in ('asset', 'liability', 'equity', 'income', 'expense')),
	CONSTRAINT "accounts_subtype_check" CHECK ("accounts"."subtype" in ('bank', 'cash', 'receivable', 'fixed_asset', 'other_asset', 'credit_card', 'deposits', 'loan', 'other_liability', 'contribution', 'draw', 'retained_earnings', 'other_equity', 'rent', 'fee', 'other_income', 'operating', 'non_operating')),
	CONSTRAINT "accounts_schedule_e_check" CHECK ("accounts"."schedule_e_line" is null or "accounts"."schedule_e_line" between 3 and 19)
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid,
	"date" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	CONSTRAINT "journal_lines_amount_check" CHECK ("journal_lines"."debit_cents" >= 0 and "journal_lines"."credit_cents" >= 0 and ("journal_lines"."debit_cents" = 0) <> ("journal_lines"."credit_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"type" text NOT NULL,
	"purchase_date" date,
	"purchase_price_cents" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('single_family', 'multi_family', 'condo', 'commercial', 'short_term_rental')),
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('active', 'inactive', 'sold')),
	CONSTRAINT "properties_price_check" CHECK ("properties"."purchase_price_cents" is null or "properties"."purchase_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"lease_start" date,
	"lease_end" date,
	"rent_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenants_status_check" CHECK ("tenants"."status" in ('active', 'former')),
	CONSTRAINT "tenants_money_check" CHECK ("tenants"."rent_cents" >= 0 and "tenants"."deposit_cents" >= 0),
	CONSTRAINT "tenants_lease_check" CHECK ("tenants"."lease_start" is null or "tenants"."lease_end" is null or "tenants"."lease_end" >= "tenants"."lease_start")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"payee" text,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"property_id" uuid,
	"unit_id" uuid,
	"memo" text,
	"reference" text,
	"account_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"property_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(description, '') || ' ' || coalesce(payee, '') || ' ' || coalesce(memo, '') || ' ' || coalesce(reference, ''))) STORED,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('income', 'expense', 'transfer')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"beds" integer,
	"baths" numeric(3, 1),
	"square_feet" integer,
	"market_rent_cents" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "units_beds_check" CHECK ("units"."beds" is null or "units"."beds" >= 0),
	CONSTRAINT "units_baths_check" CHECK ("units"."baths" is null or "units"."baths" >= 0),
	CONSTRAINT "units_rent_check" CHECK ("units"."market_rent_cents" is null or "units"."market_rent_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_code_idx" ON "accounts" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "journal_lines_transaction_idx" ON "journal_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("account_id","date","transaction_id","line_no");--> statement-breakpoint
CREATE INDEX "journal_lines_org_date_idx" ON "journal_lines" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "journal_lines_org_property_date_idx" ON "journal_lines" USING btree ("organization_id","property_id","date");--> statement-breakpoint
CREATE INDEX "properties_org_name_idx" ON "properties" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "tenants_org_property_idx" ON "tenants" USING btree ("organization_id","property_id");--> statement-breakpoint
CREATE INDEX "tenants_unit_idx" ON "tenants" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "transactions_org_date_idx" ON "transactions" USING btree ("organization_id","date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "transactions_org_property_date_idx" ON "transactions" USING btree ("organization_id","property_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_org_type_date_idx" ON "transactions" USING btree ("organization_id","type","date");--> statement-breakpoint
CREATE INDEX "transactions_org_amount_idx" ON "transactions" USING btree ("organization_id","amount_cents");--> statement-breakpoint
CREATE INDEX "transactions_bank_account_idx" ON "transactions" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "transactions_account_ids_idx" ON "transactions" USING gin ("account_ids");--> statement-breakpoint
CREATE INDEX "transactions_property_ids_idx" ON "transactions" USING gin ("property_ids");--> statement-breakpoint
CREATE INDEX "units_org_property_idx" ON "units" USING btree ("organization_id","property_id");