CREATE TABLE "user_preferences" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_organization_id_user_id_key_pk" PRIMARY KEY("organization_id","user_id","key"),
	CONSTRAINT "user_preferences_key_check" CHECK ("user_preferences"."key" in ('dashboard'))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_membership_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."memberships"("organization_id","user_id") ON DELETE cascade ON UPDATE no action;