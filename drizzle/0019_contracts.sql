CREATE TABLE "cg_order_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"order_id" bigint NOT NULL,
	"contract_item_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"order_qty" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"received_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"closed_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"need_date" date,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_order_info" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"dept_id" bigint NOT NULL,
	"storehouse_id" bigint,
	"delivery_address_id" bigint,
	"order_date" date NOT NULL,
	"expected_arrival_date" date,
	"order_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"order_status" integer DEFAULT 1 NOT NULL,
	"close_reason" varchar(500) DEFAULT '' NOT NULL,
	"close_time" timestamp with time zone,
	"close_user" bigint,
	"purchaser_id" bigint,
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
CREATE TABLE "ht_contract_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"contract_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"file_type" integer DEFAULT 3 NOT NULL,
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
CREATE TABLE "ht_contract_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"contract_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sourcing_id" bigint,
	"sourcing_item_id" bigint,
	"offer_id" bigint,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"category_id" bigint,
	"qty" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"unit_price_excl_tax" numeric(18, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"amount_excl_tax" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"ordered_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"received_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
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
CREATE TABLE "ht_contract_pay_term" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"contract_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"pay_content" varchar(32) NOT NULL,
	"ratio" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"pay_condition" varchar(500) DEFAULT '' NOT NULL,
	"due_days" integer,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ht_contract" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"contract_name" varchar(200) NOT NULL,
	"contract_type" integer DEFAULT 1 NOT NULL,
	"sourcing_id" bigint,
	"dept_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"saler_account_id" bigint,
	"saler_bank_name" varchar(200) DEFAULT '' NOT NULL,
	"saler_account_no" varchar(64) DEFAULT '' NOT NULL,
	"sign_date" date,
	"start_date" date,
	"end_date" date,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '13' NOT NULL,
	"original_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"supplement_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_excl_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ordered_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"purchaser_id" bigint,
	"delivery_terms" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"contract_status" integer DEFAULT 0 NOT NULL,
	"terminate_reason" varchar(500) DEFAULT '' NOT NULL,
	"terminate_time" timestamp with time zone,
	"terminate_user" bigint,
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
ALTER TABLE "cg_report_config" ADD COLUMN "min_amounts" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cg_order_item_order_idx" ON "cg_order_item" USING btree ("tenant_id","order_id","line_no");--> statement-breakpoint
CREATE INDEX "cg_order_item_contract_item_idx" ON "cg_order_item" USING btree ("tenant_id","contract_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_order_info_no_uq" ON "cg_order_info" USING btree ("tenant_id","order_no");--> statement-breakpoint
CREATE INDEX "cg_order_info_contract_idx" ON "cg_order_info" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "cg_order_info_list_idx" ON "cg_order_info" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ht_contract_file_contract_idx" ON "ht_contract_file" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "ht_contract_item_contract_idx" ON "ht_contract_item" USING btree ("tenant_id","contract_id","line_no");--> statement-breakpoint
CREATE INDEX "ht_contract_item_material_idx" ON "ht_contract_item" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "ht_contract_pay_term_contract_idx" ON "ht_contract_pay_term" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ht_contract_no_uq" ON "ht_contract" USING btree ("tenant_id","contract_no") WHERE "ht_contract"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "ht_contract_list_idx" ON "ht_contract" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ht_contract_queue_idx" ON "ht_contract" USING btree ("tenant_id","approve_status");--> statement-breakpoint
CREATE INDEX "ht_contract_supplier_idx" ON "ht_contract" USING btree ("tenant_id","supplier_id");