CREATE TABLE "property_depreciation" (
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"placed_in_service" date NOT NULL,
	"basis_cents" bigint NOT NULL,
	"recovery_class" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_depreciation_organization_id_property_id_pk" PRIMARY KEY("organization_id","property_id"),
	CONSTRAINT "property_depreciation_basis_check" CHECK ("property_depreciation"."basis_cents" > 0),
	CONSTRAINT "property_depreciation_class_check" CHECK ("property_depreciation"."recovery_class" in ('residential', 'commercial'))
);
--> statement-breakpoint
CREATE TABLE "property_rental_days" (
	"organization_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"fair_rental_days" integer NOT NULL,
	"personal_use_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "property_rental_days_organization_id_property_id_tax_year_pk" PRIMARY KEY("organization_id","property_id","tax_year"),
	CONSTRAINT "property_rental_days_check" CHECK ("property_rental_days"."fair_rental_days" between 0 and 366 and "property_rental_days"."personal_use_days" between 0 and 366 and "property_rental_days"."fair_rental_days" + "property_rental_days"."personal_use_days" <= 366)
);
--> statement-breakpoint
ALTER TABLE "property_depreciation" ADD CONSTRAINT "property_depreciation_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_depreciation" ADD CONSTRAINT "property_depreciation_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rental_days" ADD CONSTRAINT "property_rental_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rental_days" ADD CONSTRAINT "property_rental_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_depreciation_property_idx" ON "property_depreciation" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_rental_days_property_idx" ON "property_rental_days" USING btree ("property_id");