CREATE TABLE "blade_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code_name" varchar(100) NOT NULL,
	"service_name" varchar(64) NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"table_prefix" varchar(30) DEFAULT '' NOT NULL,
	"package_name" varchar(100) NOT NULL,
	"api_path" varchar(100) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_datasource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"driver_class" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"username" varchar(100) NOT NULL,
	"password" varchar(1000) NOT NULL,
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
CREATE TABLE "blade_report_hidden" (
	"tenant_id" varchar(12) NOT NULL,
	"report_id" bigint NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_report_hidden_tenant_id_report_id_pk" PRIMARY KEY("tenant_id","report_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blade_datasource_name_uq" ON "blade_datasource" USING btree ("name") WHERE "blade_datasource"."is_deleted" = 0;