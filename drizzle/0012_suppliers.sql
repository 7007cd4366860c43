CREATE TABLE "gys_supplier_bank_account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"bank_name" varchar(200) NOT NULL,
	"bank_branch" varchar(200) DEFAULT '' NOT NULL,
	"account_no" varchar(64) NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gys_supplier_blacklist_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"request_no" varchar(32) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"action" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"operator_name" varchar(64) DEFAULT '' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gys_supplier_qualification" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"qual_type" varchar(32) NOT NULL,
	"cert_no" varchar(64) NOT NULL,
	"issuer" varchar(200) DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"file_ids" varchar(2000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gys_supplier" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplier_code" varchar(32) NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"supplier_type" varchar(32) DEFAULT '' NOT NULL,
	"taxpayer_type" integer DEFAULT 1 NOT NULL,
	"category_ids" varchar(2000) DEFAULT '' NOT NULL,
	"legal_person" varchar(64) DEFAULT '' NOT NULL,
	"registered_capital" numeric(18, 2),
	"establish_date" date,
	"contact_name" varchar(64) DEFAULT '' NOT NULL,
	"contact_phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"grade" varchar(4) DEFAULT '' NOT NULL,
	"score" numeric(5, 2),
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"supplier_status" integer DEFAULT 0 NOT NULL,
	"blacklist_flag" integer DEFAULT 0 NOT NULL,
	"blacklist_reason" varchar(500) DEFAULT '' NOT NULL,
	"blacklist_time" timestamp with time zone,
	"blacklist_user_name" varchar(64) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"file_ids" varchar(2000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gys_supplier_bank_supplier_idx" ON "gys_supplier_bank_account" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_bank_default_uq" ON "gys_supplier_bank_account" USING btree ("tenant_id","supplier_id") WHERE "gys_supplier_bank_account"."is_default" = 1 and "gys_supplier_bank_account"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_blacklist_no_uq" ON "gys_supplier_blacklist_log" USING btree ("tenant_id","request_no");--> statement-breakpoint
CREATE INDEX "gys_supplier_blacklist_supplier_idx" ON "gys_supplier_blacklist_log" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_blacklist_inflight_uq" ON "gys_supplier_blacklist_log" USING btree ("tenant_id","supplier_id") WHERE "gys_supplier_blacklist_log"."approve_status" between 1 and 4 and "gys_supplier_blacklist_log"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "gys_supplier_qual_supplier_idx" ON "gys_supplier_qualification" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE INDEX "gys_supplier_qual_expiry_idx" ON "gys_supplier_qualification" USING btree ("tenant_id","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_code_uq" ON "gys_supplier" USING btree ("tenant_id","supplier_code") WHERE "gys_supplier"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_name_uq" ON "gys_supplier" USING btree ("tenant_id","supplier_name") WHERE "gys_supplier"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "gys_supplier_credit_uq" ON "gys_supplier" USING btree ("tenant_id","credit_code") WHERE "gys_supplier"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "gys_supplier_queue_idx" ON "gys_supplier" USING btree ("tenant_id","approve_status");--> statement-breakpoint
CREATE INDEX "gys_supplier_list_idx" ON "gys_supplier" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);