CREATE TABLE "cg_approve_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"biz_id" bigint NOT NULL,
	"biz_no" varchar(64) DEFAULT '' NOT NULL,
	"round_no" integer NOT NULL,
	"node_code" varchar(16) NOT NULL,
	"action" integer NOT NULL,
	"approver_id" bigint NOT NULL,
	"approver_name" varchar(64) DEFAULT '' NOT NULL,
	"opinion" varchar(1000) DEFAULT '' NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"action_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_needs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"needs_no" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"dept_id" bigint NOT NULL,
	"business_type" varchar(32) DEFAULT '' NOT NULL,
	"plan_needs_id" bigint,
	"need_date" date,
	"delivery_address_id" bigint,
	"project_manager_id" bigint,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"estimated_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"exec_status" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "cg_needs_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"needs_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL,
	"category_id" bigint,
	"brand_requirement" varchar(200) DEFAULT '' NOT NULL,
	"technical_params" varchar(500) DEFAULT '' NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"estimated_price" numeric(18, 4),
	"estimated_amount" numeric(18, 2),
	"need_date" date,
	"use_part" varchar(200) DEFAULT '' NOT NULL,
	"plan_item_id" bigint,
	"item_status" integer DEFAULT 1 NOT NULL,
	"reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"reject_user" bigint,
	"reject_time" timestamp with time zone,
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
CREATE TABLE "cg_report_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"nodes" varchar(64) NOT NULL,
	"allow_self_approval" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cg_approve_record_biz_idx" ON "cg_approve_record" USING btree ("tenant_id","biz_type","biz_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_needs_no_uq" ON "cg_needs" USING btree ("tenant_id","needs_no");--> statement-breakpoint
CREATE INDEX "cg_needs_queue_idx" ON "cg_needs" USING btree ("tenant_id","approve_status","dept_id");--> statement-breakpoint
CREATE INDEX "cg_needs_creator_idx" ON "cg_needs" USING btree ("tenant_id","create_user");--> statement-breakpoint
CREATE INDEX "cg_needs_item_needs_idx" ON "cg_needs_item" USING btree ("needs_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_report_config_biz_uq" ON "cg_report_config" USING btree ("tenant_id","biz_type") WHERE "cg_report_config"."is_deleted" = 0;