-- The work queue's pages (apps/server/src/modules/work/work.repo.ts, docs/work-and-notifications.md "Cost"):
-- ordered partial indexes in each kind's own order, so a page reads the first entries of its index and
-- stops, instead of reading every record waiting in that state and sorting them. The included columns
-- let the counts of purchase orders to approve be an index-only scan (ship, author and revision).
CREATE INDEX IF NOT EXISTS "requisitions_work_queue_idx" ON "requisitions" ("priority" DESC, "submitted_at" ASC NULLS LAST, "id") INCLUDE ("ship_id") WHERE "state" = 'SUBMITTED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_orders_work_queue_idx" ON "purchase_orders" ("state", (coalesce("approved_at", "submitted_at", "created_at")), "id") INCLUDE ("ship_id", "created_by_id", "revision") WHERE "state" IN ('PENDING_APPROVAL', 'APPROVED');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rfqs_work_queue_idx" ON "rfqs" ("deadline", "id") INCLUDE ("ship_id") WHERE "state" = 'SENT';
