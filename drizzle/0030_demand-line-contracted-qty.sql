ALTER TABLE "cg_needs_item" ADD COLUMN "contracted_qty" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Demand lines contracted before this column existed: the approved contract lines made from them (through the
-- sourcing line), in force or completed at their quantity, terminated at what was ordered on them, void at none.
UPDATE "cg_needs_item" AS n SET "contracted_qty" = r."qty"
FROM (
	SELECT si."tenant_id", si."needs_item_id",
		sum(CASE WHEN c."contract_status" IN (1, 2) THEN ci."qty" WHEN c."contract_status" = 3 THEN ci."ordered_qty" ELSE 0 END) AS "qty"
	FROM "ht_contract_item" AS ci
	JOIN "ht_contract" AS c ON c."id" = ci."contract_id" AND c."tenant_id" = ci."tenant_id"
	JOIN "cg_sourcing_item" AS si ON si."id" = ci."sourcing_item_id" AND si."tenant_id" = ci."tenant_id"
	WHERE ci."is_deleted" = 0 AND c."is_deleted" = 0 AND c."approve_status" = 5
	GROUP BY si."tenant_id", si."needs_item_id"
) AS r
WHERE n."id" = r."needs_item_id" AND n."tenant_id" = r."tenant_id";
