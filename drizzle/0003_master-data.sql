CREATE TABLE "cg_commodity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"commodity_code" varchar(64) NOT NULL,
	"commodity_name" varchar(100) NOT NULL,
	"material_id" bigint NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"model" varchar(100) DEFAULT '' NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"price_source" integer DEFAULT 2 NOT NULL,
	"price_date" date,
	"valid_until" date,
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
CREATE TABLE "cg_delivery_address" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint,
	"receiver_name" varchar(50) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"province" varchar(50) DEFAULT '' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"district" varchar(50) DEFAULT '' NOT NULL,
	"detail_address" varchar(200) NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "cg_materiel_category" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" text DEFAULT '0' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"category_code" varchar(64) NOT NULL,
	"category_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "cg_material" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"material_code" varchar(64) NOT NULL,
	"material_name" varchar(100) NOT NULL,
	"category_id" bigint NOT NULL,
	"spec" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(32) NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '13' NOT NULL,
	"reference_price" numeric(18, 4),
	"is_stock" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "kc_storehouse" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"storehouse_code" varchar(64) NOT NULL,
	"storehouse_name" varchar(100) NOT NULL,
	"storehouse_type" varchar(32) NOT NULL,
	"project_id" bigint,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"keeper_id" bigint,
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
CREATE UNIQUE INDEX "cg_commodity_code_uq" ON "cg_commodity" USING btree ("tenant_id","commodity_code") WHERE "cg_commodity"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cg_commodity_material_idx" ON "cg_commodity" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE INDEX "cg_delivery_address_project_idx" ON "cg_delivery_address" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_materiel_category_code_uq" ON "cg_materiel_category" USING btree ("tenant_id","category_code") WHERE "cg_materiel_category"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cg_materiel_category_parent_idx" ON "cg_materiel_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cg_material_code_uq" ON "cg_material" USING btree ("tenant_id","material_code") WHERE "cg_material"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "cg_material_category_idx" ON "cg_material" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kc_storehouse_code_uq" ON "kc_storehouse" USING btree ("tenant_id","storehouse_code") WHERE "kc_storehouse"."is_deleted" = 0;