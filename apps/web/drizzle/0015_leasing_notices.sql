CREATE TABLE "lease_notices" (
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_notices_organization_id_lease_id_kind_subject_date_pk" PRIMARY KEY("organization_id","lease_id","kind","subject_date"),
	CONSTRAINT "lease_notices_kind_check" CHECK ("lease_notices"."kind" in ('rent_overdue', 'ending_60', 'ending_30'))
);
--> statement-breakpoint
ALTER TABLE "lease_notices" ADD CONSTRAINT "lease_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_notices" ADD CONSTRAINT "lease_notices_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE cascade ON UPDATE no action;