CREATE TABLE "ht_contract_supplement_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplement_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
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
CREATE TABLE "ht_contract_supplement_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplement_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"contract_item_id" bigint,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"category_id" bigint,
	"tax_rate" numeric(5, 2) NOT NULL,
	"before_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"after_qty" numeric(18, 3) NOT NULL,
	"before_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"after_price" numeric(18, 4) NOT NULL,
	"before_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"after_amount" numeric(18, 2) NOT NULL,
	"delta_amount" numeric(18, 2) NOT NULL,
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
CREATE TABLE "ht_contract_supplement" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplement_no" varchar(32) NOT NULL,
	"supplement_name" varchar(200) NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"dept_id" bigint NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"change_types" varchar(16) DEFAULT '' NOT NULL,
	"reason" varchar(500) NOT NULL,
	"sign_date" date,
	"new_end_date" date,
	"term_change" varchar(2000) DEFAULT '' NOT NULL,
	"delta_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approval_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"contract_amount_before" numeric(18, 2),
	"contract_amount_after" numeric(18, 2),
	"end_date_before" date,
	"applied" integer DEFAULT 0 NOT NULL,
	"applied_time" timestamp with time zone,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
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
CREATE INDEX "ht_contract_supplement_file_doc_idx" ON "ht_contract_supplement_file" USING btree ("tenant_id","supplement_id");--> statement-breakpoint
CREATE INDEX "ht_contract_supplement_item_doc_idx" ON "ht_contract_supplement_item" USING btree ("tenant_id","supplement_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ht_contract_supplement_no_uq" ON "ht_contract_supplement" USING btree ("tenant_id","supplement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ht_contract_supplement_open_uq" ON "ht_contract_supplement" USING btree ("tenant_id","contract_id") WHERE "ht_contract_supplement"."is_deleted" = 0 and "ht_contract_supplement"."applied" = 0;--> statement-breakpoint
CREATE INDEX "ht_contract_supplement_list_idx" ON "ht_contract_supplement" USING btree ("tenant_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ht_contract_supplement_contract_idx" ON "ht_contract_supplement" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "ht_contract_supplement_queue_idx" ON "ht_contract_supplement" USING btree ("tenant_id","approve_status","dept_id");