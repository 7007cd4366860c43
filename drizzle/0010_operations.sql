CREATE TABLE "blade_job_lease" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"holder" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_notice_read" (
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone NOT NULL,
	CONSTRAINT "blade_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blade_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(255) NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"publish_status" integer DEFAULT 0 NOT NULL,
	"release_time" timestamp with time zone,
	"audience_type" varchar(8) DEFAULT 'all' NOT NULL,
	"audience_ids" varchar(2000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_schedule_job" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"uuid" varchar(36) NOT NULL,
	"job_name" varchar(100) NOT NULL,
	"job_kind" varchar(32) NOT NULL,
	"cron" varchar(120) NOT NULL,
	"params" varchar(2000) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"job_status" integer DEFAULT 0 NOT NULL,
	"next_run_time" timestamp with time zone,
	"last_run_time" timestamp with time zone,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_schedule_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"job_id" bigint NOT NULL,
	"job_uuid" varchar(36) NOT NULL,
	"job_name" varchar(100) DEFAULT '' NOT NULL,
	"trigger_type" varchar(10) NOT NULL,
	"scheduled_for" timestamp with time zone,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"outcome" varchar(10) NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"runner" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_notice_tenant_idx" ON "blade_notice" USING btree ("tenant_id","publish_status","release_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_schedule_job_uuid_uq" ON "blade_schedule_job" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "blade_schedule_job_due_idx" ON "blade_schedule_job" USING btree ("next_run_time") WHERE "blade_schedule_job"."job_status" = 1 and "blade_schedule_job"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_schedule_log_job_idx" ON "blade_schedule_log" USING btree ("tenant_id","job_uuid","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_schedule_log_due_uq" ON "blade_schedule_log" USING btree ("job_id","scheduled_for");