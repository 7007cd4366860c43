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
CREATE INDEX "kc_stock_in_photo_doc_idx" ON "kc_stock_in_photo" USING btree ("tenant_id","stock_in_id","sort_no");--> statement-breakpoint
-- Demand lines received before this column existed: what their contract lines received (a contract line's
-- received quantity is the accepted quantity of its stock-ins), summed per demand line through the award.
UPDATE "cg_needs_item" AS n SET "received_qty" = r."qty"
FROM (
	SELECT si."tenant_id", si."needs_item_id", sum(ci."received_qty") AS "qty"
	FROM "ht_contract_item" AS ci
	JOIN "cg_sourcing_item" AS si ON si."id" = ci."sourcing_item_id" AND si."tenant_id" = ci."tenant_id"
	WHERE ci."received_qty" > 0
	GROUP BY si."tenant_id", si."needs_item_id"
) AS r
WHERE n."id" = r."needs_item_id" AND n."tenant_id" = r."tenant_id";
