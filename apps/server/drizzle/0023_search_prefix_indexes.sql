-- Global search (modules/search/search.repo.ts): prefix matches on the large tables' numbers and
-- requisition titles, as `lower(column) LIKE 'term%'`, served by these pattern indexes.
CREATE INDEX IF NOT EXISTS "requisitions_number_search_idx" ON "requisitions" (lower("number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "requisitions_title_search_idx" ON "requisitions" (lower("title") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_orders_number_search_idx" ON "purchase_orders" (lower("number") text_pattern_ops);
