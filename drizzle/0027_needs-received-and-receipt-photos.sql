CREATE TABLE "kc_stock_in_photo" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"stock_in_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"sort_no" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"object_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cg_needs_item" ADD COLUMN "received_qty" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "kc_stock_in_photo_doc_idx" ON "kc_stock_in_photo" USING btree ("tenant_id","stock_in_id","sort_no");