CREATE TABLE "cg_plan_needs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_no" varchar(32) NOT NULL,
	"plan_name" varchar(200) NOT NULL,
	"dept_id" bigint NOT NULL,
	"plan_type" varchar(32) DEFAULT '' NOT NULL,
	"plan_period" varchar(7) DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"project_manager_id" bigint,
	"total_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approve_status" integer DEFAULT 0 NOT NULL,
	"current_node" varchar(16),
	"round_no" integer DEFAULT 0 NOT NULL,
	"approve_chain" varchar(64) DEFAULT '' NOT NULL,
	"last_reject_reason" varchar(500) DEFAULT '' NOT NULL,
	"submit_time" timestamp with time zone,
	"approve_time" timestamp with time zone,
	"plan_status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "cg_plan_needs_change_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"change_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"plan_item_id" bigint,
	"change_type" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL,
	"category_id" bigint,
	"before_qty" numeric(18, 3) NOT NULL,
	"after_qty" numeric(18, 3) NOT NULL,
	"before_price" numeric(18, 4),
	"after_price" numeric(18, 4),
	"need_date" date,
	"use_part" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_plan_needs_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"change_no" varchar(32) NOT NULL,
	"plan_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	"project_manager_id" bigint,
	"change_reason" varchar(500) NOT NULL,
	"before_version" integer NOT NULL,
	"after_version" integer,
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
CREATE TABLE "cg_plan_needs_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(200) NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) DEFAULT '' NOT NULL,
	"category_id" bigint,
	"original_qty" numeric(18, 3) NOT NULL,
	"plan_qty" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2),
	"need_date" date,
	"use_part" varchar(200) DEFAULT '' NOT NULL,
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
CREATE TABLE "cg_plan_needs_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"change_id" bigint,
	"applied_user" bigint,
	"applied_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cg_plan_needs_no_uq" ON "cg_plan_needs" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE INDEX "cg_plan_needs_queue_idx" ON "cg_plan_needs" USING btree ("tenant_id","approve_status","dept_id");--> statement-breakpoint
CREATE INDEX "cg_plan_needs_list_idx" ON "cg_plan_needs" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cg_plan_needs_change_item_change_idx" ON "cg_plan_needs_change_item" USING btree ("change_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_plan_needs_change_no_uq" ON "cg_plan_needs_change" USING btree ("tenant_id","change_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_plan_needs_change_open_uq" ON "cg_plan_needs_change" USING btree ("tenant_id","plan_id") WHERE "cg_plan_needs_change"."is_deleted" = 0 and "cg_plan_needs_change"."applied" = 0;--> statement-breakpoint
CREATE INDEX "cg_plan_needs_change_queue_idx" ON "cg_plan_needs_change" USING btree ("tenant_id","approve_status","dept_id");--> statement-breakpoint
CREATE INDEX "cg_plan_needs_item_plan_idx" ON "cg_plan_needs_item" USING btree ("plan_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_plan_needs_version_uq" ON "cg_plan_needs_version" USING btree ("tenant_id","plan_id","version");--> statement-breakpoint
CREATE INDEX "cg_needs_item_plan_item_idx" ON "cg_needs_item" USING btree ("plan_item_id");