-- DMS search ranking vector (docs/dms.md "Search", issue 17): `tsv` (every word of the text) finds the matches
-- through its GIN index; `rank_tsv` only ranks them. It holds the document number and title (weight A) and the
-- first 1,000 characters of the extracted text (weight B), so it stays around 1-2 kB whatever the length of the
-- text, and its storage is MAIN: kept in the row, not moved to TOAST, so ranking 500 candidates reads no TOAST
-- page and decompresses nothing (ranking over `tsv` read and decompressed each candidate's vector from TOAST).
ALTER TABLE "dms_revisions" ADD COLUMN "rank_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("doc_title", '')), 'A') ||
  setweight(to_tsvector('english', left(coalesce("extracted_text", ''), 1000)), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "dms_revisions" ALTER COLUMN "rank_tsv" SET STORAGE MAIN;--> statement-breakpoint
-- The existing rows were written by ADD COLUMN with the type's default storage (EXTENDED): write them again so
-- their ranking vectors are stored as MAIN too (a generated column is recomputed on update).
UPDATE "dms_revisions" SET "rank_tsv" = DEFAULT;
