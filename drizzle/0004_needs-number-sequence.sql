CREATE TABLE "cg_no_sequence" (
	"tenant_id" varchar(12) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"day" varchar(8) NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cg_no_sequence_tenant_id_prefix_day_pk" PRIMARY KEY("tenant_id","prefix","day")
);
