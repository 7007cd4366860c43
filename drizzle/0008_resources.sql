CREATE TABLE "blade_attach" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"oss_id" bigint,
	"category" varchar(16) DEFAULT 'file' NOT NULL,
	"name" varchar(80) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"extension" varchar(8) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"attach_size" bigint NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer NOT NULL,
	"oss_code" varchar(32) NOT NULL,
	"endpoint" varchar(255) DEFAULT '' NOT NULL,
	"bucket_name" varchar(63) DEFAULT '' NOT NULL,
	"access_key" varchar(128) DEFAULT '' NOT NULL,
	"secret_key" varchar(256) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"app_id" varchar(64) DEFAULT '' NOT NULL,
	"max_file_size" integer DEFAULT 20 NOT NULL,
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
CREATE TABLE "blade_sms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer NOT NULL,
	"sms_code" varchar(32) NOT NULL,
	"template_id" varchar(64) DEFAULT '' NOT NULL,
	"access_key" varchar(128) DEFAULT '' NOT NULL,
	"secret_key" varchar(256) DEFAULT '' NOT NULL,
	"region_id" varchar(64) DEFAULT '' NOT NULL,
	"sign_name" varchar(64) DEFAULT '' NOT NULL,
	"app_id" varchar(64) DEFAULT '' NOT NULL,
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
CREATE TABLE "blade_sms_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sms_id" bigint NOT NULL,
	"phone" varchar(20) NOT NULL,
	"template_id" varchar(64) DEFAULT '' NOT NULL,
	"params" text DEFAULT '{}' NOT NULL,
	"success" integer NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blade_attach_name_uq" ON "blade_attach" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "blade_attach_time_idx" ON "blade_attach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_code_uq" ON "blade_oss" USING btree ("tenant_id","oss_code") WHERE "blade_oss"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_enabled_uq" ON "blade_oss" USING btree ("tenant_id") WHERE "blade_oss"."status" = 2 and "blade_oss"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_code_uq" ON "blade_sms" USING btree ("tenant_id","sms_code") WHERE "blade_sms"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_enabled_uq" ON "blade_sms" USING btree ("tenant_id") WHERE "blade_sms"."status" = 2 and "blade_sms"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_sms_log_phone_idx" ON "blade_sms_log" USING btree ("tenant_id","phone","create_time");