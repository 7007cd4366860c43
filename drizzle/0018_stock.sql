CREATE TABLE "kc_stock_in_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"stock_in_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"order_item_id" bigint,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"cost_amount" numeric(18, 2) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_stock_in" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"stock_in_no" varchar(32) NOT NULL,
	"stock_in_type" integer NOT NULL,
	"other_type" varchar(32) DEFAULT '' NOT NULL,
	"storehouse_id" bigint NOT NULL,
	"project_id" bigint,
	"order_id" bigint,
	"stock_in_date" date NOT NULL,
	"supplier_name" varchar(200) DEFAULT '' NOT NULL,
	"delivery_note_no" varchar(64) DEFAULT '' NOT NULL,
	"acceptor_name" varchar(64) DEFAULT '' NOT NULL,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"post_user" bigint,
	"post_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_stock_ledger" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"storehouse_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"biz_type" integer NOT NULL,
	"biz_id" bigint NOT NULL,
	"biz_no" varchar(32) NOT NULL,
	"biz_item_id" bigint NOT NULL,
	"biz_date" date NOT NULL,
	"direction" integer NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"cost_amount" numeric(18, 2) NOT NULL,
	"balance_qty" numeric(18, 3) NOT NULL,
	"balance_amount" numeric(18, 2) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_stock_out_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"stock_out_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"unit_cost" numeric(18, 4),
	"cost_amount" numeric(18, 2),
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_stock_out" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"stock_out_no" varchar(32) NOT NULL,
	"stock_out_type" integer NOT NULL,
	"other_type" varchar(32) DEFAULT '' NOT NULL,
	"storehouse_id" bigint NOT NULL,
	"project_id" bigint,
	"stock_out_date" date NOT NULL,
	"receive_dept_name" varchar(100) DEFAULT '' NOT NULL,
	"receiver_name" varchar(64) DEFAULT '' NOT NULL,
	"use_part" varchar(200) DEFAULT '' NOT NULL,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2),
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"post_user" bigint,
	"post_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_stock" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"storehouse_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"avg_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"in_qty_total" numeric(18, 3) DEFAULT '0' NOT NULL,
	"out_qty_total" numeric(18, 3) DEFAULT '0' NOT NULL,
	"first_in_date" date,
	"last_in_date" date,
	"last_out_date" date,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kc_stock_qty_nonnegative" CHECK ("kc_stock"."qty" >= 0 and "kc_stock"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "kc_stock_in_item_doc_idx" ON "kc_stock_in_item" USING btree ("tenant_id","stock_in_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_stock_in_no_uq" ON "kc_stock_in" USING btree ("tenant_id","stock_in_no");--> statement-breakpoint
CREATE INDEX "kc_stock_in_list_idx" ON "kc_stock_in" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "kc_stock_ledger_key_idx" ON "kc_stock_ledger" USING btree ("tenant_id","storehouse_id","material_id","id");--> statement-breakpoint
CREATE INDEX "kc_stock_ledger_day_idx" ON "kc_stock_ledger" USING btree ("tenant_id","biz_date");--> statement-breakpoint
CREATE INDEX "kc_stock_ledger_biz_idx" ON "kc_stock_ledger" USING btree ("tenant_id","biz_id");--> statement-breakpoint
CREATE INDEX "kc_stock_out_item_doc_idx" ON "kc_stock_out_item" USING btree ("tenant_id","stock_out_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_stock_out_no_uq" ON "kc_stock_out" USING btree ("tenant_id","stock_out_no");--> statement-breakpoint
CREATE INDEX "kc_stock_out_list_idx" ON "kc_stock_out" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_stock_key_uq" ON "kc_stock" USING btree ("tenant_id","storehouse_id","material_id");