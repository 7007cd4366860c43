CREATE TABLE "cg_sourcing" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_no" varchar(32) NOT NULL,
	"sourcing_name" varchar(200) NOT NULL,
	"purchar_type" varchar(32) DEFAULT '2' NOT NULL,
	"purchaser_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"quote_deadline" timestamp with time zone,
	"currency" varchar(16) DEFAULT 'CNY' NOT NULL,
	"budget_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"win_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"evaluation_note" varchar(1000) DEFAULT '' NOT NULL,
	"less_than_three_reason" varchar(500) DEFAULT '' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"contract_status" integer DEFAULT 0 NOT NULL,
	"sourcing_status" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "cg_sourcing_award" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_id" bigint NOT NULL,
	"sourcing_item_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"win_qty" numeric(18, 3) NOT NULL,
	"win_price" numeric(18, 4) NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"contracted_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_sourcing_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"needs_id" bigint NOT NULL,
	"needs_item_id" bigint NOT NULL,
	"allocation_id" bigint NOT NULL,
	"source_allocation_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"budget_price" numeric(18, 4),
	"need_date" date,
	"awarded_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_sourcing_offer_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"file_type" integer DEFAULT 1 NOT NULL,
	"attach_id" bigint NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"file_size" integer NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_sourcing_offer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_id" bigint NOT NULL,
	"sourcing_item_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '13' NOT NULL,
	"unit_price_excl_tax" numeric(18, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"delivery_days" integer,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"model" varchar(100) DEFAULT '' NOT NULL,
	"valid_until" date,
	"payment_terms" varchar(200) DEFAULT '' NOT NULL,
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
CREATE TABLE "cg_sourcing_supplier" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sourcing_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"contact_phone" varchar(32) DEFAULT '' NOT NULL,
	"quote_status" integer DEFAULT 0 NOT NULL,
	"total_offer_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cg_sourcing_no_uq" ON "cg_sourcing" USING btree ("tenant_id","sourcing_no");--> statement-breakpoint
CREATE INDEX "cg_sourcing_queue_idx" ON "cg_sourcing" USING btree ("tenant_id","approve_status","dept_id");--> statement-breakpoint
CREATE INDEX "cg_sourcing_list_idx" ON "cg_sourcing" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cg_sourcing_award_uq" ON "cg_sourcing_award" USING btree ("tenant_id","sourcing_item_id","supplier_id") WHERE "cg_sourcing_award"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cg_sourcing_award_sourcing_idx" ON "cg_sourcing_award" USING btree ("tenant_id","sourcing_id","supplier_id");--> statement-breakpoint
CREATE INDEX "cg_sourcing_item_sourcing_idx" ON "cg_sourcing_item" USING btree ("tenant_id","sourcing_id","line_no");--> statement-breakpoint
CREATE INDEX "cg_sourcing_offer_file_idx" ON "cg_sourcing_offer_file" USING btree ("tenant_id","sourcing_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_sourcing_offer_uq" ON "cg_sourcing_offer" USING btree ("tenant_id","sourcing_item_id","supplier_id") WHERE "cg_sourcing_offer"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cg_sourcing_offer_sourcing_idx" ON "cg_sourcing_offer" USING btree ("tenant_id","sourcing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_sourcing_supplier_uq" ON "cg_sourcing_supplier" USING btree ("tenant_id","sourcing_id","supplier_id") WHERE "cg_sourcing_supplier"."is_deleted" = 0;