CREATE TABLE "cw_invoice_contract" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"invoice_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"order_id" bigint,
	"stock_in_id" bigint,
	"amount" numeric(18, 2) NOT NULL,
	"link_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cw_invoice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"invoice_no" varchar(20) NOT NULL,
	"invoice_code" varchar(12) DEFAULT '' NOT NULL,
	"invoice_type" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"seller_name" varchar(200) NOT NULL,
	"seller_tax_no" varchar(20) DEFAULT '' NOT NULL,
	"buyer_id" bigint,
	"buyer_name" varchar(200) DEFAULT '' NOT NULL,
	"buyer_tax_no" varchar(20) DEFAULT '' NOT NULL,
	"invoice_date" date NOT NULL,
	"amount_excl_tax" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 2),
	"tax_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"linked_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"link_status" integer DEFAULT 0 NOT NULL,
	"certify_status" integer DEFAULT 0 NOT NULL,
	"attach_id" bigint,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"object_name" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cw_paid" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"paid_no" varchar(32) NOT NULL,
	"payment_id" bigint NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"contract_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"paid_amount" numeric(18, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"pay_method" varchar(32) NOT NULL,
	"payer_account" varchar(64) DEFAULT '' NOT NULL,
	"bank_serial_no" varchar(64) DEFAULT '' NOT NULL,
	"attach_id" bigint,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"object_name" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cw_payment_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"payment_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"file_type" integer DEFAULT 2 NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"object_name" varchar(255) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cw_payment_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cw_payment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"contract_name" varchar(200) DEFAULT '' NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"dept_id" bigint NOT NULL,
	"pay_content" varchar(32) NOT NULL,
	"apply_amount" numeric(18, 2) NOT NULL,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"payee_account_id" bigint NOT NULL,
	"payee_account_name" varchar(200) NOT NULL,
	"payee_bank_name" varchar(200) NOT NULL,
	"payee_account_no" varchar(64) NOT NULL,
	"expected_pay_date" date,
	"apply_reason" varchar(500) DEFAULT '' NOT NULL,
	"snap_contract_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"snap_received_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"snap_invoiced_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"snap_paid_before" numeric(18, 2) DEFAULT '0' NOT NULL,
	"snap_applied_before" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"pay_status" integer DEFAULT 0 NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"cancel_time" timestamp with time zone,
	"cancel_user" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ht_contract" ADD COLUMN "invoiced_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ht_contract" ADD COLUMN "applied_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ht_contract" ADD COLUMN "paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ht_contract" ADD COLUMN "last_receipt_date" date;--> statement-breakpoint
CREATE INDEX "cw_invoice_contract_invoice_idx" ON "cw_invoice_contract" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "cw_invoice_contract_contract_idx" ON "cw_invoice_contract" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cw_invoice_no_uq" ON "cw_invoice" USING btree ("tenant_id","invoice_code","invoice_no") WHERE "cw_invoice"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cw_invoice_list_idx" ON "cw_invoice" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cw_invoice_supplier_idx" ON "cw_invoice" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cw_paid_no_uq" ON "cw_paid" USING btree ("tenant_id","paid_no");--> statement-breakpoint
CREATE INDEX "cw_paid_list_idx" ON "cw_paid" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cw_paid_payment_idx" ON "cw_paid" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "cw_paid_contract_idx" ON "cw_paid" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "cw_payment_file_payment_idx" ON "cw_payment_file" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "cw_payment_order_payment_idx" ON "cw_payment_order" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "cw_payment_order_order_idx" ON "cw_payment_order" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cw_payment_no_uq" ON "cw_payment" USING btree ("tenant_id","payment_no");--> statement-breakpoint
CREATE INDEX "cw_payment_list_idx" ON "cw_payment" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cw_payment_contract_idx" ON "cw_payment" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "cw_payment_queue_idx" ON "cw_payment" USING btree ("tenant_id","approve_status");