CREATE TABLE "lease_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"payment_id" uuid,
	"credit_id" uuid,
	"amount_cents" bigint NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_allocations_source_check" CHECK (("lease_allocations"."payment_id" is null) <> ("lease_allocations"."credit_id" is null)),
	CONSTRAINT "lease_allocations_amount_check" CHECK ("lease_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"period" date NOT NULL,
	"charge_type" text NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"waived_at" timestamp with time zone,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_charges_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lease_charges_period_key" UNIQUE("organization_id","lease_id","period","charge_type"),
	CONSTRAINT "lease_charges_type_check" CHECK ("lease_charges"."charge_type" in ('rent', 'late_fee', 'pet_rent', 'parking', 'utilities', 'other')),
	CONSTRAINT "lease_charges_amount_check" CHECK ("lease_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_credits_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lease_credits_amount_check" CHECK ("lease_credits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"returned_cents" bigint DEFAULT 0 NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_deposits_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lease_deposits_kind_check" CHECK ("lease_deposits"."kind" in ('received', 'disposition')),
	CONSTRAINT "lease_deposits_amount_check" CHECK ("lease_deposits"."amount_cents" > 0 and "lease_deposits"."returned_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_payments_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lease_payments_method_check" CHECK ("lease_payments"."method" in ('cash', 'check', 'ach', 'card', 'money_order', 'other')),
	CONSTRAINT "lease_payments_amount_check" CHECK ("lease_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_recurring_charges" (
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"charge_type" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "lease_recurring_charges_organization_id_lease_id_charge_type_pk" PRIMARY KEY("organization_id","lease_id","charge_type"),
	CONSTRAINT "lease_recurring_charges_type_check" CHECK ("lease_recurring_charges"."charge_type" in ('rent', 'late_fee', 'pet_rent', 'parking', 'utilities', 'other')),
	CONSTRAINT "lease_recurring_charges_amount_check" CHECK ("lease_recurring_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "lease_tenants" (
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	CONSTRAINT "lease_tenants_organization_id_lease_id_tenant_id_pk" PRIMARY KEY("organization_id","lease_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"rent_cents" bigint NOT NULL,
	"due_day" integer DEFAULT 1 NOT NULL,
	"grace_days" integer DEFAULT 5 NOT NULL,
	"late_fee_kind" text DEFAULT 'none' NOT NULL,
	"late_fee_amount" bigint DEFAULT 0 NOT NULL,
	"late_fee_mode" text DEFAULT 'once' NOT NULL,
	"late_fee_cap_cents" bigint,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_account_id" uuid NOT NULL,
	"proration_rule" text DEFAULT 'daily' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"renewed_from_id" uuid,
	"move_out_date" date,
	"notes" text,
	"charged_through" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leases_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('draft', 'active', 'ended', 'renewed')),
	CONSTRAINT "leases_late_fee_kind_check" CHECK ("leases"."late_fee_kind" in ('none', 'flat', 'percent')),
	CONSTRAINT "leases_late_fee_mode_check" CHECK ("leases"."late_fee_mode" in ('once', 'daily')),
	CONSTRAINT "leases_proration_check" CHECK ("leases"."proration_rule" in ('daily', 'none')),
	CONSTRAINT "leases_dates_check" CHECK ("leases"."end_date" is null or "leases"."end_date" >= "leases"."start_date"),
	CONSTRAINT "leases_due_day_check" CHECK ("leases"."due_day" between 1 and 28),
	CONSTRAINT "leases_grace_check" CHECK ("leases"."grace_days" between 0 and 31),
	CONSTRAINT "leases_money_check" CHECK ("leases"."rent_cents" > 0 and "leases"."deposit_cents" >= 0 and "leases"."late_fee_amount" >= 0 and ("leases"."late_fee_cap_cents" is null or "leases"."late_fee_cap_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "leasing_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"books_basis" text DEFAULT 'cash' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leasing_settings_basis_check" CHECK ("leasing_settings"."books_basis" in ('cash', 'accrual'))
);
--> statement-breakpoint
CREATE TABLE "leasing_tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leasing_tenants_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "leasing_tenants_kind_check" CHECK ("leasing_tenants"."kind" in ('person', 'company'))
);
--> statement-breakpoint
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_charge_fk" FOREIGN KEY ("organization_id","charge_id") REFERENCES "public"."lease_charges"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_payment_fk" FOREIGN KEY ("organization_id","payment_id") REFERENCES "public"."lease_payments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_allocations" ADD CONSTRAINT "lease_allocations_credit_fk" FOREIGN KEY ("organization_id","credit_id") REFERENCES "public"."lease_credits"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_credits" ADD CONSTRAINT "lease_credits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_credits" ADD CONSTRAINT "lease_credits_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_deposits" ADD CONSTRAINT "lease_deposits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_deposits" ADD CONSTRAINT "lease_deposits_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_recurring_charges" ADD CONSTRAINT "lease_recurring_charges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_recurring_charges" ADD CONSTRAINT "lease_recurring_charges_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_tenant_fk" FOREIGN KEY ("organization_id","tenant_id") REFERENCES "public"."leasing_tenants"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_renewed_from_fk" FOREIGN KEY ("organization_id","renewed_from_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_settings" ADD CONSTRAINT "leasing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_tenants" ADD CONSTRAINT "leasing_tenants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_allocations_charge_idx" ON "lease_allocations" USING btree ("organization_id","charge_id");--> statement-breakpoint
CREATE INDEX "lease_allocations_payment_idx" ON "lease_allocations" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE INDEX "lease_allocations_credit_idx" ON "lease_allocations" USING btree ("organization_id","credit_id");--> statement-breakpoint
CREATE INDEX "lease_charges_org_due_idx" ON "lease_charges" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "lease_deposits_org_lease_idx" ON "lease_deposits" USING btree ("organization_id","lease_id");--> statement-breakpoint
CREATE INDEX "lease_payments_org_lease_idx" ON "lease_payments" USING btree ("organization_id","lease_id","date");--> statement-breakpoint
CREATE INDEX "lease_tenants_tenant_idx" ON "lease_tenants" USING btree ("organization_id","tenant_id");--> statement-breakpoint
CREATE INDEX "leases_org_unit_idx" ON "leases" USING btree ("organization_id","unit_id");--> statement-breakpoint
CREATE INDEX "leases_org_status_idx" ON "leases" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "leasing_tenants_org_name_idx" ON "leasing_tenants" USING btree ("organization_id","name");