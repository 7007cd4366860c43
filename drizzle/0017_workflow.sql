CREATE TABLE "wf_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"leave_no" varchar(32) NOT NULL,
	"process_definition_id" varchar(64) NOT NULL,
	"leave_type" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"dept_id" bigint NOT NULL,
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
CREATE TABLE "wf_task_claim" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"biz_type" varchar(32) NOT NULL,
	"biz_id" bigint NOT NULL,
	"round_no" integer NOT NULL,
	"node_code" varchar(16) NOT NULL,
	"user_id" bigint NOT NULL,
	"claim_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wf_leave_no_uq" ON "wf_leave" USING btree ("tenant_id","leave_no");--> statement-breakpoint
CREATE INDEX "wf_leave_queue_idx" ON "wf_leave" USING btree ("tenant_id","approve_status","dept_id");--> statement-breakpoint
CREATE INDEX "wf_leave_creator_idx" ON "wf_leave" USING btree ("tenant_id","create_user");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_task_claim_task_uq" ON "wf_task_claim" USING btree ("tenant_id","biz_type","biz_id","round_no","node_code");--> statement-breakpoint
CREATE INDEX "wf_task_claim_user_idx" ON "wf_task_claim" USING btree ("tenant_id","user_id");