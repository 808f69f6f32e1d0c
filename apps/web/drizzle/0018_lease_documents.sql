CREATE TABLE "lease_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lease_documents_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lease_documents_storage_key" UNIQUE("storage_key"),
	CONSTRAINT "lease_documents_type_check" CHECK ("lease_documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "lease_documents_size_check" CHECK ("lease_documents"."size_bytes" > 0 and "lease_documents"."size_bytes" <= 10485760),
	CONSTRAINT "lease_documents_sha256_check" CHECK ("lease_documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_lease_fk" FOREIGN KEY ("organization_id","lease_id") REFERENCES "public"."leases"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_documents_org_lease_idx" ON "lease_documents" USING btree ("organization_id","lease_id","uploaded_at");