CREATE TABLE "blade_scope_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_path" varchar(255) DEFAULT '' NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "blade_scope_data" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_field" varchar(255) DEFAULT '*' NOT NULL,
	"scope_class" varchar(500) DEFAULT '' NOT NULL,
	"scope_column" varchar(255) DEFAULT 'create_dept' NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
	"scope_value" varchar(2000) DEFAULT '' NOT NULL,
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
CREATE TABLE "blade_region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12) DEFAULT '' NOT NULL,
	"ancestors" varchar(255) DEFAULT '' NOT NULL,
	"name" varchar(32) NOT NULL,
	"province_code" varchar(12) DEFAULT '' NOT NULL,
	"province_name" varchar(32) DEFAULT '' NOT NULL,
	"city_code" varchar(12) DEFAULT '' NOT NULL,
	"city_name" varchar(32) DEFAULT '' NOT NULL,
	"district_code" varchar(12) DEFAULT '' NOT NULL,
	"district_name" varchar(32) DEFAULT '' NOT NULL,
	"town_code" varchar(12) DEFAULT '' NOT NULL,
	"town_name" varchar(32) DEFAULT '' NOT NULL,
	"village_code" varchar(12) DEFAULT '' NOT NULL,
	"village_name" varchar(32) DEFAULT '' NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user_oauth" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"source" varchar(32) NOT NULL,
	"uuid" varchar(255) NOT NULL,
	"user_id" bigint,
	"username" varchar(255) DEFAULT '' NOT NULL,
	"nickname" varchar(255) DEFAULT '' NOT NULL,
	"avatar" varchar(1000) DEFAULT '' NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blade_user" ADD COLUMN "user_ext" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_user" ADD COLUMN "wx_user" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_user" ADD COLUMN "wx_equip_user" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_idx" ON "blade_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_idx" ON "blade_scope_data" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_region_parent_idx" ON "blade_region" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_oauth_identity_uq" ON "blade_user_oauth" USING btree ("tenant_id","source","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_biz_code_key_uq" ON "blade_dict_biz" USING btree ("tenant_id","code","dict_key") WHERE "blade_dict_biz"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_code_key_uq" ON "blade_dict" USING btree ("code","dict_key") WHERE "blade_dict"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_post_tenant_idx" ON "blade_post" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_top_menu_tenant_idx" ON "blade_top_menu" USING btree ("tenant_id");