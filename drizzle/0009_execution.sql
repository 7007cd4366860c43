CREATE TABLE "cg_framework_contract_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"contract_id" bigint NOT NULL,
	"contract_no" varchar(32) NOT NULL,
	"contract_item_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"supplier_id" bigint,
	"supplier_name" varchar(200) DEFAULT '' NOT NULL,
	"contract_price" numeric(18, 4) NOT NULL,
	"remaining_qty" numeric(18, 3) NOT NULL,
	"start_date" date,
	"end_date" date,
	"contract_status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"receiver_id" bigint NOT NULL,
	"msg_type" integer NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"biz_id" bigint NOT NULL,
	"biz_no" varchar(64) DEFAULT '' NOT NULL,
	"node_code" varchar(16) DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(64) DEFAULT '' NOT NULL,
	"opinion" varchar(1000) DEFAULT '' NOT NULL,
	"read_flag" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cg_needs_allocation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"needs_id" bigint NOT NULL,
	"needs_item_id" bigint NOT NULL,
	"target_type" integer NOT NULL,
	"target_id" bigint NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"used_qty" numeric(18, 3) DEFAULT '0' NOT NULL,
	"alloc_status" integer DEFAULT 1 NOT NULL,
	"assign_user" bigint,
	"assign_time" timestamp with time zone,
	"cancel_user" bigint,
	"cancel_time" timestamp with time zone,
	"cancel_reason" varchar(500) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cg_needs_item" ADD COLUMN "purchar_type" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cg_needs_item" ADD COLUMN "purchar_status" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cg_needs_item" ADD COLUMN "assigned_qty" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "cg_framework_contract_line_material_idx" ON "cg_framework_contract_line" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "cg_message_receiver_idx" ON "cg_message" USING btree ("tenant_id","receiver_id","read_flag","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cg_needs_allocation_target_uq" ON "cg_needs_allocation" USING btree ("tenant_id","needs_item_id","target_type","target_id") WHERE "cg_needs_allocation"."alloc_status" = 1;--> statement-breakpoint
CREATE INDEX "cg_needs_allocation_target_idx" ON "cg_needs_allocation" USING btree ("tenant_id","target_type","target_id","alloc_status");--> statement-breakpoint
CREATE INDEX "cg_needs_allocation_item_idx" ON "cg_needs_allocation" USING btree ("tenant_id","needs_item_id");