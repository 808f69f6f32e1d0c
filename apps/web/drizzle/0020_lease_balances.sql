CREATE TABLE "lease_balances" (
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"charges_cents" bigint DEFAULT 0 NOT NULL,
	"payments_cents" bigint DEFAULT 0 NOT NULL,
	"credits_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_held_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_balances_organization_id_lease_id_pk" PRIMARY KEY("organization_id","lease_id")
);
--> statement-breakpoint
ALTER TABLE "lease_balances" ADD CONSTRAINT "lease_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_balances" ADD CONSTRAINT "lease_balances_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE cascade ON UPDATE no action;