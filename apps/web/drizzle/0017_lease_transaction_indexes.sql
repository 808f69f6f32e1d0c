CREATE INDEX "lease_allocations_transaction_idx" ON "lease_allocations" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "lease_charges_transaction_idx" ON "lease_charges" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "lease_deposits_transaction_idx" ON "lease_deposits" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "lease_payments_transaction_idx" ON "lease_payments" USING btree ("organization_id","transaction_id");