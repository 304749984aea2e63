-- DMS full-text search (docs/dms.md "Search"): a stored generated tsvector over the document number and
-- title (weight A) and the text extracted from the revision file (weight B), with a GIN index.
-- The extracted text is capped at upload (500,000 characters) so the vector stays under 1 MB.
ALTER TABLE "dms_revisions" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("doc_title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("extracted_text", '')), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "dms_revisions_tsv_idx" ON "dms_revisions" USING gin ("tsv");--> statement-breakpoint
-- DCR numbers DCR-<year>-<n>: a sequence, so two proposals at once never take the same number.
CREATE SEQUENCE IF NOT EXISTS "dms_dcr_number_seq";
