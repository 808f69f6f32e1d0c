ALTER TABLE "lease_deposits" DROP CONSTRAINT "lease_deposits_amount_check";--> statement-breakpoint
ALTER TABLE "lease_payments" DROP CONSTRAINT "lease_payments_method_check";--> statement-breakpoint
ALTER TABLE "lease_deposits" ADD COLUMN "applied_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_deposits" ADD CONSTRAINT "lease_deposits_amount_check" CHECK ("lease_deposits"."amount_cents" > 0 and "lease_deposits"."returned_cents" >= 0 and "lease_deposits"."applied_cents" >= 0);--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_method_check" CHECK ("lease_payments"."method" in ('cash', 'check', 'ach', 'card', 'money_order', 'other', 'deposit'));