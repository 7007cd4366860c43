CREATE TABLE "gys_supplier_status_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"action" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"create_user" bigint NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gys_supplier_status_log_supplier_idx" ON "gys_supplier_status_log" USING btree ("tenant_id","supplier_id","create_time");