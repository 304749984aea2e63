-- DMS search over the current revisions (DRAFT, IN_REVIEW, APPROVED, EFFECTIVE): the default office search
-- and every ship search read this partial GIN index, never the superseded history (docs/dms.md "Search").
CREATE INDEX "dms_revisions_tsv_current_idx" ON "dms_revisions" USING gin ("tsv") WHERE "state" IN ('DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE');
