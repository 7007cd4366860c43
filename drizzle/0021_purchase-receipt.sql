ALTER TABLE "kc_stock_in_item" ADD COLUMN "arrival_qty" numeric(18, 3);--> statement-breakpoint
ALTER TABLE "kc_stock_in_item" ADD COLUMN "rejected_qty" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kc_stock_in_item" ADD COLUMN "unit_price" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "kc_stock_in_item" ADD COLUMN "tax_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "kc_stock_in_item" ADD COLUMN "amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "kc_stock_in" ADD COLUMN "contract_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_stock_in" ADD COLUMN "supplier_id" bigint;--> statement-breakpoint
ALTER TABLE "kc_stock_in" ADD COLUMN "amount_incl_tax" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "kc_stock_in_contract_idx" ON "kc_stock_in" USING btree ("tenant_id","contract_id","stock_in_date");