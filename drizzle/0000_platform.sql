CREATE TABLE "blade_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(255) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(255) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(255) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(2) DEFAULT '1' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 200 NOT NULL,
	"time" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict_biz" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"dict_value_en" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	"tenant_id" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"client_secret" varchar(256) NOT NULL,
	"scope" varchar(255) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(255) NOT NULL,
	"web_server_redirect_uri" varchar(255) DEFAULT '' NOT NULL,
	"access_token_validity" integer NOT NULL,
	"refresh_token_validity" integer NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" text DEFAULT '0' NOT NULL,
	"dept_category" integer DEFAULT 4 NOT NULL,
	"dept_name" varchar(45) NOT NULL,
	"full_name" varchar(45) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"dict_value_en" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(255) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(255) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(255) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"stack_trace" text DEFAULT '' NOT NULL,
	"exception_name" varchar(255) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_name" varchar(1000) DEFAULT '' NOT NULL,
	"line_number" integer
);
--> statement-breakpoint
CREATE TABLE "blade_login_attempt" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	CONSTRAINT "blade_login_attempt_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"name_en" varchar(255) DEFAULT '' NOT NULL,
	"alias" varchar(255) DEFAULT 'menu' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"param_name" varchar(255) NOT NULL,
	"param_key" varchar(255) NOT NULL,
	"param_value" text NOT NULL,
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
CREATE TABLE "blade_post" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer DEFAULT 4 NOT NULL,
	"post_code" varchar(12) NOT NULL,
	"post_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_refresh_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_scope" (
	"id" bigint PRIMARY KEY NOT NULL,
	"scope_category" integer NOT NULL,
	"scope_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_alias" varchar(255) NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(50) NOT NULL,
	"domain" varchar(255) DEFAULT '' NOT NULL,
	"background_url" varchar(1000) DEFAULT '' NOT NULL,
	"linkman" varchar(20) DEFAULT '' NOT NULL,
	"contact_number" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp with time zone,
	"datasource_id" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(12) DEFAULT '' NOT NULL,
	"user_type" integer DEFAULT 1 NOT NULL,
	"account" varchar(45) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(20) DEFAULT '' NOT NULL,
	"real_name" varchar(10) DEFAULT '' NOT NULL,
	"avatar" varchar(500) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(45) DEFAULT '' NOT NULL,
	"birthday" timestamp with time zone,
	"sex" integer,
	"role_id" text DEFAULT '' NOT NULL,
	"dept_id" text DEFAULT '' NOT NULL,
	"post_id" text DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '' NOT NULL,
	"service_id" varchar(32) DEFAULT '' NOT NULL,
	"server_host" varchar(255) DEFAULT '' NOT NULL,
	"server_ip" varchar(255) DEFAULT '' NOT NULL,
	"env" varchar(255) DEFAULT '' NOT NULL,
	"method" varchar(10) DEFAULT '' NOT NULL,
	"request_uri" varchar(255) DEFAULT '' NOT NULL,
	"user_agent" varchar(1000) DEFAULT '' NOT NULL,
	"remote_ip" varchar(255) DEFAULT '' NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"log_level" varchar(10) DEFAULT 'INFO' NOT NULL,
	"log_id" varchar(100) DEFAULT '' NOT NULL,
	"log_data" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_log_api_tenant_time_idx" ON "blade_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_dict_biz_tenant_code_idx" ON "blade_dict_biz" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_client_id_uq" ON "blade_client" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "blade_dept_tenant_parent_idx" ON "blade_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "blade_dict_code_idx" ON "blade_dict" USING btree ("code");--> statement-breakpoint
CREATE INDEX "blade_log_error_tenant_time_idx" ON "blade_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blade_menu_code_idx" ON "blade_menu" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_key_uq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE "blade_param"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_refresh_token_hash_uq" ON "blade_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "blade_refresh_token_session_idx" ON "blade_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_menu_uq" ON "blade_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_scope_uq" ON "blade_role_scope" USING btree ("role_id","scope_category","scope_id");--> statement-breakpoint
CREATE INDEX "blade_role_tenant_idx" ON "blade_role" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_setting_uq" ON "blade_top_menu_setting" USING btree ("top_menu_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_tenant_account_uq" ON "blade_user" USING btree ("tenant_id","account") WHERE "blade_user"."is_deleted" = 0;